/**
 * Stores an AI result only while what it was built from is still current. Building a vector or
 * an overview takes time (a provider call can take seconds); an edit meanwhile — a job's content,
 * a replaced or deleted resume, a seeker's profile — clears the result it made stale and asks for
 * a new one, so the late result of the old content must not land on top of that clear.
 *
 * The source is read again under a row lock in the write's transaction and compared with what was
 * built; when it moved on, the work is done again from the new content (FRESH_ATTEMPTS at most).
 */
import type { Db } from '../db/client';

export const FRESH_ATTEMPTS = 3;

export interface FreshWork<Source, Result> {
  /** Reads the source row; `lock`: FOR UPDATE, inside the write's transaction. */
  read(db: Db, lock: boolean): Promise<Source | null>;
  /** What the result depends on: the result is stored only while this is unchanged. */
  basis(source: Source): string;
  /** Builds the result (may throw a message a person can act on, e.g. no resume). */
  build(source: Source, basis: string): Promise<Result>;
  save(tx: Db, result: Result): Promise<unknown>;
  /** The error when the row is gone. */
  gone(): Error;
  /** The error when the row changed on every attempt. */
  churned(): Error;
}

export async function buildWhileFresh<Source, Result>(db: Db, work: FreshWork<Source, Result>): Promise<void> {
  for (let attempt = 1; attempt <= FRESH_ATTEMPTS; attempt++) {
    const source = await work.read(db, false);
    if (!source) throw work.gone();
    const basis = work.basis(source);
    const result = await work.build(source, basis);
    const outcome = await db.transaction().execute(async (tx) => {
      const current = await work.read(tx, true);
      if (!current) return 'gone' as const;
      if (work.basis(current) !== basis) return 'changed' as const;
      await work.save(tx, result);
      return 'saved' as const;
    });
    if (outcome === 'saved') return;
    if (outcome === 'gone') throw work.gone();
  }
  throw work.churned();
}
