/**
 * Optimistic concurrency, the rule. Every update mutation may carry `expectedUpdatedAt`, the
 * version (updatedAt, or createdAt when never updated) of the copy the editor saw. The repository
 * checks it inside its UPDATE (server/db/versioning.ts); this module parses it and turns "no row
 * updated" into the right answer.
 */
import { CONFLICT_MESSAGES } from '../../domain/messages';
import { badInput, conflict, notFound } from '../errors';

/** undefined or null: no check (API clients that do not send a version keep last-write-wins). */
export function parseExpectedVersion(expected: string | null | undefined): Date | undefined {
  if (expected === undefined || expected === null || expected === '') return undefined;
  const date = new Date(expected);
  // a version is a moment the server wrote: JavaScript reads years up to 275760, which the
  // database cannot hold, so an absurd year is bad input, not a failed query
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) {
    throw badInput('expectedUpdatedAt must be a date and time (ISO 8601).', { expectedUpdatedAt: 'Invalid date' });
  }
  return date;
}

export const staleCopy = () => conflict(CONFLICT_MESSAGES.staleCopy);

/**
 * After a versioned UPDATE: a row was written, or the record is gone (NOT_FOUND), or it exists
 * at another version (CONFLICT).
 */
export async function requireWritten(updatedRows: number | bigint, what: string, exists: () => Promise<boolean>): Promise<void> {
  if (Number(updatedRows) > 0) return;
  if (await exists()) throw staleCopy();
  throw notFound(what);
}
