import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDataChunks } from '../../../domain/demo-data';
import { type Db, openDatabase } from '../../../server/db/client';
import { kyselyBulkTarget } from '../../../server/seed/bulkTarget';
import { csvField } from '../../../server/seed/csv';
import { largeCounts } from '../../../server/seed/largeCounts';
import { loadLargeDemoData } from '../../../server/seed/largeLoad';
import { loadIntoPglite } from '../../../server/seed/pgliteLoad';

const counts = { companies: 12, employers: 20, jobs: 700, jobSeekers: 900, applications: 800, companyRequests: 10 };
const options = { seed: 5, counts, chunkSize: 250 };
const dirs: string[] = [];
const quiet = () => {};

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function tally(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM employers) AS employers,
           (SELECT count(*)::int FROM jobs) AS jobs, (SELECT count(*)::int FROM job_seekers) AS "jobSeekers",
           (SELECT count(*)::int FROM job_applications) AS applications,
           (SELECT count(*)::int FROM company_requests) AS "companyRequests"`.execute(db);
  return rows[0];
}

async function indexNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ n: string }>`SELECT indexname AS n FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`.execute(db);
  return rows.map((r) => r.n);
}

async function checkLoaded(db: Db, before: string[]): Promise<void> {
  expect(await tally(db)).toEqual(counts);
  expect(await indexNames(db)).toEqual(before);
  // the counters are settled after every chunk of jobs is in: used (posted − left) = jobs posted
  const { rows } = await sql<{ wrong: number }>`
    SELECT count(*)::int AS wrong FROM employers e
    WHERE e.jobs_posted - e.jobs_left <> (SELECT count(*) FROM jobs j WHERE j.employer_id = e.id)`.execute(db);
  expect(rows[0].wrong).toBe(0);
}

describe('large benchmark sets', () => {
  it('generates chunks with the asked counts and unique seekers', () => {
    const seen: Record<string, number> = {};
    const ids = new Set<string>();
    for (const chunk of demoDataChunks(options)) {
      if (chunk.kind === 'employerJobCounts') continue;
      seen[chunk.kind] = (seen[chunk.kind] ?? 0) + chunk.rows.length;
      expect(chunk.rows.length).toBeLessThanOrEqual(Math.max(250, counts.companies, counts.employers));
      if (chunk.kind === 'jobSeekers') for (const s of chunk.rows) ids.add(s._id);
    }
    expect(seen).toEqual(counts);
    expect(ids.size).toBe(counts.jobSeekers);
  });

  it('loads through PGlite COPY, indexes rebuilt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jm-large-'));
    dirs.push(dir);
    let handle = await openDatabase({ dataDir: dir });
    const before = await indexNames(handle.db);
    await handle.close();
    await loadIntoPglite(dir, options, quiet);
    handle = await openDatabase({ dataDir: dir });
    try {
      await checkLoaded(handle.db, before);
      const seeker = await handle.db.selectFrom('job_seekers').select(['skills', 'resume_url']).executeTakeFirstOrThrow();
      expect(seeker.skills.length).toBeGreaterThan(2);
      expect(seeker.resume_url).toBeNull();
      const company = await handle.db.selectFrom('companies').select(['history', 'about']).executeTakeFirstOrThrow();
      expect(company.history[0].status).toBe('pending');
      expect(company.about).toMatch(/^<p>/);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('loads through multi-row INSERTs (the PostgreSQL path) in a transaction', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jm-large-'));
    dirs.push(dir);
    const handle = await openDatabase({ dataDir: dir });
    try {
      const before = await indexNames(handle.db);
      await handle.db.transaction().execute((tx) => loadLargeDemoData(kyselyBulkTarget(tx), options, quiet));
      await checkLoaded(handle.db, before);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('writes CSV fields PostgreSQL reads back', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('""');
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvField(['a "b"', 'c\\d'])).toBe('"{""a \\""b\\"""",""c\\\\d""}"');
    expect(csvField(true)).toBe('t');
  });

  it('derives default counts from the flags', () => {
    expect(largeCounts({ jobs: '100000', seekers: '100000' })).toEqual({
      companies: 400,
      employers: 800,
      jobs: 100_000,
      jobSeekers: 100_000,
      applications: 100_000,
      companyRequests: 200,
    });
  });
});
