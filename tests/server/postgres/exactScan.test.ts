/**
 * Vector search on a PostgreSQL server without pgvector (Debian 12 has no package for it): the
 * migrations adapt, vectors keep pgvector's text form, and the nearest seekers come out in the
 * same order as an exact cosine over every seeker. Runs on a TEST_DATABASE_URL cluster without
 * pgvector; the migration adaptation is checked on every engine.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { listMigrations } from '../../../server/db/migrate';
import { loadRelationCatalog, recordingReads, tablesRead } from '../../../server/db/readTables';
import { nearestSeekers, topSeekersForJobs } from '../../../server/db/repositories/ai';
import { adaptMigrationForExactScan } from '../../../server/db/vectorStorage';
import { seniorityQuery } from '../../../server/ai/matchVector';
import { TEST_DATABASE_URL, openOwnedTestDatabase } from '../platform/testDatabase';

describe('migrations without pgvector', () => {
  it('drop CREATE EXTENSION vector, the vector length and the HNSW indexes, and nothing else', () => {
    const all = listMigrations().map((m) => m.sql).join('\n');
    const adapted = adaptMigrationForExactScan(all);
    expect(all).toMatch(/CREATE EXTENSION IF NOT EXISTS vector;/);
    expect(adapted).not.toMatch(/CREATE EXTENSION IF NOT EXISTS vector/);
    expect(adapted).not.toMatch(/USING hnsw/i);
    expect(adapted).not.toMatch(/vector\(\d+\)/);
    expect(adapted).toContain('CREATE EXTENSION IF NOT EXISTS pg_trgm;');
    expect(adapted).toContain('CREATE TABLE ai_tasks');
  });
});

function unit(seed: number): number[] {
  const v = Array.from({ length: 256 }, (_, i) => Math.sin(seed * 3.1 + i * 0.7) + Math.cos(seed * i * 0.013));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
const text = (v: number[]) => `[${v.join(',')}]`;
/** a job that asks no years: every band fits, so the scan orders by closeness alone */
const NO_SENIORITY = seniorityQuery({});
const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i], 0);

let handle: DatabaseHandle;
let pgvector = true;
const seekers = Array.from({ length: 60 }, (_, i) => ({ id: randomUUID(), vector: unit(i + 1) }));
const jobId = randomUUID();
const jobVector = unit(1000);

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  handle = await openOwnedTestDatabase(mkdtempSync(join(tmpdir(), 'jm-exact-')));
  pgvector = handle.vectors === 'pgvector';
  await handle.db.insertInto('jobs').values({ id: jobId, title: 'Bench jeweller', is_external_job: false, skills_required: [], tags: [], embedding: text(jobVector) }).execute();
  await handle.db
    .insertInto('job_seekers')
    .values(seekers.map((s, i) => ({ id: s.id, full_name: `Seeker ${i}`, embedding: text(s.vector), embedding_updated_at: new Date() })))
    .execute();
}, 60_000);
afterAll(() => handle?.close());

describe.skipIf(!TEST_DATABASE_URL)('nearest seekers without pgvector', () => {
  it('is chosen when the server has no pgvector, and ranks exactly by cosine', async (ctx) => {
    if (pgvector) ctx.skip();
    const expected = [...seekers].sort((a, b) => cosine(b.vector, jobVector) - cosine(a.vector, jobVector)).map((s) => s.id);
    const page = await nearestSeekers(handle.db, jobId, NO_SENIORITY, 10, 5);
    expect(page.map((r) => r.id)).toEqual(expected.slice(5, 15));
    for (const row of page) {
      const seeker = seekers.find((s) => s.id === row.id)!;
      expect(row.score).toBeCloseTo(cosine(seeker.vector, jobVector), 5);
      expect(row.job_stamp).toBe('-');
    }
    // SQL's stand-in operator (used by other connections and transactions) agrees
    const viaSql = await sql<{ id: string }>`SELECT id FROM job_seekers WHERE embedding IS NOT NULL
      ORDER BY embedding <=> (SELECT embedding FROM jobs WHERE id = ${jobId}), id LIMIT 10 OFFSET 5`.execute(handle.db);
    expect(viaSql.rows.map((r) => r.id)).toEqual(expected.slice(5, 15));
    const top = await topSeekersForJobs(handle.db, [{ id: jobId, seniority: NO_SENIORITY }], 3);
    expect(top.map((r) => r.id)).toEqual(expected.slice(0, 3));
    expect(top[0].full_name).toMatch(/^Seeker /);
  });

  it('sees a seeker written after the last search (the copy follows the table version)', async (ctx) => {
    if (pgvector) ctx.skip();
    await nearestSeekers(handle.db, jobId, NO_SENIORITY, 5, 0);
    const twin = seekers[59];
    await handle.db.updateTable('job_seekers').set({ embedding: text(jobVector) }).where('id', '=', twin.id).execute();
    const [first] = await nearestSeekers(handle.db, jobId, NO_SENIORITY, 1, 0);
    expect(first.id).toBe(twin.id);
    expect(first.score).toBeCloseTo(1, 6);
    await handle.db.updateTable('job_seekers').set({ embedding: null }).where('id', '=', twin.id).execute();
    const after = await nearestSeekers(handle.db, jobId, NO_SENIORITY, 100, 0);
    expect(after.map((r) => r.id)).not.toContain(twin.id);
    await expect(nearestSeekers(handle.db, randomUUID(), NO_SENIORITY, 5, 0)).resolves.toEqual([]);
  });

  it('a search served from the copy still counts as reading job_seekers (for the read cache)', async (ctx) => {
    if (pgvector) ctx.skip();
    await nearestSeekers(handle.db, jobId, NO_SENIORITY, 5, 0);
    const catalog = await loadRelationCatalog(handle.db);
    const { reads } = await recordingReads(() => nearestSeekers(handle.db, jobId, NO_SENIORITY, 5, 0));
    // table_version_slots too, behind the table_versions view: the read cache leaves that out
    expect([...tablesRead(catalog, reads.words)].sort()).toEqual(['job_seekers', 'jobs', 'table_version_slots']);
  });
});
