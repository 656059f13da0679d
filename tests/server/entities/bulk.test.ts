/**
 * Bulk actions (issue 14): the records are the ids given or every record the list's filters match;
 * the confirmed count must match or nothing changes; at most 1,000 records; each record goes
 * through its single action, and a refusal is reported with its reason while the others happen.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_RECORDS } from '../../../domain/bulk';
import { createBulkService } from '../../../server/services/bulk';
import { startTestServer, type TestServer } from '../harness';
import { actor, addCompany, addEmployer, addJob, addRequest, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let bulk: ReturnType<typeof createBulkService>;
beforeAll(async () => {
  t = await openTestDb();
  const s = t.services;
  bulk = createBulkService(
    { db: t.db, files: t.files },
    {
      remove: {
        jobs: s.jobs.remove,
        jobseekers: s.jobSeekers.remove,
        companies: s.companies.remove,
        employers: s.employers.remove,
        'job-applications': s.applications.remove,
      },
      setRequestStatus: (id, status, who) => s.companyRequests.setStatus(id, status, who),
    },
  );
}, 60_000);
afterAll(() => t?.close());

const jobExists = async (id: string) => !!(await t.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst());

describe('bulk delete', () => {
  it('deletes the ids given, each with the single delete, and reports one already gone', async () => {
    const a = await addJob(t.db, { title: 'Bulk ids A' });
    const b = await addJob(t.db, { title: 'Bulk ids B' });
    const gone = await addJob(t.db, { title: 'Bulk ids gone' });
    await t.services.jobs.remove(gone);
    const result = await bulk.remove('jobs', { ids: [a, gone, b], expectedCount: 3 });
    expect(result.succeeded).toEqual([a, b]);
    expect(result.failed).toEqual([{ id: gone, message: 'Job was not found.' }]);
    expect(await jobExists(a)).toBe(false);
    expect(await jobExists(b)).toBe(false);
  });

  it('deletes every record the filters match (the list filter rules), and no other', async () => {
    const match1 = await addJob(t.db, { title: 'Zircon cutter' });
    const match2 = await addJob(t.db, { title: 'Senior zircon setter' });
    const other = await addJob(t.db, { title: 'Pearl stringer' });
    const result = await bulk.remove('jobs', { filters: [{ key: 'title', value: 'zircon' }], expectedCount: 2 });
    expect(result.succeeded.sort()).toEqual([match1, match2].sort());
    expect(result.failed).toEqual([]);
    expect(await jobExists(other)).toBe(true);
  });

  it('a confirmed count that does not match changes nothing (ids or filters)', async () => {
    const a = await addJob(t.db, { title: 'Opal polisher' });
    const b = await addJob(t.db, { title: 'Opal grader' });
    const byFilters = await errorOf(bulk.remove('jobs', { filters: [{ key: 'title', value: 'opal' }], expectedCount: 3 }));
    expect(byFilters.code).toBe('BAD_USER_INPUT');
    expect(byFilters.message).toBe('You confirmed 3 records, but 2 match now. Nothing was changed; check the selection and try again.');
    const byIds = await errorOf(bulk.remove('jobs', { ids: [a, b], expectedCount: 1 }));
    expect(byIds.code).toBe('BAD_USER_INPUT');
    expect(await jobExists(a)).toBe(true);
    expect(await jobExists(b)).toBe(true);
  });

  it('takes ids or filters, not both nor neither; refuses a list without deletes and an unknown filter', async () => {
    const a = await addJob(t.db, { title: 'Either or' });
    expect((await errorOf(bulk.remove('jobs', { ids: [a], filters: [], expectedCount: 1 }))).message).toMatch(/either by their ids or by the list filters/);
    expect((await errorOf(bulk.remove('jobs', { expectedCount: 1 }))).code).toBe('BAD_USER_INPUT');
    expect((await errorOf(bulk.remove('company-requests', { ids: [a], expectedCount: 1 }))).message).toBe('Records of the company-requests list cannot be deleted.');
    expect((await errorOf(bulk.remove('jobs', { filters: [{ key: 'salary', value: '1' }], expectedCount: 1 }))).message).toMatch(/^Unknown filter "salary"/);
    expect(await jobExists(a)).toBe(true);
  });

  it(`refuses more than ${MAX_BULK_RECORDS} records with a clear message, deleting nothing`, async () => {
    const tooMany = Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const byIds = await errorOf(bulk.remove('jobs', { ids: tooMany, expectedCount: tooMany.length }));
    expect(byIds).toMatchObject({ code: 'BAD_USER_INPUT', message: 'A bulk action changes at most 1,000 records; 1,001 are selected. Narrow the filters and try again.' });
    await t.db
      .insertInto('jobs')
      .values(Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, i) => ({ id: randomUUID(), title: `Capped job ${i}`, is_external_job: false, created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, i)) })))
      .execute();
    const byFilters = await errorOf(bulk.remove('jobs', { filters: [{ key: 'title', value: 'Capped job' }], expectedCount: MAX_BULK_RECORDS + 1 }));
    expect(byFilters.message).toMatch(/^A bulk action changes at most 1,000 records; 1,001 are selected/);
    const left = await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('title', 'like', 'Capped job%').executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(MAX_BULK_RECORDS + 1);
  });
});

describe('bulk approve and reject of company requests', () => {
  it('approves each pending request and links its employer; a decided one fails with its reason', async () => {
    const companyId = await addCompany(t.db, { company_name: 'Bulk Gems' });
    const e1 = await addEmployer(t.db);
    const e2 = await addEmployer(t.db);
    const e3 = await addEmployer(t.db);
    const r1 = await addRequest(t.db, companyId, e1);
    const r2 = await addRequest(t.db, companyId, e2);
    const done = await addRequest(t.db, companyId, e3);
    await t.services.companyRequests.setStatus(done, 'approved', actor);
    const result = await bulk.setRequestStatus('approved', { ids: [r1, done, r2], expectedCount: 3 }, actor);
    expect(result.succeeded).toEqual([r1, r2]);
    expect(result.failed).toEqual([{ id: done, message: 'This request has already been approved.' }]);
    for (const [request, employer] of [[r1, e1], [r2, e2]]) {
      expect((await t.services.companyRequests.getById(request)).status).toBe('approved');
      expect((await t.services.employers.getById(employer)).companyId).toBe(companyId);
    }
  });

  it('rejects every pending request matching the filters, leaving employers unlinked', async () => {
    const companyId = await addCompany(t.db, { company_name: 'Rejectable Rubies' });
    const e1 = await addEmployer(t.db);
    const r1 = await addRequest(t.db, companyId, e1);
    const r2 = await addRequest(t.db, companyId, await addEmployer(t.db));
    const result = await bulk.setRequestStatus(
      'rejected',
      { filters: [{ key: 'companyId', value: companyId }, { key: 'status', value: 'pending' }], expectedCount: 2 },
      actor,
    );
    expect(result.succeeded.sort()).toEqual([r1, r2].sort());
    expect((await t.services.companyRequests.getById(r1)).status).toBe('rejected');
    expect((await t.services.employers.getById(e1)).companyId).toBeNull();
    expect((await errorOf(bulk.setRequestStatus('pending', { ids: [r1], expectedCount: 1 }, actor))).code).toBe('BAD_USER_INPUT');
  });
});

describe('over GraphQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());

  it('bulkUpdateCompanyRequests and deleteRecords answer a BulkResult; a count mismatch is BAD_USER_INPUT', async () => {
    const cookie = await server.signIn();
    const companyId = await addCompany(server.db, { company_name: 'Wired Gems' });
    const employerId = await addEmployer(server.db);
    const request = await addRequest(server.db, companyId, employerId);
    const approve = await server.gql<{ bulkUpdateCompanyRequests: { succeeded: string[]; failed: unknown[] } }>(
      'mutation($ids: [ID!]) { bulkUpdateCompanyRequests(status: approved, ids: $ids, expectedCount: 1) { succeeded failed { id message } } }',
      { ids: [request] },
      cookie,
    );
    expect(approve.errors).toBeUndefined();
    expect(approve.data?.bulkUpdateCompanyRequests).toEqual({ succeeded: [request], failed: [] });
    const job = await addJob(server.db, { title: 'Wired job' });
    const mismatch = await server.gql(
      'mutation($ids: [ID!]) { deleteRecords(list: "jobs", ids: $ids, expectedCount: 2) { succeeded } }',
      { ids: [job] },
      cookie,
    );
    expect(mismatch.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const removed = await server.gql<{ deleteRecords: { succeeded: string[] } }>(
      'mutation($ids: [ID!]) { deleteRecords(list: "jobs", ids: $ids, expectedCount: 1) { succeeded failed { id message } } }',
      { ids: [job] },
      cookie,
    );
    expect(removed.data?.deleteRecords).toEqual({ succeeded: [job], failed: [] });
  });
});
