/**
 * The read cache keeps each answer with the versions of the tables its SQL read
 * (server/db/readTables.ts): a write to another table leaves it a hit; a write to a table it read,
 * even one named only in raw SQL (a join, a filter's subquery), makes it a miss; an answer that
 * read a table without a version is never kept; the caller's role and must-change-password flag
 * are part of the key.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadRelationCatalog, recordingReads, tablesRead } from '../../../server/db/readTables';
import { readTableVersions } from '../../../server/db/tableVersions';
import { createReadCache, READ_CACHE_HEADER } from '../../../server/graphql/readCache';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ seed: true }, 120_000);

async function post(query: string, variables?: Record<string, unknown>) {
  const res = await signedIn.server.gqlResponse(query, variables, signedIn.cookie);
  return { cache: res.headers[READ_CACHE_HEADER], body: res.body as { data: any; errors?: unknown[] } };
}

/** Asked twice: the second answer must come from the cache. */
async function cached(query: string, variables?: Record<string, unknown>) {
  await post(query, variables);
  const again = await post(query, variables);
  expect(again.cache).toBe('hit');
  return again.body;
}

const JOBS = '{ getAllJobs(page: 0, size: 5) { content { _id title } totalElements } }';

describe('read cache, per table', () => {
  it('a note on a job seeker leaves a cached job list a hit', async () => {
    const jobs = await cached(JOBS);
    const seeker = (await post('{ getAllJobSeekers(page: 0, size: 1) { content { _id } } }')).body.data.getAllJobSeekers.content[0]._id;
    const added = await post('mutation($id: ID!) { addJobSeekerNote(jobSeekerId: $id, note: "<p>per table</p>") { id } }', { id: seeker });
    expect(added.body.errors).toBeUndefined();
    const after = await post(JOBS);
    expect(after.cache).toBe('hit');
    expect(after.body).toEqual(jobs);
  });

  it('a page read by the statement kept for its shape is kept with the tables it read', async () => {
    // page 0 counts the total; page 1 compiles the page statement of this shape; page 2 reuses it
    const PAGE = 'query($page: Int) { getAllJobs(page: $page, size: 1, sort: { field: "createdAt", direction: ASC }) { content { _id title } } }';
    expect((await post(PAGE, { page: 0 })).body.errors).toBeUndefined();
    await post(PAGE, { page: 1 });
    const third = await cached(PAGE, { page: 2 });
    expect(third.errors).toBeUndefined();
    const seeker = (await post('{ getAllJobSeekers(page: 0, size: 1) { content { _id } } }')).body.data.getAllJobSeekers.content[0]._id;
    await post('mutation($id: ID!) { addJobSeekerNote(jobSeekerId: $id, note: "<p>kept statement</p>") { id } }', { id: seeker });
    const after = await post(PAGE, { page: 2 });
    expect(after.cache).toBe('hit');
    expect(after.body).toEqual(third);
  });

  it('a write to jobs makes the job list a miss, with the new data', async () => {
    const jobs = await cached(JOBS);
    const first = jobs.data.getAllJobs.content[0];
    const saved = await post('mutation($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { title } }', {
      id: first._id,
      input: { ...(await jobInput(first._id)), title: `${first.title} (per table)` },
    });
    expect(saved.body.errors).toBeUndefined();
    const after = await post(JOBS);
    expect(after.cache).toBe('miss');
    expect(after.body.data.getAllJobs.content[0].title).toBe(`${first.title} (per table)`);
  });

  it('a table read only through a raw SQL join makes the answer a miss when written', async () => {
    // repositories/jobs.ts joins companies in a hand-written LEFT JOIN for the company name
    const WITH_COMPANY = '{ getAllJobs(page: 0, size: 50) { content { _id company { companyName } } } }';
    const body = await cached(WITH_COMPANY);
    const job = body.data.getAllJobs.content.find((j: any) => j.company?.companyName);
    const { rows } = await sql<{ company_id: string }>`SELECT company_id FROM jobs WHERE id = ${job._id}`.execute(signedIn.server.db);
    await sql`UPDATE companies SET company_name = 'Renamed Through SQL' WHERE id = ${rows[0].company_id}`.execute(signedIn.server.db);
    const after = await post(WITH_COMPANY);
    expect(after.cache).toBe('miss');
    expect(after.body.data.getAllJobs.content.find((j: any) => j._id === job._id).company.companyName).toBe('Renamed Through SQL');
  });

  it("a table read only in a filter's raw subquery makes the answer a miss when written", async () => {
    const APPLICATIONS = 'query($f: [FilterInput!]) { getAllJobApplications(page: 0, size: 5, filters: $f) { totalElements content { _id } } }';
    const filters = { f: [{ key: 'designation', value: 'Zq Per Table Designation' }] };
    expect((await cached(APPLICATIONS, filters)).data.getAllJobApplications.totalElements).toBe(0);
    await sql`UPDATE jobs SET title = 'Zq Per Table Designation' WHERE id = (SELECT job_id FROM job_applications LIMIT 1)`.execute(signedIn.server.db);
    const after = await post(APPLICATIONS, filters);
    expect(after.cache).toBe('miss');
    expect(after.body.data.getAllJobApplications.totalElements).toBeGreaterThan(0);
  });

  it('a saved view shows at once in the saved views answered from the cache (migration 021)', async () => {
    const VIEWS = '{ savedViews(list: "jobs") { name } }';
    const before = await cached(VIEWS);
    const created = await post('mutation { createSavedView(input: { list: "jobs", name: "Per table", shared: false, filters: [] }) { id } }');
    expect(created.body.errors).toBeUndefined();
    const after = await post(VIEWS);
    expect(after.cache).toBe('miss');
    expect(after.body.data.savedViews.length).toBe(before.data.savedViews.length + 1);
  });

  it('a new word is found at once by a global search answered from the cache', async () => {
    const SEARCH = 'query($q: String!) { globalSearch(query: $q) { list hits { id title } } }';
    const found = (body: any) => body.data.globalSearch.flatMap((g: any) => g.hits.map((h: any) => h.title));
    expect(found(await cached(SEARCH, { q: 'Zqxenite' }))).toEqual([]);
    const job = (await post(JOBS)).body.data.getAllJobs.content[1];
    await sql`UPDATE jobs SET title = 'Zqxenite Polisher' WHERE id = ${job._id}`.execute(signedIn.server.db);
    const after = await post(SEARCH, { q: 'Zqxenite' });
    expect(after.cache).toBe('miss');
    expect(found(after.body)).toContain('Zqxenite Polisher');
  });

  it('a caller who must change their password is not answered from the cache', async () => {
    await cached(JOBS);
    await sql`UPDATE staff_users SET must_change_password = true WHERE email = 'admin@example.com'`.execute(signedIn.server.db);
    try {
      const after = await post(JOBS);
      expect(after.cache).not.toBe('hit');
      expect(after.body.errors).toBeDefined();
    } finally {
      await sql`UPDATE staff_users SET must_change_password = false WHERE email = 'admin@example.com'`.execute(signedIn.server.db);
    }
  });
});

