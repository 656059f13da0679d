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

/**
 * A text's rarest words as (24-bit hash, weight) pairs in one array, the weights of all its words
 * of length 1 together: one small object a profile, since 100k profiles stay cached for the
 * re-rank. Common words add next to nothing to a cosine, so only the rarest are kept.
 */
export type RareWords = Float32Array;

/** The rarest words kept of a text: ~260 bytes a profile. */
const KEPT = 32;

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
  let sum = 0;
  const weighted: Array<{ id: number; w: number }> = [];
  for (const [word, n] of counts) {
    const w = (1 + Math.log(n)) * rarity(word);
    // 24 bits: a float32 holds the hash exactly
    weighted.push({ id: hash32(word) & 0xffffff, w });
    sum += w * w;
  }
  const norm = Math.sqrt(sum) || 1;
  const kept = weighted.length > KEPT ? weighted.sort((a, b) => b.w - a.w).slice(0, KEPT) : weighted;
  const pairs = new Float32Array(kept.length * 2);
  kept.forEach(({ id, w }, k) => {
    pairs[2 * k] = id;
    pairs[2 * k + 1] = w / norm;
  });
  return pairs;
}

/** The job's words by hash, for scoring many seekers against it. */
export function rareWordIndex(words: RareWords): Map<number, number> {
  const index = new Map<number, number>();
  for (let k = 0; k < words.length; k += 2) index.set(words[k], words[k + 1]);
  return index;
}

/** Cosine of the two texts' rare-word weights, 0..1. */
export function rareWordOverlap(job: Map<number, number>, seeker: RareWords): number {
  let s = 0;
  for (let k = 0; k < seeker.length; k += 2) {
    const w = job.get(seeker[k]);
    if (w !== undefined) s += w * seeker[k + 1];
  }
  return s;
}
