/**
 * The default embedder: a lexical, domain-tuned model (see server/ai/README.md). Each text
 * becomes weighted counts of trade concepts (with their families and related concepts), places,
 * and hashed leftover words, which are then L2-normalised. Deterministic, offline, fast.
 */
import { withoutPadding } from '../../../domain/ai/padding';
import { EMBEDDING_LENGTH } from '../../../domain/constants';
import type { Embedder } from '../embedder';
import { CONCEPTS, FAMILIES, PLACES } from './lexicon';
import { hash32, isContentWord, tokenize } from './tokens';
import { meaningDims, meaningOfWords } from './wordVectors/meaning';

/**
 * v3: the lexicon grew to 74 concepts, which moves every later dimension: v2 vectors no longer
 * line up. v4: résumé padding (hobbies, birth dates, objectives: domain/ai/padding.ts) is read as nothing;
 * v5: so is a job ad's (company blurb, pay, perks, how to apply). A padded text's vector changes.
 * v6: the sixth round's lexicon terms (floor incharge, scheme executive, gold chit, gunman, angadia,
 * meenakar, jadai, gold testing; 'making charges' moved from gold schemes to selling) and 'Father name'
 * as padding: the vectors of texts naming them change.
 * v7: the seventh round's lexicon terms (kasauti / touch checker under assaying, pledged gold under
 * gold loans, old gold purchase / gold buying under gold schemes, repair counter / repair desk under
 * customer service, chandi, bichhiya); and the years read from a résumé's words, stored beside the
 * vector, now take the larger of a stated figure and the dates' span (domain/ai/yearsInText.ts).
 * v8: an address's abbreviations ('Vill.', 'Distt.', 'Tq.', 'Opp.') no longer end its padding early,
 * so the rest of the address is read as nothing too (padding.ts).
 * v9: a 75th concept (optometry), which moves every later dimension; the eighth and ninth rounds'
 * terms (luxury retail: loss prevention, after-sales, duty free, luxury houses; making and gems:
 * hira ghasai, MPCVD, galai, lagadi, agate…); 'Native place' and 'Hometown' read as padding.
 * v10: the tenth and eleventh rounds' terms (multi-store heads' titles under store management;
 * company secretary, MIS / ERP support, PR and retouching under the office, brand and photography
 * concepts), and level words read from a role's text (GM / AGM / DGM, team leader).
 * v11: the embedder is unchanged, but a seeker's embedded text now holds its résumé's text
 * (embeddingText.ts): the new name has every stored vector built again with it.
 * v12: bench workers named for their work (finisher, plater, electroplater, solderer, repairer,
 * chain maker, enamelist) read as their craft; a faceter as a gem cutter, a concierge as clienteling.
 * The role an overview names is read past a section heading ('Experience:'), which changes the
 * years a role's level says, stored beside the vector.
 * v13: a misspelt trade word is read as the word it misspells ('excutive', 'dimond'), and a word
 * written two ways as one ('jewelry' / 'jewellery', 'color' / 'colour': spelling.ts).
 * v14: a 76th concept (multi_store: area, cluster, regional and zonal heads of several stores, no
 * longer store management itself), which moves every later dimension; 'client advisor' read as the
 * sales associate it is in a luxury house, no longer as clienteling.
 * v15: a bench jeweller and a sunar read as the goldsmith they are (no longer any karigar); a
 * section in-charge as a floor post of store management; a 77th concept (valuables_logistics: the
 * trade's secure logistics, its custodians and angadias, no longer any logistics), which moves
 * every later dimension.
 */
export const LOCAL_EMBEDDER_NAME = 'local-lexical-v15';

