/**
 * The server half of README "Add a field": a field added the way the recipe says — the contract
 * (type and input), one migration, one entry in the entity's declaration — is saved on create
 * and edit, read back, and filters the list, with no server code edited; one scratch field of
 * every kind (KINDS) shows it for each kind.
 *
 * The three edits are made on scratch copies: the contract as text given to the GraphQL route,
 * the migration run on this test's throwaway database, and the jobs declaration swapped for a
 * copy with the extra entries (every server part that knows job fields derives them from it).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FieldDeclaration, snakeCase } from '../../domain/entities/declaration';
import { startTestServer, type TestServer } from './harness';
import { addCompany } from './entities/fixtures';

/**
 * One scratch field of every kind a declaration knows (issue 11), as a person would add it to
 * domain/entities/jobs.ts: its contract type, its column, its declaration entry, and for the
 * checks below what a create sends and stores, what an edit sends and stores, and a filter value
 * that finds the edited job only (none: the kind is not filtered). Hoisted: the mocks read it.
 */
const { KINDS, EXTRA_FIELDS } = vi.hoisted(() => {
  const other = { section: 'other', list: true } as const;
  const KINDS = [
    { name: 'scratchText', gql: 'String', column: 'text', field: { label: 'Scratch Text', kind: 'text', ...other, filter: true },
      create: ['  Oval cut ', 'Oval cut'], edit: ['Pear cut', 'Pear cut'], filter: 'PEAR' },
    { name: 'scratchLongText', gql: 'String', column: 'text', field: { label: 'Scratch Long Text', kind: 'longText', ...other, filter: true },
      create: ['Line one\nLine two', 'Line one\nLine two'], edit: ['Line three', 'Line three'], filter: 'three' },
    { name: 'scratchRichText', gql: 'String', column: 'text', field: { label: 'Scratch Rich Text', kind: 'richText', ...other, filter: true },
      create: ['<p>Bold</p><script>alert(1)</script>', '<p>Bold</p>'], edit: ['<p>Italic</p>', '<p>Italic</p>'], filter: 'italic' },
    { name: 'scratchNumber', gql: 'Float', column: 'double precision', field: { label: 'Scratch Number', kind: 'number', ...other, filter: true },
      create: [4.5, 4.5], edit: [12, 12], filter: '12' },
    { name: 'scratchYesNo', gql: 'Boolean', column: 'boolean', field: { label: 'Scratch Yes/No', kind: 'yesNo', ...other, filter: true },
      create: [false, false], edit: [true, true], filter: true },
    { name: 'scratchDate', gql: 'String', column: 'text', field: { label: 'Scratch Date', kind: 'date', ...other, filter: true },
      create: ['2026-03-01', '2026-03-01'], edit: ['2026-04-15', '2026-04-15'], filter: '2026-04' },
    { name: 'remotePolicy', gql: 'String', column: 'text',
      field: { label: 'Remote Policy', kind: 'choice', choice: { suggestions: ['Remote', 'Hybrid', 'On-site'] }, section: 'other', list: true, filter: true },
      create: [' On-site ', 'On-site'], edit: ['Hybrid', 'Hybrid'], filter: 'hyb' },
    { name: 'perks', gql: '[String!]!', input: '[String!]', column: "text[] NOT NULL DEFAULT '{}'",
      field: { label: 'Perks', kind: 'chips', section: 'other', createDefault: [], seed: [] },
      create: [[' Lunch ', 'lunch', '', 'Training'], ['Lunch', 'Training']], edit: [['Lunch'], ['Lunch']], filter: null },
    { name: 'scratchCommaList', gql: '[String!]!', input: '[String!]', column: "text[] NOT NULL DEFAULT '{}'",
      field: { label: 'Scratch Comma List', kind: 'commaList', ...other, filter: true, seed: [] },
      create: [[' Mumbai', 'Pune ', 'mumbai'], ['Mumbai', 'Pune']], edit: [['Surat', 'Jaipur'], ['Surat', 'Jaipur']], filter: 'jaip' },
    { name: 'scratchUrl', gql: 'String', column: 'text', field: { label: 'Scratch URL', kind: 'url', ...other, filter: true, limit: 'link' },
      create: [' https://aurum.test/apply ', 'https://aurum.test/apply'], edit: ['https://aurum.test/careers', 'https://aurum.test/careers'], filter: 'careers' },
    { name: 'scratchEmail', gql: 'String', column: 'text', field: { label: 'Scratch Email', kind: 'email', ...other, filter: true },
      create: [' hr@aurum.test ', 'hr@aurum.test'], edit: ['jobs@aurum.test', 'jobs@aurum.test'], filter: 'JOBS@' },
  ] as const satisfies ReadonlyArray<{
    name: string;
    gql: string;
    input?: string;
    column: string;
    field: FieldDeclaration;
    create: readonly [sent: unknown, stored: unknown];
    edit: readonly [sent: unknown, stored: unknown];
    filter: string | boolean | null;
  }>;
  return { KINDS, EXTRA_FIELDS: Object.fromEntries(KINDS.map((k) => [k.name, k.field])) as Record<string, FieldDeclaration> };
});

