/**
 * How many of the marketplace's own job seekers name each word: the rarity the relevance score's
 * shared rare words read (rareWords.ts). A word most profiles of this trade name ('jewellery',
 * 'showroom', 'customer') tells two fits apart by little; one few name ('filing', 'navratna',
 * 'XRF') by much. Ordinary English frequency misjudges the trade's words both ways ('gold' is
 * rare in English, common here), so the base's own counts are read once it is large enough to
 * count on; below that, the English rank.
 *
 * One snapshot per process, built from a sample of the stored profiles (server/services/wordBaseSync.ts)
 * or, for the labelled set and the bench, from the profiles they rank. Every snapshot has a new
 * generation: match features built under an older one are built again (relevance.ts's caches).
 */
import { isContentWord, tokenize } from '../tokens';

/** Fewer profiles than this count on nothing: a word's rarity is then its English rank's. */
export const WORD_BASE_MIN_PROFILES = 100;
/** The profiles a snapshot counts at most: enough to tell the trade's common words from its rare ones. */
export const WORD_BASE_SAMPLE = 3_000;

interface WordBase {
  profiles: number;
  /** word → how many of the profiles name it */
  counts: Map<string, number>;
}

let base: WordBase | null = null;
let generation = 0;

/** Counts the words of these profile texts (as the score reads them) as the new snapshot. */
export function setWordBase(profileTexts: readonly string[]): void {
  const counts = new Map<string, number>();
  for (const text of profileTexts) {
    for (const word of new Set(tokenize(text))) if (isContentWord(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  base = profileTexts.length >= WORD_BASE_MIN_PROFILES ? { profiles: profileTexts.length, counts } : null;
  generation++;
}

/** Drops the snapshot: rarity is the English rank's again (tests). */
export function clearWordBase(): void {
  base = null;
  generation++;
}

/** Raised by every snapshot: features built under another generation weigh words differently. */
export const wordBaseGeneration = () => generation;

/** How many profiles the snapshot counted; 0 without one. */
export const wordBaseProfiles = () => base?.profiles ?? 0;

/** The word's inverse frequency in the base (as TF-IDF weighs it); undefined without a snapshot. */
export function baseRarity(word: string): number | undefined {
  if (!base) return undefined;
  return Math.log((1 + base.profiles) / (1 + (base.counts.get(word) ?? 0)) + 1);
}
