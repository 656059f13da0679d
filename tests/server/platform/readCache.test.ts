/**
 * The GraphQL read cache (server/graphql/readCache.ts) against the real server and database:
 * an unchanged read is answered again, and every kind of write a read could show (rows, notes,
 * application history, direct SQL, a TRUNCATE) makes the next read compute a fresh answer.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../../server/auth/sessions';
import { READ_CACHE_HEADER } from '../../../server/graphql/readCache';
import { readTableVersions } from '../../../server/db/tableVersions';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ seed: true }, 120_000);

async function post(query: string, variables?: Record<string, unknown>, who = signedIn.cookie) {
  const res = await signedIn.server.gqlResponse(query, variables, who);
  return { status: res.status, cache: res.headers[READ_CACHE_HEADER], body: res.body as { data: any; errors?: unknown[] } };
}

const JOBS = 'query Jobs($filters: [FilterInput!]) { getAllJobs(page: 0, size: 5, filters: $filters) { content { _id title } totalElements } }';

describe('GraphQL read cache', () => {
  it('answers an unchanged read again, byte for byte', async () => {
    const first = await post(JOBS);
    const second = await post(JOBS);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('keys by variables: another filter is another answer', async () => {
    const all = await post(JOBS);
    const some = await post(JOBS, { filters: [{ key: 'title', value: 'zz-no-such-title' }] });
    expect(some.cache).toBe('miss');
    expect(some.body.data.getAllJobs.totalElements).toBe(0);
    expect(all.body.data.getAllJobs.totalElements).toBeGreaterThan(0);
  });

  it('a saved job shows at once in the list that was answered from the cache', async () => {
    await post(JOBS);
    const { _id } = (await post(JOBS)).body.data.getAllJobs.content[0];
    const job = (await post('query($id: ID!) { getJobById(id: $id) { title updatedAt } }', { id: _id })).body.data.getJobById;
    // A direct SQL write (as the AI worker or another server makes) moves the versions too.
    await sql`UPDATE jobs SET title = ${`${job.title} (renamed)`} WHERE id = ${_id}`.execute(signedIn.server.db);
    const after = await post(JOBS);
    expect(after.cache).toBe('miss');
    expect(after.body.data.getAllJobs.content[0].title).toBe(`${job.title} (renamed)`);
  });

  it('a note added through the API shows in the next read of the seeker', async () => {
    const list = await post('{ getAllJobSeekers(page: 0, size: 1) { content { _id } } }');
    const id = list.body.data.getAllJobSeekers.content[0]._id;
    const NOTES = 'query($id: ID!) { getJobSeekerById(id: $id) { notes { id note } } }';
    const before = await post(NOTES, { id });
    expect((await post(NOTES, { id })).cache).toBe('hit');
    const added = await post('mutation($id: ID!) { addJobSeekerNote(jobSeekerId: $id, note: "<p>cache note</p>") { id } }', { id });
    expect(added.body.errors).toBeUndefined();
    const after = await post(NOTES, { id });
    expect(after.cache).toBe('miss');
    expect(after.body.data.getJobSeekerById.notes.length).toBe(before.body.data.getJobSeekerById.notes.length + 1);
  });

  it('a status change shows in the next read of the application history', async () => {
    const list = await post('{ getAllJobApplications(page: 0, size: 1) { content { _id status } } }');
    const app = list.body.data.getAllJobApplications.content[0];
    const HISTORY = 'query($id: ID!) { getJobApplicationById(_id: $id) { status history { status } } }';
    const before = await post(HISTORY, { id: app._id });
    await post(HISTORY, { id: app._id });
    const next = app.status === 'accepted' ? 'rejected' : 'accepted';
    // Straight into the history table: only its own version says the answer is stale.
    await sql`INSERT INTO job_application_events (id, application_id, kind, status, changed_by)
              VALUES (gen_random_uuid(), ${app._id}, 'status', ${next}, 'someone@example.com')`.execute(signedIn.server.db);
    const after = await post(HISTORY, { id: app._id });
    expect(after.cache).toBe('miss');
    expect(after.body.data.getJobApplicationById.history.length).toBeGreaterThan(before.body.data.getJobApplicationById.history.length);
  });

  it('an emptied table (TRUNCATE) is seen at once', async () => {
    const COMPANY_REQUESTS = '{ getAllCompanyRequests(page: 0, size: 5) { totalElements } }';
    expect((await post(COMPANY_REQUESTS)).body.data.getAllCompanyRequests.totalElements).toBeGreaterThan(0);
    expect((await post(COMPANY_REQUESTS)).cache).toBe('hit');
    await sql`TRUNCATE company_requests`.execute(signedIn.server.db);
    const after = await post(COMPANY_REQUESTS);
    expect(after.cache).toBe('miss');
    expect(after.body.data.getAllCompanyRequests.totalElements).toBe(0);
  });

  it('never keeps a mutation or an answer with errors', async () => {
    const missing = 'query { getJobById(id: "00000000-0000-4000-8000-000000000000") { _id } }';
    expect((await post(missing)).body.errors).toBeDefined();
    const again = await post(missing);
    expect(again.cache).toBe('miss');
    expect(again.body.errors).toBeDefined();
    const mutation = await post('mutation { deleteJobById(_id: "00000000-0000-4000-8000-000000000000") }');
    expect(mutation.cache).toBeUndefined();
  });

  it('never answers a signed-out caller from the cache', async () => {
    await post(JOBS);
    const res = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: JOBS }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('getAllJobs');
  });

  it('reads the table versions with the session, in one statement, and they move with a write', async () => {
    const token = signedIn.cookie.split(';')[0].split('=')[1];
    const before = await resolveSession(signedIn.server.db, token, { ttlHours: 12, maxHours: 24 });
    expect(before?.user.email).toBe('admin@example.com');
    expect(before?.tableVersions).toBe(await readTableVersions(signedIn.server.db));
    await sql`UPDATE companies SET industry = industry WHERE id = (SELECT id FROM companies LIMIT 1)`.execute(signedIn.server.db);
    const after = await resolveSession(signedIn.server.db, token, { ttlHours: 12, maxHours: 24 });
    expect(after?.tableVersions).not.toBe(before?.tableVersions);
    expect(after?.tableVersions).toBe(await readTableVersions(signedIn.server.db));
  });
});
