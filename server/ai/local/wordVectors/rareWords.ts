/**
 * Shared rare words of two texts: tf-idf over the words both name, where a word's rarity comes
 * from its frequency rank in ordinary English (the word-vector file is in frequency order), so
 * it needs no corpus of our own and scores one pair alone. 'Touchstone' or 'cloisonné' shared
 * by a job and a résumé say much; 'sales' little. Words outside the file (trade jargon, names)
 * count as rare. A keyword baseline of this kind beats the lexical model on plain ads, so the
 * relevance score keeps it beside the lexicon and the word vectors.
 */
import { hash32, isContentWord, tokenize } from '../tokens';
import { wordVectors } from './index';

/** A text's words as parallel arrays (hash, weight), the weights of length 1 together. */
export interface RareWords {
  ids: Uint32Array;
  weights: Float32Array;
}

/** A word ranked past the file is as rare as the rarest in it. */
const UNKNOWN_RANK = 100_000;

function rarity(word: string): number {
  const { index } = wordVectors();
  const rank = index.get(word) ?? index.get(`${word}s`) ?? UNKNOWN_RANK;
  return Math.log(1 + (rank + 1) / 50);
}

export function rareWords(text: string): RareWords {
  const counts = new Map<string, number>();
  for (const token of tokenize(text)) if (isContentWord(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const ids = new Uint32Array(counts.size);
  const weights = new Float32Array(counts.size);
  let i = 0;
  let sum = 0;
  for (const [word, n] of counts) {
    const w = (1 + Math.log(n)) * rarity(word);
    ids[i] = hash32(word);
    weights[i++] = w;
    sum += w * w;
  }
  const norm = Math.sqrt(sum) || 1;
  for (let k = 0; k < weights.length; k++) weights[k] /= norm;
  return { ids, weights };
}

/** The job's words by hash, for scoring many seekers against it. */
export function rareWordIndex(words: RareWords): Map<number, number> {
  const index = new Map<number, number>();
  words.ids.forEach((id, k) => index.set(id, words.weights[k]));
  return index;
}

/** Cosine of the two texts' rare-word weights, 0..1. */
export function rareWordOverlap(job: Map<number, number>, seeker: RareWords): number {
  let s = 0;
  for (let k = 0; k < seeker.ids.length; k++) {
    const w = job.get(seeker.ids[k]);
    if (w !== undefined) s += w * seeker.weights[k];
  }
  return s;
}
