/**
 * What every database connection starts with (server/db/client.ts), so the common queries need
 * no transaction of their own to set them.
 *
 * pgvector's HNSW scans: with strict_order iterative scanning a scan keeps walking the graph, in
 * distance order, until its page is full; ef_search bounds how many neighbours one scan sees.
 * 150 fits the wide set the relevance score re-ranks (RERANK_WINDOW in server/services/ai.ts:
 * the 150 nearest; on 30k local-embedder seekers ef 40 returned a worse top 5 than exact search,
 * 64 and up did not); a deeper page raises it for its own transaction (server/db/repositories/ai.ts).
 */
export const HNSW_EF_SEARCH = 150;

export const SESSION_SETTINGS_SQL = `SET hnsw.iterative_scan = strict_order; SET hnsw.ef_search = ${HNSW_EF_SEARCH}`;