// How much of a concept's weight flows to its families and to related concepts.
const FAMILY_SHARE = 0.55;
const RELATED_SHARE = 0.4;
const PLACE_WEIGHT = 0.45;
const HASH_WEIGHT = 0.3;
const BIGRAM_SHARE = 0.5;
/**
 * The words the lexicon does not know also go through static word vectors (wordVectors/), into
 * the last dimensions, so that 'horologist' and 'watchmaker' or 'gravure' and 'engraving' are
 * near in the stored vector itself: the candidates' wide set is found by this vector, and a
 * closeness the re-rank alone knew could not bring back a seeker the search left out. The two
 * parts are scaled so the cosine of two texts is (1 − MEANING_SHARE) × the lexical cosine +
 * MEANING_SHARE × the cosine of their meanings.
 */
const MEANING_SHARE = 0.25;

/** Field labels written by embeddingText.ts; the title and skill lines say most about fit. */
const FIELD_WEIGHTS: Record<string, number> = {
  title: 3,
  'preferred roles': 2,
  skills: 2,
  category: 1.5,
  industry: 0.8,
  'job type': 0.3,
  experience: 0.8,
  education: 0.7,
};

interface Entry {
  kind: 'concept' | 'place';
  index: number;
}

interface Model {
  phrases: Map<string, Entry>;
  /** longest phrase (in tokens) starting with a given token */
  maxLen: Map<string, number>;
  conceptDim: number[];
  conceptWeight: number[];
  relatedDims: number[][];
  familyDims: number[][];
  placeBase: number;
  hashBase: number;
  hashSize: number;
  meaningBase: number;
}

function buildModel(): Model {
  const familyBase = CONCEPTS.length;
  const placeBase = familyBase + FAMILIES.length;
  const hashBase = placeBase + PLACES.length;
  const meaningBase = EMBEDDING_LENGTH - meaningDims();
  if (hashBase >= meaningBase - 32) throw new Error('The lexicon and the word vectors leave too few hashing dimensions.');
  const ids = new Map(CONCEPTS.map((c, i) => [c.id, i]));
  const phrases = new Map<string, Entry>();
  const maxLen = new Map<string, number>();
  const add = (term: string, entry: Entry) => {
    const tokens = tokenize(term);
    if (tokens.length === 0) return;
    const key = tokens.join(' ');
    if (!phrases.has(key)) phrases.set(key, entry);
    maxLen.set(tokens[0], Math.max(maxLen.get(tokens[0]) ?? 0, tokens.length));
  };
  CONCEPTS.forEach((c, index) => c.terms.forEach((t) => add(t, { kind: 'concept', index })));
  PLACES.forEach((names, index) => names.forEach((t) => add(t, { kind: 'place', index })));
  return {
    phrases,
    maxLen,
    conceptDim: CONCEPTS.map((_, i) => i),
    conceptWeight: CONCEPTS.map((c) => c.weight ?? 1),
    relatedDims: CONCEPTS.map((c) =>
      (c.related ?? []).map((id) => {
        const dim = ids.get(id);
        if (dim === undefined) throw new Error(`Unknown related concept ${id} in ${c.id}.`);
        return dim;
      }),
    ),
    familyDims: CONCEPTS.map((c) => c.families.map((f) => familyBase + FAMILIES.indexOf(f))),
    placeBase,
    hashBase,
    hashSize: meaningBase - hashBase,
    meaningBase,
  };
}

let model: Model | null = null;

const FIELD_LABEL = /^([A-Za-z ]{3,20}):\s*/;

function fieldWeight(line: string): { weight: number; body: string } {
  const match = FIELD_LABEL.exec(line);
  if (!match) return { weight: 1, body: line };
  const weight = FIELD_WEIGHTS[match[1].toLowerCase()];
  return weight === undefined ? { weight: 1, body: line } : { weight, body: line.slice(match[0].length) };
}

/** A line's text without résumé padding ('Hobbies: ...'), which may follow its field label ('Overview: '). */
function withoutPaddingAfterLabel(line: string): string {
  const label = FIELD_LABEL.exec(line)?.[0] ?? '';
  return label + withoutPadding(line.slice(label.length));
}

