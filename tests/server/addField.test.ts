/**
 * The server half of README "Add a field": a field added the way the recipe says — the contract
 * (type and input), one migration, one entry in the entity's declaration — is saved on create
 * and edit, read back, and filters the list, with no server code edited.
 *
 * The three edits are made on scratch copies: the contract as text given to the GraphQL route,
 * the migration run on this test's throwaway database, and the jobs declaration swapped for a
 * copy with the extra entries (every server part that knows job fields derives them from it).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldDeclaration } from '../../domain/entities/declaration';
import { startTestServer, type TestServer } from './harness';
import { addCompany } from './entities/fixtures';

/** The two declaration entries a person would add to domain/entities/jobs.ts (hoisted: the mocks below read them). */
const { EXTRA_FIELDS } = vi.hoisted(() => ({ EXTRA_FIELDS: {
  remotePolicy: {
    label: 'Remote Policy',
    kind: 'choice',
    choice: { suggestions: ['Remote', 'Hybrid', 'On-site'] },
    section: 'other',
    list: true,
    filter: true,
  },
  perks: { label: 'Perks', kind: 'chips', section: 'other', createDefault: [], seed: [] },
} satisfies Record<string, FieldDeclaration> }));

vi.mock('../../domain/entities/jobs', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../domain/entities/jobs')>();
  const declaration = original.JOB_DECLARATION;
  return { ...original, JOB_DECLARATION: { ...declaration, fields: { ...declaration.fields, ...EXTRA_FIELDS } } };
});

/** The contract edit: the fields on the type and on its input. */
const scratchContract = () =>
  readFileSync('domain/schema.graphql', 'utf8')
    .replace('type Job {\n', 'type Job {\n  remotePolicy: String\n  perks: [String!]!\n')
    .replace('input JobInput {\n', 'input JobInput {\n  remotePolicy: String\n  perks: [String!]\n');

// The server serves domain/schema.graphql; here it serves the scratch contract instead.
vi.mock('../../server/graphql/yoga', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/graphql/yoga')>();
  return {
    ...original,
    registerGraphQL: (app: Parameters<typeof original.registerGraphQL>[0], options: Parameters<typeof original.registerGraphQL>[1]) =>
      original.registerGraphQL(app, { ...options, typeDefs: scratchContract() }),
  };
});

/** The migration edit: one numbered file's SQL. */
const SCRATCH_MIGRATION = `
  ALTER TABLE jobs ADD COLUMN remote_policy text;
  ALTER TABLE jobs ADD COLUMN perks text[] NOT NULL DEFAULT '{}';
`;

const FIELDS = '_id title remotePolicy perks location';
type JobAnswer = { _id: string; title: string; remotePolicy: string | null; perks: string[]; location: string | null };

let server: TestServer;
let companyId: string;

beforeAll(async () => {
  server = await startTestServer();
  await sql.raw(SCRATCH_MIGRATION).execute(server.db);
  companyId = await addCompany(server.db, { company_name: 'Aurum Jewels' });
}, 60_000);
afterAll(() => server?.close());

const newJob = (title: string, extra: Record<string, unknown>) => ({
  title,
  isExternalJob: false,
  companyId,
  description: '<p>Set stones.</p>',
  jobType: 'FULL_TIME',
  category: 'Jewellery Manufacturing',
  industry: 'Jewellery',
  city: 'Mumbai',
  state: 'MH',
  country: 'India',
  ...extra,
});

async function create(title: string, extra: Record<string, unknown>): Promise<JobAnswer> {
  const { data, errors } = await server.gql<{ createJob: JobAnswer }>(
    `mutation ($input: JobInput!) { createJob(input: $input) { ${FIELDS} } }`,
    { input: newJob(title, extra) },
  );
  expect(errors).toBeUndefined();
  return data!.createJob;
}

async function get(id: string): Promise<JobAnswer> {
  const { data, errors } = await server.gql<{ getJobById: JobAnswer }>(`query ($id: ID!) { getJobById(id: $id) { ${FIELDS} } }`, { id });
  expect(errors).toBeUndefined();
  return data!.getJobById;
}

describe('a field added by the recipe (contract, migration, declaration)', () => {
  let hybrid: JobAnswer;

  it('is saved on create, by its kind (text trimmed, chips cleaned), and comes back on reload', async () => {
    hybrid = await create('Stone Setter', { remotePolicy: '  Hybrid ', perks: [' Lunch ', 'lunch', '', 'Training'] });
    expect(hybrid).toMatchObject({ remotePolicy: 'Hybrid', perks: ['Lunch', 'Training'] });
    expect(await get(hybrid._id)).toEqual(hybrid);
    const row = await server.db.selectFrom('jobs').select(sql<string>`remote_policy`.as('remote_policy')).where('id', '=', hybrid._id).executeTakeFirst();
    expect(row?.remote_policy).toBe('Hybrid');
  });

  it('defaults to empty when left out on create', async () => {
    const plain = await create('Polisher', {});
    expect(plain).toMatchObject({ remotePolicy: null, perks: [] });
  });

  it('is saved on edit; an edit that leaves it out keeps it, a blank clears it', async () => {
    const edit = async (extra: Record<string, unknown>) => {
      const { data, errors } = await server.gql<{ updateJobById: JobAnswer }>(
        `mutation ($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { ${FIELDS} } }`,
        { id: hybrid._id, input: { ...newJob('Stone Setter', {}), location: 'Mumbai', ...extra } },
      );
      expect(errors).toBeUndefined();
      return data!.updateJobById;
    };
    expect(await edit({ remotePolicy: 'Remote', perks: ['Lunch'] })).toMatchObject({ remotePolicy: 'Remote', perks: ['Lunch'] });
    expect(await get(hybrid._id)).toMatchObject({ remotePolicy: 'Remote', perks: ['Lunch'] });
    expect(await edit({})).toMatchObject({ remotePolicy: 'Remote', perks: ['Lunch'] });
    expect(await edit({ remotePolicy: '  ' })).toMatchObject({ remotePolicy: null });
    expect(await edit({ remotePolicy: 'Remote' })).toMatchObject({ remotePolicy: 'Remote' });
  });

  it('filters the list (a substring, any case) and is a list field', async () => {
    await create('Diamond Grader', { remotePolicy: 'On-site' });
    const list = async (value: string) => {
      const { data, errors } = await server.gql<{ getAllJobs: { totalElements: number; content: JobAnswer[] } }>(
        `query ($filters: [FilterInput!]) { getAllJobs(page: 0, size: 10, filters: $filters) { totalElements content { _id title remotePolicy } } }`,
        { filters: [{ key: 'remotePolicy', value }] },
      );
      expect(errors).toBeUndefined();
      return data!.getAllJobs;
    };
    const remote = await list('remo');
    expect(remote.totalElements).toBe(1);
    expect(remote.content).toEqual([{ _id: hybrid._id, title: 'Stone Setter', remotePolicy: 'Remote' }]);
    expect((await list('ON-SITE')).content.map((j) => j.title)).toEqual(['Diamond Grader']);
    expect((await list('nowhere')).totalElements).toBe(0);
  });

  it('a key no declaration gives is still refused (the declaration is what opened the filter)', async () => {
    const { errors } = await server.gql(`{ getAllJobs(page: 0, size: 1, filters: [{ key: "salaryBand", value: "x" }]) { totalElements } }`);
    expect(errors?.[0]?.message).toContain('Unknown filter "salaryBand"');
  });
});
