/**
 * Every id a list's filters match, newest first (the lists' default order), in batches read by
 * keyset: each batch is one short query after the last (created_at, id) seen, so an export of
 * 100,000 rows holds one batch in memory and never a long transaction that would stall the
 * embedded database's other callers. The filters are the lists' own (filterCondition).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from './client';
import { type ListName, filterCondition, FILTER_TABLE } from './filters';
import type { ParsedFilter } from './listQuery';

export async function* matchingIdBatches(db: Db, list: ListName, filters: readonly ParsedFilter[], batchSize: number): AsyncGenerator<string[]> {
  const table = FILTER_TABLE[list];
  const conditions = filters.map((f) => filterCondition(list, f));
  let after: { at: string; id: string } | null = null;
  for (;;) {
    // created_at <= bounds the (created_at DESC, id) index walk; the OR is the exact keyset.
    const keyset: RawBuilder<unknown>[] = after
      ? [sql`t.created_at <= ${after.at}::timestamptz AND (t.created_at < ${after.at}::timestamptz OR t.id > ${after.id}::uuid)`]
      : [];
    const where: RawBuilder<unknown>[] = [...conditions, ...keyset];
    const result = await sql<{ id: string; at: string }>`
      SELECT t.id::text AS id, t.created_at::text AS at FROM ${sql.table(table)} AS t
      ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
      ORDER BY t.created_at DESC, t.id ASC LIMIT ${batchSize}
    `.execute(db);
    const rows: { id: string; at: string }[] = result.rows;
    if (rows.length) yield rows.map((r) => r.id);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.id };
  }
}
