/**
 * The meaning of a text as one vector of the static word vectors: the average of its words'
 * vectors, rare words weighing more than common ones (a / (a + p(word)), p from the word's
 * frequency rank), with the direction every English text shares taken out, so that two texts
 * are close when they speak of close things ('horologist' and 'watchmaker', 'gravure' and
 * 'engraving'), not merely because both are English. Words without a vector (most trade
 * jargon) are left to the lexicon, which knows them.
 */
import { STOPWORDS } from '../stopwords';
import { wordVectors, type WordVectors } from './index';

/** How fast weight falls with frequency: the smooth-inverse-frequency constant. */
const SMOOTHING = 3e-4;
/** The words whose mean is the shared direction taken out of every text. */
const COMMON_WORDS = 5000;

interface MeaningModel {
  wv: WordVectors;
  common: Float32Array;
  /** weight of each row, from its frequency rank (Zipf: p ≈ 0.1 / rank) */
  weight: Float32Array;
}

let model: MeaningModel | null = null;

function load(): MeaningModel {
  const wv = wordVectors();
  const { dims, vectors } = wv;
  const rows = vectors.length / dims;
  const common = new Float32Array(dims);
  for (let i = 0; i < Math.min(COMMON_WORDS, rows); i++) for (let d = 0; d < dims; d++) common[d] += vectors[i * dims + d];
  normalise(common);
  const weight = new Float32Array(rows);
  for (let i = 0; i < rows; i++) weight[i] = SMOOTHING / (SMOOTHING + 0.1 / (i + 10)) / 127;
  return { wv, common, weight };
}

function normalise(v: Float32Array): boolean {
  let sum = 0;
  for (let d = 0; d < v.length; d++) sum += v[d] * v[d];
  if (sum === 0) return false;
  const norm = Math.sqrt(sum);
  for (let d = 0; d < v.length; d++) v[d] /= norm;
  return true;
}

/** The number of values of a meaning vector. */
export function meaningDims(): number {
  return (model ??= load()).wv.dims;
}

/** Rows of words already looked up (-1: no vector, or a stop word): the same words come back text after text. */
const rows = new Map<string, number>();
const MAX_REMEMBERED = 200_000;

function rowOf(word: string, index: Map<string, number>): number {
  const known = rows.get(word);
  if (known !== undefined) return known;
  const row =
    word.length < 2 || STOPWORDS.has(word)
      ? -1
      : (index.get(word) ?? (word.includes('-') ? index.get(word.replace(/-/g, '')) : index.get(`${word}s`)) ?? -1);
  if (rows.size >= MAX_REMEMBERED) rows.clear();
  rows.set(word, row);
  return row;
}

/**
 * The meaning of lower-case words (unit length), or null when none has a vector. A word that is
 * not in the file is tried without its hyphens and with a plural 's' (the embedder's words are
 * folded to the singular).
 */
export function meaningOfWords(words: Iterable<string>): Float32Array | null {
  const m = (model ??= load());
  const { dims, index, vectors } = m.wv;
  const v = new Float32Array(dims);
  let known = 0;
  for (const word of words) {
    const row = rowOf(word, index);
    if (row < 0) continue;
    const w = m.weight[row];
    const at = row * dims;
    for (let d = 0; d < dims; d++) v[d] += w * vectors[at + d];
    known++;
  }
  if (known === 0) return null;
  let shared = 0;
  for (let d = 0; d < dims; d++) shared += v[d] * m.common[d];
  for (let d = 0; d < dims; d++) v[d] -= shared * m.common[d];
  return normalise(v) ? v : null;
}

/**
 * The text's meaning vector (unit length, 8 bits a number: 100 bytes, so a cache of 100k
 * profiles stays ~10 MB), or null when none of its words has a vector.
 */
export function textMeaning(text: string): Int8Array | null {
  const v = meaningOfWords(text.toLowerCase().split(/[^a-z0-9-]+/));
  if (!v) return null;
  const out = new Int8Array(v.length);
  for (let d = 0; d < v.length; d++) out[d] = Math.round(v[d] * 127);
  return out;
}

export function meaningCosine(a: Int8Array | null, b: Int8Array | null): number | null {
  if (!a || !b) return null;
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d] * b[d];
  return s / (127 * 127);
}
