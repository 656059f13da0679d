/**
 * Pages deeper than hnsw.ef_search's ceiling (1000) only stay full because of
 * hnsw.iterative_scan = strict_order; without it the index stops after ef_search rows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../../server/ai/config';
import { seniorityQuery } from '../../../server/ai/matchVector';
import { nearestSeekers, topSeekersForJobs } from '../../../server/db/repositories/ai';
import { HNSW_EF_SEARCH, hnswScanSettings } from '../../../server/db/sessionSettings';
import { type AiService, createAiService } from '../../../server/services/ai';
import { RERANK_WINDOW } from '../../../server/services/candidateRanking';
import { insertJob, openTestDb, type TestDb } from './fixtures';

const SEEKERS = 1100;
/** a job that asks no years: every band fits, so the scan orders by closeness alone */
const NO_SENIORITY = seniorityQuery({});
let t: TestDb;
let ai: AiService;
let jobId: string;

function randomUnit(seed: number): string {
  const v = Array.from({ length: 256 }, (_, i) => Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453 % 1);
  const n = Math.hypot(...v);
  return `[${v.map((x) => (x / n).toFixed(6)).join(',')}]`;
}

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
  jobId = await insertJob(t.db, { title: 'CAD Designer' });
  await t.db.updateTable('jobs').set({ embedding: randomUnit(0.5) }).where('id', '=', jobId).execute();
  for (let start = 0; start < SEEKERS; start += 275) {
    const rows = Array.from({ length: 275 }, (_, i) => ({
      id: randomUUID(),
      full_name: `Seeker ${start + i}`,
      embedding: randomUnit(start + i + 1),
    }));
    await t.db.insertInto('job_seekers').values(rows).execute();
  }
}, 120_000);
afterAll(() => t.close());

describe('deep candidate pages', () => {
  it('keeps a page beyond offset 1000 full and ordered', async () => {
    // A deep OFFSET on a small table makes the planner sort instead; the index walk is what is tested.
    await sql`SET enable_seqscan = off`.execute(t.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM job_seekers
      ORDER BY match_vector <=> (SELECT match_concat(embedding, ${sql.val([...NO_SENIORITY])}::float8[]) FROM jobs WHERE id = ${jobId})
      LIMIT 5 OFFSET 1050`.execute(t.db);
    // the index exists only with pgvector; a PostgreSQL without it scans exactly (vectorStorage.ts)
    if (t.handle.vectors === 'pgvector') expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('job_seekers_match_vector_hnsw');
    const page = await ai.getRelevantCandidates(jobId, 1050 / 5, 5);
    expect(page).toHaveLength(5);
    const scores = page.map((c) => c.relevancyScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const last = await ai.getRelevantCandidates(jobId, SEEKERS / 5 - 1, 5);
    expect(last).toHaveLength(5);
    expect(await ai.getRelevantCandidates(jobId, SEEKERS / 5, 5)).toEqual([]);
  });

  it('pages through every seeker once: the blocks of the scan neither repeat nor skip one', async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += RERANK_WINDOW) {
      const block = await nearestSeekers(t.db, jobId, NO_SENIORITY, RERANK_WINDOW, offset);
      seen.push(...block.map((row) => row.id));
      if (block.length < RERANK_WINDOW) break;
    }
    expect(seen).toHaveLength(SEEKERS);
    expect(new Set(seen).size).toBe(SEEKERS);
  });

  it('carries its scan settings in the query, so a connection reset between statements (a pooler) changes nothing', async () => {
    const first = await t.db.connection().execute(async (conn) => {
      // a server connection as a transaction-mode pooler may hand it over: pgvector's defaults
      await sql`SET hnsw.ef_search = 40`.execute(conn);
      await sql`SET hnsw.iterative_scan = off`.execute(conn);
      const deep = await nearestSeekers(conn, jobId, NO_SENIORITY, 5, 1050);
      const wide = await topSeekersForJobs(conn, [{ id: jobId, seniority: NO_SENIORITY }], HNSW_EF_SEARCH);
      const after = await sql<{ scan: string; ef: string }>`
        SELECT current_setting('hnsw.iterative_scan') AS scan, current_setting('hnsw.ef_search') AS ef`.execute(conn);
      await sql`RESET hnsw.ef_search`.execute(conn);
      await sql`RESET hnsw.iterative_scan`.execute(conn);
      // on pgvector's defaults these would be 0 rows (offset past ef_search 40) and 40 rows
      expect(deep).toHaveLength(5);
      expect(wide).toHaveLength(HNSW_EF_SEARCH);
      // and nothing is left behind on the connection
      expect(after.rows[0]).toEqual({ scan: 'off', ef: '40' });
      return deep;
    });
    // the settings hold inside the statement that sets them
    if (t.handle.vectors === 'pgvector') {
      const inside = await sql<{ ef: string; scan: string }>`
        SELECT current_setting('hnsw.ef_search') AS ef, current_setting('hnsw.iterative_scan') AS scan FROM job_seekers
        ORDER BY match_vector <=> (SELECT match_concat(embedding, ${sql.val([...NO_SENIORITY])}::float8[]) FROM jobs WHERE id = ${jobId} AND ${hnswScanSettings()}) LIMIT 1`.execute(t.db);
      expect(inside.rows[0]).toEqual({ ef: String(HNSW_EF_SEARCH), scan: 'strict_order' });
    }
    const scores = first.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
