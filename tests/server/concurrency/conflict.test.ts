/**
 * Optimistic concurrency through GraphQL on a real database: every update mutation refuses a
 * save made from a stale copy with CONFLICT and the one message, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../../domain/messages';
import type { Db } from '../../../server/db/client';
import { addApplication, addCompany, addEmployer, addJob, addRequest, addSeeker } from '../entities/fixtures';
import { startTestServer, type GqlResult, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Case {
  name: string;
  create(db: Db): Promise<string>;
  /** Reads { value, updatedAt, createdAt } of the record. */
  read: string;
  /** Saves `value`; $v is the expected version. */
  save: string;
  variables(id: string, value: string): Record<string, unknown>;
}

const audit = 'updatedAt createdAt';
const CASES: Case[] = [
  {
    name: 'updateJobById',
    create: async (db) =>
      addJob(db, { company_id: await addCompany(db), category: 'Craft', description: '<p>Set stones</p>', location: 'Paris' }),
    read: `query($id: ID!) { r: getJobById(id: $id) { value: salary ${audit} } }`,
    save: `mutation($id: ID!, $v: String, $input: JobInput!) { r: updateJobById(_id: $id, input: $input, expectedUpdatedAt: $v) { value: salary ${audit} } }`,
    variables: (id, value) => ({ id, input: { title: 'Gold Smith', isExternalJob: false, salary: value } }),
  },
  {
    name: 'updateCompanyById',
    create: (db) => addCompany(db),
    read: `query($id: ID!) { r: getCompanyById(_id: $id) { value: industry ${audit} } }`,
    save: `mutation($id: ID!, $v: String, $input: CompanyInput!) { r: updateCompanyById(_id: $id, input: $input, expectedUpdatedAt: $v) { value: industry ${audit} } }`,
    variables: (id, value) => ({ id, input: { companyName: 'Aurum Jewels', industry: value } }),
  },
  {
    name: 'updateEmployerById',
    create: (db) => addEmployer(db),
    read: `query($id: ID!) { r: getEmployerById(_id: $id) { value: personalDetails { v: city } ${audit} } }`,
    save: `mutation($id: ID!, $v: String, $e: EmployerInput!) { r: updateEmployerById(_id: $id, employer: $e, expectedUpdatedAt: $v) { value: personalDetails { v: city } ${audit} } }`,
    variables: (id, value) => ({ id, e: { personalDetails: { city: value } } }),
  },
  {
    name: 'updateJobSeekerById',
    create: (db) => addSeeker(db),
    read: `query($id: ID!) { r: getJobSeekerById(id: $id) { value: education ${audit} } }`,
    save: `mutation($id: ID!, $v: String, $input: JobSeekerInput!) { r: updateJobSeekerById(_id: $id, input: $input, expectedUpdatedAt: $v) { value: education ${audit} } }`,
    variables: (id, value) => ({ id, input: { education: value } }),
  },
  {
    name: 'updateJobApplicationById (status)',
    create: async (db) => addApplication(db, await addJob(db, { company_id: await addCompany(db) }), await addSeeker(db)),
    read: `query($id: ID!) { r: getJobApplicationById(_id: $id) { value: status ${audit} } }`,
    save: `mutation($id: ID!, $v: String, $input: JobApplicationUpdateInput!) { r: updateJobApplicationById(_id: $id, input: $input, expectedUpdatedAt: $v) { value: status ${audit} } }`,
    variables: (id, value) => ({ id, input: { status: value } }),
  },
];
const VALUES: Record<string, [string, string, string]> = {
  'updateJobApplicationById (status)': ['accepted', 'rejected', 'pending'],
};

type Row = { value: unknown; updatedAt: string | null; createdAt: string };
const versionOf = (row: Row) => row.updatedAt ?? row.createdAt;
const valueOf = (row: Row) => (typeof row.value === 'object' && row.value ? (row.value as { v: unknown }).v : row.value);

async function read(c: Case, id: string): Promise<Row> {
  const res = await server.gql<{ r: Row }>(c.read, { id });
  expect(res.errors).toBeUndefined();
  return res.data!.r;
}

