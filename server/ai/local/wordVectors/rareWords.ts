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

/** A text's rarest KEPT words with their weights at unit length over all its words: what the cosine reads. */
function rarestWords(text: string): Array<{ word: string; w: number }> {
  const counts = new Map<string, number>();
  for (const token of tokenize(text)) if (isContentWord(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  let sum = 0;
  const weighted: Array<{ word: string; w: number }> = [];
  for (const [word, n] of counts) {
    const w = (1 + Math.log(n)) * rarity(word);
    weighted.push({ word, w });
    sum += w * w;
  }
  const norm = Math.sqrt(sum) || 1;
  const kept = weighted.length > KEPT ? weighted.sort((a, b) => b.w - a.w).slice(0, KEPT) : weighted;
  return kept.map(({ word, w }) => ({ word, w: w / norm }));
}

export function rareWords(text: string): RareWords {
  const kept = rarestWords(text);
  const pairs = new Float32Array(kept.length * 2);
  kept.forEach(({ word, w }, k) => {
    // 24 bits: a float32 holds the hash exactly
    pairs[2 * k] = hash32(word) & 0xffffff;
    pairs[2 * k + 1] = w;
  });
  return pairs;
}

/**
 * The rare words two texts share as their cosine counts them, the largest share of it first (at
 * most `limit`): what a person reads to see what the overlap is made of ('xrf', 'huid').
 */
export function sharedRareWords(a: string, b: string, limit: number): string[] {
  const inB = new Map(rarestWords(b).map(({ word, w }) => [word, w]));
  return rarestWords(a)
    .flatMap(({ word, w }) => (inB.has(word) ? [{ word, share: w * (inB.get(word) ?? 0) }] : []))
    .sort((x, y) => y.share - x.share || x.word.localeCompare(y.word))
    .slice(0, limit)
    .map(({ word }) => word);
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
