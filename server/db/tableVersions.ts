/**
 * Every table's version in one string (`name:version,...`, by name): raised by each statement
 * that writes a table, in the writer's transaction (migrations 004-006). The GraphQL read cache
 * keeps answers with it; the session lookup reads it in the same statement, so a request costs
 * one query before its answer can come from the cache.
 */
import { sql } from 'kysely';
import type { Db } from './client';

export const tableVersionsSql = () => sql<string | null>`(SELECT string_agg(name || ':' || version, ',' ORDER BY name) FROM table_versions)`;

export async function readTableVersions(db: Db): Promise<string> {
  const { rows } = await sql<{ v: string | null }>`SELECT ${tableVersionsSql()} AS v`.execute(db);
  return rows[0]?.v ?? '';
}