describe('tables a piece of work read', () => {
  it('finds tables in builder queries, raw SQL, subqueries, CTEs, views and functions', async () => {
    await sql`CREATE VIEW test_open_jobs AS SELECT id FROM jobs WHERE job_status = 'OPEN'`.execute(signedIn.server.db);
    await sql`CREATE FUNCTION test_note_count() RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT count(*) FROM job_seeker_notes $$`.execute(signedIn.server.db);
    const catalog = await loadRelationCatalog(signedIn.server.db);
    const { reads } = await recordingReads(async () => {
      await signedIn.server.db.selectFrom('companies').innerJoin('employers', 'employers.company_id', 'companies.id').select('companies.id').limit(1).execute();
      await sql`WITH x AS (SELECT id FROM ${sql.table('job_applications')}) SELECT count(*) FROM x WHERE id IN (SELECT id FROM "company_requests")`.execute(signedIn.server.db);
      await sql`SELECT (SELECT count(*) FROM test_open_jobs), test_note_count(), ${'staff_users'}::text`.execute(signedIn.server.db);
    });
    expect([...tablesRead(catalog, reads.words)].sort()).toEqual(['companies', 'company_requests', 'employers', 'job_applications', 'job_seeker_notes', 'jobs']);
    expect(reads.queries).toBe(3);
  });

  it('an answer that read a table without a version is not kept', async () => {
    const cache = createReadCache(signedIn.server.db, { maxBytes: 1_000_000 });
    const versions = await readTableVersions(signedIn.server.db);
    expect(await cache.versionsRead({ words: new Set(['select', 'ai_tasks']), queries: 1 }, versions)).toBeNull();
    expect(await cache.versionsRead({ words: new Set(['select', 'jobs', 'table_versions']), queries: 1 }, versions)).toMatch(/^jobs:\d+$/);
  });
});

/** The job as JobInput, for an update that changes only what the test says. */
async function jobInput(id: string): Promise<Record<string, unknown>> {
  const job = (await post('query($id: ID!) { getJobById(id: $id) { title isExternalJob companyId } }', { id })).body.data.getJobById;
  return { title: job.title, isExternalJob: job.isExternalJob, companyId: job.companyId };
}
