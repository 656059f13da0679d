/**
 * The settings pgvector's HNSW scans need, carried by the query that scans, not set on the
 * connection: behind a transaction-mode pooler (PgBouncer) consecutive statements may run on
 * different server connections, so a per-connection `SET` could be missing (short or worse pages)
 * or leak into another client's session.
 *
 * With strict_order iterative scanning a scan keeps walking the graph, in distance order, until
 * its page is full; ef_search bounds how many neighbours one scan sees: at least the 75 rows
 * relevant candidates re-rank (RERANK_WINDOW in server/services/candidateRanking.ts); a deeper
 * page raises it, up to pgvector's ceiling of 1000. Recall@5 of the re-ranked page against the
 * exact ranking of the bench's 100,000 seekers, its 100 jobs, through the index (26 Nov): the
 * window of 75 at ef 40 / 60 / 75 / 100: 0.976 / 0.980 / 0.984 / 0.988; below the window the scan
 * must iterate, which cost more than it saved. 75 walks ~a quarter less of the graph than 100.
 */
import { type RawBuilder, sql } from 'kysely';

export const HNSW_EF_SEARCH = 75;
const HNSW_EF_SEARCH_MAX = 1000;

/**
 * A condition that is true and sets both settings for the statement's transaction only
 * (`set_config(..., true)`; outside a transaction a statement is its own). Put it in the WHERE of
 * the subquery that yields the scan's query vector: PostgreSQL computes that vector before the
 * index scan starts, and pgvector reads the settings when the scan starts, so they hold for the
 * scan whichever connection runs it (tests/server/ai/deepPaging.test.ts resets them first).
 */
export function hnswScanSettings(wanted: number): RawBuilder<boolean> {
  const ef = Math.min(HNSW_EF_SEARCH_MAX, Math.max(HNSW_EF_SEARCH, wanted));
  return sql<boolean>`set_config('hnsw.ef_search', ${sql.lit(String(ef))}, true) IS NOT NULL
    AND set_config('hnsw.iterative_scan', 'strict_order', true) IS NOT NULL`;
}