/** Weighted term counts of one text: concepts, places, and hashed leftover words. */
function count(m: Model, text: string, concepts: Float64Array, places: Float64Array, hashed: Map<number, number>, unknown?: string[]) {
  for (const line of text.split('\n')) {
    const { weight, body } = fieldWeight(line);
    const tokens = tokenize(withoutPaddingAfterLabel(body));
    let previous: string | null = null;
    for (let i = 0; i < tokens.length; ) {
      const longest = m.maxLen.get(tokens[i]) ?? 0;
      let matched = 0;
      for (let len = Math.min(longest, tokens.length - i); len >= 1; len--) {
        const entry = m.phrases.get(len === 1 ? tokens[i] : tokens.slice(i, i + len).join(' '));
        if (!entry) continue;
        if (entry.kind === 'concept') concepts[entry.index] += weight;
        else places[entry.index] += weight;
        matched = len;
        break;
      }
      if (matched > 0) {
        i += matched;
        previous = null;
        continue;
      }
      const token = tokens[i++];
      if (!isContentWord(token)) {
        previous = null;
        continue;
      }
      addHashed(hashed, hash32(token), weight);
      unknown?.push(token);
      if (previous !== null) addHashed(hashed, hash32(`${previous} ${token}`), weight * BIGRAM_SHARE);
      previous = token;
    }
  }
}

function addHashed(hashed: Map<number, number>, h: number, weight: number) {
  hashed.set(h, (hashed.get(h) ?? 0) + weight);
}

export function embedOne(text: string): number[] {
  const m = (model ??= buildModel());
  const concepts = new Float64Array(CONCEPTS.length);
  const places = new Float64Array(PLACES.length);
  const hashed = new Map<number, number>();
  const unknown: string[] = [];
  count(m, text, concepts, places, hashed, unknown);

  const v = new Float64Array(EMBEDDING_LENGTH);
  for (let c = 0; c < concepts.length; c++) {
    if (concepts[c] === 0) continue;
    const a = m.conceptWeight[c] * Math.log1p(concepts[c]);
    v[m.conceptDim[c]] += a;
    for (const r of m.relatedDims[c]) v[r] += RELATED_SHARE * a;
    for (const f of m.familyDims[c]) v[f] += FAMILY_SHARE * a;
  }
  for (let p = 0; p < places.length; p++) {
    if (places[p] > 0) v[m.placeBase + p] += PLACE_WEIGHT * Math.log1p(places[p]);
  }
  for (const [h, tf] of hashed) {
    // the top bit picks a sign, so unrelated words colliding in a bucket cancel out on average
    const sign = h & 0x80000000 ? -1 : 1;
    v[m.hashBase + (h % m.hashSize)] += sign * HASH_WEIGHT * Math.log1p(tf);
  }
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  const meaning = sum > 0 ? meaningOfWords(unknown) : null;
  if (meaning) {
    // the meaning part gets the norm that gives it MEANING_SHARE of a cosine between two texts
    const scale = Math.sqrt(sum * (MEANING_SHARE / (1 - MEANING_SHARE)));
    for (let d = 0; d < meaning.length; d++) v[m.meaningBase + d] = scale * meaning[d];
    sum = 0;
    for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  }
  const out = new Array<number>(EMBEDDING_LENGTH).fill(0);
  if (sum === 0) {
    // an empty text still gets a unit vector, orthogonal to every concept, so cosine stays defined
    out[EMBEDDING_LENGTH - 1] = 1;
    return out;
  }
  const norm = Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) out[i] = v[i] / norm;
  return out;
}

/** The lexicon concepts a text names (ids of lexicon.ts), for explaining a match. */
export function conceptIdsOf(text: string): Set<string> {
  const m = (model ??= buildModel());
  const concepts = new Float64Array(CONCEPTS.length);
  count(m, text, concepts, new Float64Array(PLACES.length), new Map());
  const ids = new Set<string>();
  concepts.forEach((weight, i) => {
    if (weight > 0) ids.add(CONCEPTS[i].id);
  });
  return ids;
}

export function createLocalEmbedder(): Embedder {
  return {
    name: LOCAL_EMBEDDER_NAME,
    async embed(texts: string[]) {
      return texts.map(embedOne);
    },
  };
}
