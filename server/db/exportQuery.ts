/**
 * Every id a list's filters match, in the list's own order (newest first; the company requests
 * list pending first, then newest first: STATUS_SORT_ORDER), in batches read by keyset: each batch
 * is one short query after the last row seen, so an export of 100,000 rows holds one batch in
 * memory and never a long transaction that would stall the embedded database's other callers.
 * The filters are the lists' own (filterCondition).
 */
import { type RawBuilder, sql } from 'kysely';
import { STATUS_SORT_ORDER } from '../../domain/filters';
import type { Db } from './client';
import { type ListName, filterCondition, FILTER_TABLE } from './filters';
import type { ParsedFilter } from './listQuery';

interface Last {
  rank: number;
  at: string;
  id: string;
}

/** The workflow rank of a row's status (a status not in the order goes last), or 0 without one. */
function rankOf(list: ListName): RawBuilder<number> {
  const ranks = STATUS_SORT_ORDER[list];
  if (!ranks) return sql<number>`0`;
  return sql<number>`coalesce(array_position(ARRAY[${sql.join(ranks.map((r) => sql`${r}`))}]::text[], t.status::text), ${ranks.length + 1})`;
}

/** Rows after `last` in (rank ASC, created_at DESC, id ASC). */
function after(rank: RawBuilder<number>, last: Last): RawBuilder<unknown> {
  const at = sql`${last.at}::timestamptz`;
  // created_at <= bounds the (created_at DESC, id) index walk; the OR is the exact keyset.
  const sameRank = sql`t.created_at <= ${at} AND (t.created_at < ${at} OR t.id > ${last.id}::uuid)`;
  return sql`(${rank} > ${last.rank} OR (${rank} = ${last.rank} AND ${sameRank}))`;
}

export async function* matchingIdBatches(db: Db, list: ListName, filters: readonly ParsedFilter[], batchSize: number): AsyncGenerator<string[]> {
  const table = FILTER_TABLE[list];
  const rank = rankOf(list);
  const conditions = filters.map((f) => filterCondition(list, f));
  let last: Last | null = null;
  for (;;) {
    const where: RawBuilder<unknown>[] = last ? [...conditions, after(rank, last)] : conditions;
    const result = await sql<Last>`
      SELECT t.id::text AS id, t.created_at::text AS at, ${rank} AS rank FROM ${sql.table(table)} AS t
      ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
      ORDER BY rank ASC, t.created_at DESC, t.id ASC LIMIT ${batchSize}
    `.execute(db);
    const rows: Last[] = result.rows;
    if (rows.length) yield rows.map((r) => r.id);
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
