/**
 * Keeps this process's word base (server/ai/local/wordVectors/wordBase.ts) in step with the stored
 * seekers: counted at start, and again before a score once the seekers' table has seen writes
 * worth ~5% of the base since (new people, uploaded résumés, rewritten overviews). Between two
 * counts every score of the process reads the same snapshot, so a list, a detail and the
 * application panel agree; a count taken before a batch of writes is taken again on the first
 * score after it, never in the middle of a page.
 */
import { profileWords } from '../ai/relevance';
import { setWordBase, WORD_BASE_SAMPLE } from '../ai/local/wordVectors/wordBase';
import type { Db } from '../db/client';
import * as repo from '../db/repositories/ai';

/** A count is taken again after writes to the seekers' table worth this share of the base. */
const RECOUNT_SHARE = 0.05;
/** Writes the smallest base waits for before a new count. */
const RECOUNT_MIN_WRITES = 5;
/** How often, at most, the version of the seekers' table is looked at before a score. */
const CHECK_EVERY_MS = 1_000;

export interface WordBaseSync {
  /** Counts the base now (start, tests). */
  recount(): Promise<void>;
  /** Before a score: counts the base again if enough has been written since the last count. */
  fresh(): Promise<void>;
}

export function createWordBaseSync(db: Db, now: () => number = Date.now): WordBaseSync {
  let counted: { version: number; seekers: number } | null = null;
  let checkedAt = -Infinity;
  let running: Promise<void> | null = null;

  async function count(): Promise<void> {
    const sample = await repo.seekerWordSample(db, WORD_BASE_SAMPLE);
    setWordBase(sample.profiles.map(profileWords));
    counted = { version: sample.version, seekers: sample.seekers };
    checkedAt = now();
  }

  async function check(): Promise<void> {
    if (!counted) return count();
    const version = await repo.seekersVersion(db);
    checkedAt = now();
    if (version - counted.version >= Math.max(RECOUNT_MIN_WRITES, RECOUNT_SHARE * counted.seekers)) await count();
  }

  // one count or check at a time: the pages of one moment wait for the same one
  const once = (work: () => Promise<void>) => (running ??= work().finally(() => (running = null)));

  return {
    recount: () => once(count),
    async fresh() {
      if (running) return running;
      if (counted && now() - checkedAt < CHECK_EVERY_MS) return;
      return once(check);
    },
  };
}