vi.mock('../../domain/entities/jobs', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../domain/entities/jobs')>();
  const declaration = original.JOB_DECLARATION;
  return { ...original, JOB_DECLARATION: { ...declaration, fields: { ...declaration.fields, ...EXTRA_FIELDS } } };
});

/** The contract edit: the fields on the type and on its input. */
const scratchContract = () =>
  readFileSync('domain/schema.graphql', 'utf8')
    .replace('type Job {\n', `type Job {\n${KINDS.map((k) => `  ${k.name}: ${k.gql}\n`).join('')}`)
    .replace('input JobInput {\n', `input JobInput {\n${KINDS.map((k) => `  ${k.name}: ${'input' in k ? k.input : k.gql}\n`).join('')}`);

// The server serves domain/schema.graphql; here it serves the scratch contract instead.
vi.mock('../../server/graphql/yoga', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/graphql/yoga')>();
  return {
    ...original,
    registerGraphQL: (app: Parameters<typeof original.registerGraphQL>[0], options: Parameters<typeof original.registerGraphQL>[1]) =>
      original.registerGraphQL(app, { ...options, typeDefs: scratchContract() }),
  };
});

/** The migration edit: one numbered file's SQL, a column per field named by the convention. */
const SCRATCH_MIGRATION = KINDS.map((k) => `ALTER TABLE jobs ADD COLUMN ${snakeCase(k.name)} ${k.column};`).join('\n');

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

describe('a field of every kind, added by the recipe', () => {
  const ALL = `_id title ${KINDS.map((k) => k.name).join(' ')}`;
  const valuesOf = (step: 'create' | 'edit', which: 0 | 1) => Object.fromEntries(KINDS.map((k) => [k.name, k[step][which]]));
  let id: string;

  it('is saved on create by its kind, and comes back on reload', async () => {
    const { data, errors } = await server.gql<{ createJob: Record<string, unknown> }>(
      `mutation ($input: JobInput!) { createJob(input: $input) { ${ALL} } }`,
      { input: newJob('Every Kind Setter', valuesOf('create', 0)) },
    );
    expect(errors).toBeUndefined();
    id = data!.createJob._id as string;
    expect(data!.createJob).toEqual({ _id: id, title: 'Every Kind Setter', ...valuesOf('create', 1) });
    const reloaded = await server.gql<{ getJobById: Record<string, unknown> }>(`query ($id: ID!) { getJobById(id: $id) { ${ALL} } }`, { id });
    expect(reloaded.data!.getJobById).toEqual(data!.createJob);
  });

  it('is saved on edit by its kind, and comes back on reload', async () => {
    const { data, errors } = await server.gql<{ updateJobById: Record<string, unknown> }>(
      `mutation ($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { ${ALL} } }`,
      { id, input: { ...newJob('Every Kind Setter', valuesOf('edit', 0)), location: 'Mumbai' } },
    );
    expect(errors).toBeUndefined();
    expect(data!.updateJobById).toEqual({ _id: id, title: 'Every Kind Setter', ...valuesOf('edit', 1) });
    const reloaded = await server.gql<{ getJobById: Record<string, unknown> }>(`query ($id: ID!) { getJobById(id: $id) { ${ALL} } }`, { id });
    expect(reloaded.data!.getJobById).toEqual(data!.updateJobById);
  });

  it.each(KINDS.filter((k) => k.filter !== null).map((k) => [k.field.kind, k] as const))('%s: filters the list, and is a list field', async (_kind, k) => {
    // The other jobs of this file hold the create values or none: the edited job is the only match.
    const filter = typeof k.filter === 'boolean' ? { key: k.name, boolValue: k.filter } : { key: k.name, value: k.filter };
    const { data, errors } = await server.gql<{ getAllJobs: { content: Array<Record<string, unknown>> } }>(
      `query ($filters: [FilterInput!]) { getAllJobs(page: 0, size: 10, filters: $filters) { content { _id ${k.name} } } }`,
      { filters: [filter] },
    );
    expect(errors).toBeUndefined();
    expect(data!.getAllJobs.content).toEqual([{ _id: id, [k.name]: k.edit[1] }]);
  });

  it('a web address is checked as a link like the declared ones (javascript: is refused)', async () => {
    const { errors } = await server.gql(`mutation ($input: JobInput!) { createJob(input: $input) { _id } }`, {
      input: newJob('Link Setter', { scratchUrl: 'javascript:alert(1)' }),
    });
    expect(errors?.[0]?.extensions?.fields).toEqual({ scratchUrl: 'Scratch URL must be a web address starting with http:// or https://.' });
  });
});
