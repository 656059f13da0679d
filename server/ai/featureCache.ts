/**
 * Seekers' match features kept in memory between pages of candidates, within a byte budget, so
 * the Relevant Candidates of job after job do not read the same profiles again
 * (services/candidateRanking.ts).
 */
import { seekerFeatures, type SeekerFeatures, type SeekerMatchSource } from './seekerFeatures';

/** About the memory one cached profile holds: its texts (one byte a character) and arrays, plus the objects around them. */
export function featureBytes(f: SeekerFeatures): number {
  const arrays = [f.segments, f.rare, f.wordIds, f.roleWordIds, f.activities, f.roleMeanings, f.concepts];
  return 400 + f.words.length + f.roleWords.length + f.otherTrades.join('').length + arrays.reduce((n, a) => n + a.byteLength + 64, 0);
}

/**
 * Seeker features by id and vector time: a page of candidates is re-ranked from the profiles of
 * its wide set, and the same seekers come back for job after job. Every edit the score reads
 * rebuilds the vector, so a newer time means newer features. Oldest out first, within a memory
 * budget rather than a count: a profile with a two-page résumé holds several times a short
 * overview's (~1.3 KB a demo profile, up to ~20 KB).
 */
export function createFeatureCache(maxBytes = 256 * 1024 * 1024) {
  const cache = new Map<string, { features: SeekerFeatures; bytes: number }>();
  let total = 0;
  return {
    get: (key: string) => cache.get(key)?.features,
    set(key: string, source: SeekerMatchSource): SeekerFeatures {
      const features = seekerFeatures(source);
      const bytes = featureBytes(features);
      const old = cache.get(key);
      if (old) {
        total -= old.bytes;
        cache.delete(key);
      }
      while (cache.size > 0 && total + bytes > maxBytes) {
        const [oldest, entry] = cache.entries().next().value as [string, { bytes: number }];
        cache.delete(oldest);
        total -= entry.bytes;
      }
      cache.set(key, { features, bytes });
      total += bytes;
      return features;
    },
    /** the bytes held, as featureBytes counts them */
    get bytes() {
      return total;
    },
  };
}
