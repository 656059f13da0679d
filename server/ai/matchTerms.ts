/**
 * The lexicon's terms as the relevance score (relevance.ts) reads them inside a text: padded
 * phrases, the concepts a profile or a phrase shows, the trade-context terms it names, and the
 * stems that let one form of a role's words name another.
 */
import { CONCEPTS } from './local/lexicon';
import { tokenize } from './local/tokens';

export const padded = (text: string) => ` ${tokenize(text).join(' ')} `;

/**
 * A role or skill word without the ending that makes it a person, an activity or a field:
 * 'setter' / 'setting', 'merchandiser' / 'merchandising', 'polisher' / 'polishing' meet.
 */
const stemOf = (word: string) => (word.length > 5 ? word.replace(/(?:ing|er|or|ist)$/, '') : word);
export const stemsOf = (padded: string) => padded.split(' ').map(stemOf).join(' ');

export const conceptTerms = new Map(CONCEPTS.map((c) => [c.id, c.terms.map((t) => padded(t)).filter((t) => t.trim())]));
const TERMS_LONGEST_FIRST = CONCEPTS.flatMap((c) => (conceptTerms.get(c.id) ?? []).map((term) => ({ id: c.id, term }))).sort(
  (a, b) => b.term.length - a.term.length,
);
export const CONCEPT_INDEX = new Map(CONCEPTS.map((c, i) => [c.id, i]));
const TERMS_BY_FIRST_WORD = new Map<string, Array<{ index: number; term: string; context: boolean }>>();
CONCEPTS.forEach((c, index) => {
  for (const term of conceptTerms.get(c.id) ?? []) {
    const first = term.trim().split(' ')[0];
    TERMS_BY_FIRST_WORD.set(first, [...(TERMS_BY_FIRST_WORD.get(first) ?? []), { index, term, context: c.context === true }]);
  }
});

/**
 * Which concepts the padded words show by any of their terms, found once per profile: the
 * re-rank then checks a required skill's concepts by index instead of searching the profile's
 * text for each of their terms, pair after pair (150 pairs a page).
 */
export function conceptsShown(words: string): Uint8Array {
  const shown = new Uint8Array(CONCEPTS.length);
  for (const word of new Set(words.split(' '))) {
    for (const { index, term } of TERMS_BY_FIRST_WORD.get(word) ?? []) if (!shown[index] && words.includes(term)) shown[index] = 1;
  }
  return shown;
}

export function concatConcepts(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

export function concatMeanings(meanings: Array<Int8Array | null>): Int8Array {
  const known = meanings.filter((m): m is Int8Array => m !== null);
  const all = new Int8Array(known.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of known) {
    all.set(m, at);
    at += m.length;
  }
  return all;
}

/** How many distinct trade-context terms the padded words name. */
export function countContext(words: string): number {
  // 'diamond' and 'diamonds' fold to one term: count it once
  const named = new Set<string>();
  for (const word of new Set(words.split(' '))) {
    for (const { term, context } of TERMS_BY_FIRST_WORD.get(word) ?? []) if (context && words.includes(term)) named.add(term);
  }
  return named.size;
}

/** The lexicon concepts a phrase names, longest phrase first (as the embedder reads it). */
export function conceptsOfPhrase(words: string): string[] {
  const found: string[] = [];
  let rest = words;
  for (const { id, term } of TERMS_LONGEST_FIRST) {
    if (!rest.includes(term)) continue;
    if (!found.includes(id)) found.push(id);
    rest = rest.split(term).join(' | ');
  }
  return found;
}

/** By concept index: the indexes of the concepts the lexicon relates to it. */
export const RELATED = CONCEPTS.map((c) => (c.related ?? []).flatMap((id) => CONCEPT_INDEX.get(id) ?? []));