describe.each(CASES)('$name', (c) => {
  const [first, second, third] = VALUES[c.name] ?? ['first', 'second', 'third'];

  it('accepts the current version, refuses the stale one with CONFLICT, changing nothing', async () => {
    const id = await c.create(server.db);
    const seen = versionOf(await read(c, id));

    const saved = await server.gql<{ r: Row }>(c.save, { ...c.variables(id, first), v: seen });
    expect(saved.errors).toBeUndefined();
    const after = saved.data!.r;
    expect(valueOf(after)).toBe(first);
    expect(Date.parse(versionOf(after))).toBeGreaterThan(Date.parse(seen));

    const stale = await server.gql<{ r: Row }>(c.save, { ...c.variables(id, second), v: seen });
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe(CONFLICT_MESSAGES.staleCopy);
    expect(await read(c, id)).toEqual(after);

    const fresh = await server.gql<{ r: Row }>(c.save, { ...c.variables(id, third), v: versionOf(after) });
    expect(fresh.errors).toBeUndefined();
    expect(valueOf(fresh.data!.r)).toBe(third);
  });

  it('of two concurrent saves from the same copy, exactly one wins', async () => {
    const id = await c.create(server.db);
    const seen = versionOf(await read(c, id));
    const results = await Promise.all([
      server.gql<{ r: Row }>(c.save, { ...c.variables(id, first), v: seen }),
      server.gql<{ r: Row }>(c.save, { ...c.variables(id, second), v: seen }),
    ]);
    const won = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(valueOf(await read(c, id))).toBe(valueOf(won[0].data!.r));
  });

  it('without a version the last save wins; a version that is not a date is BAD_USER_INPUT', async () => {
    const id = await c.create(server.db);
    expect((await server.gql(c.save, c.variables(id, first))).errors).toBeUndefined();
    expect((await server.gql(c.save, c.variables(id, second))).errors).toBeUndefined();
    expect(valueOf(await read(c, id))).toBe(second);
    const bad = await server.gql(c.save, { ...c.variables(id, third), v: 'yesterday' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(valueOf(await read(c, id))).toBe(second);
  });
});

describe('updateCompanyRequest', () => {
  const SAVE = `mutation($id: ID!, $s: CompanyRequestStatus!, $v: String) { r: updateCompanyRequest(_id: $id, status: $s, expectedUpdatedAt: $v) { status ${audit} } }`;
  const READ = `query($id: ID!) { r: getCompanyRequest(_id: $id) { status ${audit} } }`;

  it('refuses a decision taken on a stale copy, and leaves the employer unlinked', async () => {
    const companyId = await addCompany(server.db);
    const employerId = await addEmployer(server.db);
    const id = await addRequest(server.db, companyId, employerId);
    const seen = (await server.gql<{ r: Row }>(READ, { id })).data!.r;
    // Someone else's write to the request since (e.g. an edit by another tool).
    await server.db.updateTable('company_requests').set({ updated_at: new Date(Date.now() + 5) }).where('id', '=', id).execute();
    const stale = await server.gql(SAVE, { id, s: 'approved', v: versionOf(seen) });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe(CONFLICT_MESSAGES.staleCopy);
    const employer = await server.db.selectFrom('employers').select('company_id').where('id', '=', employerId).executeTakeFirstOrThrow();
    expect(employer.company_id).toBeNull();
    const now = (await server.gql<{ r: Row & { status: string } }>(READ, { id })).data!.r;
    expect(now.status).toBe('pending');
    const ok = await server.gql<{ r: { status: string } }>(SAVE, { id, s: 'approved', v: versionOf(now) });
    expect(ok.data?.r.status).toBe('approved');
  });

  it('of an approval and a rejection at the same time, exactly one is taken', async () => {
    const companyId = await addCompany(server.db);
    const employerId = await addEmployer(server.db);
    const id = await addRequest(server.db, companyId, employerId);
    const results = await Promise.all([server.gql(SAVE, { id, s: 'approved' }), server.gql(SAVE, { id, s: 'rejected' })]);
    const won = results.filter((r): r is GqlResult<{ r: { status: string } }> => !r.errors);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
    const status = (won[0].data as { r: { status: string } }).r.status;
    const employer = await server.db.selectFrom('employers').select('company_id').where('id', '=', employerId).executeTakeFirstOrThrow();
    expect(employer.company_id).toBe(status === 'approved' ? companyId : null);
  });
});
