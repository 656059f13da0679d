/**
 * Optimistic concurrency, the SQL half. A row's version is when it was last written:
 * coalesce(updated_at, created_at), at the millisecond precision the contract's ISO strings carry.
 * The check sits in the UPDATE's own WHERE clause, so it is atomic: of two saves made from the
 * same copy, exactly one matches; the other updates no row and is refused.
 */
import { type RawBuilder, sql, type SqlBool } from 'kysely';

const VERSION = sql<Date>`date_trunc('milliseconds', coalesce(updated_at, created_at))`;

/** WHERE condition: the row is still at the version the editor saw (always true without one). */
export function versionMatches(expected: Date | undefined): RawBuilder<SqlBool> {
  return expected ? sql<SqlBool>`${VERSION} = ${expected.toISOString()}::timestamptz` : sql<SqlBool>`true`;
}

/**
 * The new updated_at: now, but always at least 1 ms past the previous version, so two saves in
 * the same millisecond still give two different versions.
 */
export function nextVersion(now: Date = new Date()): RawBuilder<Date> {
  return sql<Date>`greatest(${now.toISOString()}::timestamptz, ${VERSION} + interval '1 millisecond')`;
}
