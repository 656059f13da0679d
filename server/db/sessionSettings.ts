/**
 * The settings pgvector's HNSW scans need, carried by the query that scans, not set on the
 * connection: behind a transaction-mode pooler (PgBouncer) consecutive statements may run on
 * different server connections, so a per-connection `SET` could be missing (short or worse pages)
 * or leak into another client's session.
 *
 * With strict_order iterative scanning a scan keeps walking the graph, in distance order, until
 * its page is full; ef_search bounds how many neighbours one step of it sees: the 75 rows
 * relevant candidates re-rank (RERANK_WINDOW in server/services/candidateRanking.ts). Recall@5 of
 * the re-ranked page against the exact ranking of the bench's 100,000 seekers, its 100 jobs,
 * through the index (26 Nov): the window of 75 at ef 40 / 60 / 75 / 100: 0.976 / 0.980 / 0.984 /
 * 0.988; below the window the scan must iterate, which cost more than it saved. 75 walks ~a
 * quarter less of the graph than 100.
 *
 * The same ef_search for every block of a job's ranking, however deep: the scan then yields the
 * same sequence whatever its LIMIT and OFFSET, and each block is a slice of it, so paging neither
 * repeats nor skips a seeker. A deeper block that raised ef_search walked another graph path: over
 * 14 blocks of 20 jobs at 100,000 seekers, 107 seekers came twice (and as many never), up to 24
 * for one job (27 Nov, docs/performance-history.md).
 */
import { type RawBuilder, sql } from 'kysely';

export const HNSW_EF_SEARCH = 75;

/**
 * A condition that is true and sets both settings for the statement's transaction only
 * (`set_config(..., true)`; outside a transaction a statement is its own). Put it in the WHERE of
 * the subquery that yields the scan's query vector: PostgreSQL computes that vector before the
 * index scan starts, and pgvector reads the settings when the scan starts, so they hold for the
 * scan whichever connection runs it (tests/server/ai/deepPaging.test.ts resets them first).
 */
export function hnswScanSettings(): RawBuilder<boolean> {
  return sql<boolean>`set_config('hnsw.ef_search', ${sql.lit(String(HNSW_EF_SEARCH))}, true) IS NOT NULL
    AND set_config('hnsw.iterative_scan', 'strict_order', true) IS NOT NULL`;
}
