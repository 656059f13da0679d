/**
 * Narrow loaders (server/db/fieldMap.ts): a list reads only the columns of the fields its GraphQL
 * document selects, and answers exactly what a full load answers for those fields; details and
 * services still read every field. Runs the real resolvers and services over the demo marketplace
 * on an embedded database, with every statement and the columns of its rows recorded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildSchema,
  type GraphQLNamedType,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { type KyselyPlugin, PostgresQueryCompiler, type QueryId, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocument } from '../../../providers/graphql/documents';
import { companiesDefinition } from '../../../resources/companies/definition';
import { companyRequestsDefinition } from '../../../resources/company-requests/definition';
import { employersDefinition } from '../../../resources/employers/definition';
import { jobApplicationsDefinition } from '../../../resources/job-applications/definition';
import { jobsDefinition } from '../../../resources/jobs/definition';
import { jobseekersDefinition } from '../../../resources/jobseekers/definition';
import type { Db } from '../../../server/db/client';
import type { Entity, FieldMap, Selection } from '../../../server/db/fieldMap';
import { APPLICATIONS } from '../../../server/db/repositories/applications';
import { COMPANIES } from '../../../server/db/repositories/companies';
import { COMPANY_REQUESTS } from '../../../server/db/repositories/companyRequests';
import { EMPLOYERS } from '../../../server/db/repositories/employers';
import { JOBS } from '../../../server/db/repositories/jobs';
import { JOB_SEEKERS } from '../../../server/db/repositories/jobSeekers';
import { resolvers } from '../../../server/graphql';
import { SCHEMA_PATH } from '../../../server/graphql/yoga';
import { seedIfEmpty } from '../../../server/seed';
import { createServices, type Services } from '../../../server/services';
import { LocalFileStore } from '../../../server/storage/localFileStore';
import { copyTemplateInto } from '../platform/template';
import { openOwnedTestDatabase } from '../platform/testDatabase';

// ------------------------------------------------------------------ a database that reports what it reads

interface Statement {
  sql: string;
  /** Column names of the rows it returned (of its first row). */
  columns: string[];
  rows: number;
}

const compiler = new PostgresQueryCompiler();
let statements: Statement[] = [];
const pending = new WeakMap<QueryId, string>();
const recorder: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    pending.set(queryId, compiler.compileQuery(node, queryId).sql);
    return node;
  },
  async transformResult({ result, queryId }) {
    const first = result.rows[0] as Record<string, unknown> | undefined;
    statements.push({ sql: pending.get(queryId) ?? '', columns: first ? Object.keys(first) : [], rows: result.rows.length });
    return result;
  },
};

/** Runs fn and returns the statements it made. */
async function recorded<T>(fn: () => Promise<T>): Promise<{ value: T; statements: Statement[] }> {
  statements = [];
  const value = await fn();
  const made = statements;
  statements = [];
  return { value, statements: made };
}

/**
 * The statement that loaded the page's rows: by id once the page of ids is found, or with the ids
 * in one statement (server/db/listQuery.ts), of which only the rows' own part is kept here (its
 * SQL, and its columns without the page's __ord, __id and __versions).
 */
function rowLoad(made: Statement[], table: string): Statement {
  const found = made.filter((s) => s.sql.includes(`FROM "${table}" AS "`) && (s.sql.includes('"id" = ANY(') || s.sql.includes(' JOIN page ON ')));
  expect(found, `one row load from ${table} in:\n${made.map((s) => s.sql).join('\n')}`).toHaveLength(1);
  const rowsPart = /AS __id, (.*) JOIN page ON /s.exec(found[0].sql)?.[1];
  return { ...found[0], sql: rowsPart ?? found[0].sql, columns: found[0].columns.filter((c) => !c.startsWith('__')) };
}

// ------------------------------------------------------------------ the server's resolvers over that database

let dir: string;
let close: () => Promise<void>;
let db: Db;
let services: Services;
let yoga: { fetch: (url: string, init: RequestInit) => Response | Promise<Response> };
const user = { id: 'u1', email: 'staff@example.com', firstName: 'Staff', lastName: 'User', role: 'SUPER_ADMIN' };

interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const res = await yoga.fetch('http://test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GqlAnswer;
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

const VECTOR = `[${Array.from({ length: 256 }, (_, i) => ((i % 13) / 13 - 0.4).toFixed(4)).join(',')}]`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrow-lists-'));
  await copyTemplateInto(dir);
  const handle = await openOwnedTestDatabase(dir);
  close = () => handle.close();
  const files = new LocalFileStore(join(dir, 'files'));
  await seedIfEmpty({ db: handle.db, files, log: () => {} });
  // The heavy columns the lists must not read, filled as the AI worker would fill them.
  await sql`UPDATE jobs SET embedding = ${VECTOR}::vector, embedding_updated_at = now()`.execute(handle.db);
  await sql`UPDATE job_seekers SET embedding = ${VECTOR}::vector, embedding_updated_at = now(),
    overview = 'Overview of ' || coalesce(full_name, ''), resume_text = 'Resume of ' || coalesce(full_name, '')`.execute(handle.db);
  db = handle.db.withPlugin(recorder);
  services = createServices({ db, files });
  yoga = createYoga({
    schema: createSchema({ typeDefs: readFileSync(SCHEMA_PATH, 'utf8'), resolvers }),
    graphqlEndpoint: '/graphql',
    context: () => ({ user, services }),
    logging: false,
    maskedErrors: false,
  });
}, 240_000);

afterAll(async () => {
  await close?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// ------------------------------------------------------------------ helpers over documents

/** The fields under `content` of a list document (the console's documents use no fragments). */
function contentOf(document: string): Selection {
  const toSelection = (set: SelectionSetNode | undefined): Selection => {
    const out: Record<string, Selection> = {};
    for (const node of set?.selections ?? []) {
      if (node.kind !== Kind.FIELD) throw new Error('unexpected fragment');
      out[node.name.value] = toSelection(node.selectionSet);
    }
    return out;
  };
  const op = parse(document).definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  const list = op.selectionSet.selections[0];
  if (list.kind !== Kind.FIELD) throw new Error('no list field');
  return toSelection(list.selectionSet)['content'];
}

/** The value restricted to the selected fields, as GraphQL would answer it. */
function project(value: unknown, selection: Selection): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => project(v, selection));
  if (typeof value !== 'object' || !Object.keys(selection).length) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(selection).map((k) => [k, project(record[k], selection[k])]));
}

/** Every field of a GraphQL type, nested objects included (fields with arguments or of `skip` left out). */
const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
function everyField(typeName: string, skip: readonly string[] = []): string {
  const type = schema.getType(typeName) as GraphQLNamedType;
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.values(type.getFields())
    .filter((f) => !skip.includes(f.name) && f.args.length === 0)
    .map((f) => {
      const inner = getNamedType(f.type);
      return isObjectType(inner) ? `${f.name} { ${everyField(inner.name)} }` : f.name;
    })
    .join(' ');
}

const LISTS = [
  { def: jobsDefinition, op: 'getAllJobs', type: 'Job', table: 'jobs', service: 'jobs', one: 'getJobById', idArg: 'id' },
  { def: jobseekersDefinition, op: 'getAllJobSeekers', type: 'JobSeeker', table: 'job_seekers', service: 'jobSeekers', one: 'getJobSeekerById', idArg: 'id' },
  { def: companiesDefinition, op: 'getAllCompanies', type: 'Company', table: 'companies', service: 'companies', one: 'getCompanyById', idArg: '_id' },
  { def: employersDefinition, op: 'getAllEmployers', type: 'Employer', table: 'employers', service: 'employers', one: 'getEmployerById', idArg: '_id' },
  { def: jobApplicationsDefinition, op: 'getAllJobApplications', type: 'JobApplication', table: 'job_applications', service: 'applications', one: 'getJobApplicationById', idArg: '_id' },
  { def: companyRequestsDefinition, op: 'getAllCompanyRequests', type: 'CompanyRequest', table: 'company_requests', service: 'companyRequests', one: 'getCompanyRequest', idArg: '_id' },
] as const;

type ListServiceName = (typeof LISTS)[number]['service'];
const fullList = (name: ListServiceName, args: Record<string, unknown>) =>
  (services[name].list as (a: Record<string, unknown>) => Promise<{ content: unknown[]; totalElements: number }>)(args);

const PAGE = { page: 0, size: 100, sort: { field: 'createdAt', direction: 'DESC' } };

// ------------------------------------------------------------------ the tests

describe('the console list documents', () => {
  it.each(LISTS)('$op answers the same content for its selected fields as a full load', async ({ def, op, service }) => {
    const document = listDocument(def);
    const narrow = (await gql(document, PAGE))[op] as { content: unknown[]; totalElements: number };
    const full = await fullList(service, PAGE);
    expect(narrow.content.length).toBeGreaterThan(0);
    expect(narrow.totalElements).toBe(full.totalElements);
    expect(narrow.content).toEqual(project(full.content, contentOf(document)));
  });

  it('getAllJobs reads the list columns only: no embedding, rich text or metadata', async () => {
    const { statements: made } = await recorded(() => gql(listDocument(jobsDefinition), PAGE));
    const load = rowLoad(made, 'jobs');
    expect(load.rows).toBe(100);
    expect(new Set(load.columns)).toEqual(
      new Set(['id', 'title', 'is_external_job', 'company_name', 'c_name', 'posted_date', 'location', 'city', 'state', 'country', 'created_at']),
    );
    for (const heavy of ['embedding', 'description', 'requirements', 'responsibilities', 'interview_process', 'metadata']) {
      expect(load.sql).not.toContain(`"${heavy}"`);
    }
    expect(load.sql).not.toContain('logo_url');
  });

  it('getAllJobSeekers reads no embedding, overview or resume text, and no notes', async () => {
    const { statements: made } = await recorded(() => gql(listDocument(jobseekersDefinition), PAGE));
    const load = rowLoad(made, 'job_seekers');
    expect(new Set(load.columns)).toEqual(
      new Set(['id', 'full_name', 'first_name', 'last_name', 'email', 'address', 'city', 'state', 'country', 'pref_locations', 'created_at']),
    );
    for (const heavy of ['embedding', 'overview', 'resume_text', 'skills']) expect(load.sql).not.toContain(`"${heavy}"`);
    expect(made.some((s) => s.sql.includes('job_seeker_notes'))).toBe(false);
  });

  it('getAllCompanies reads no about, metadata, links or history', async () => {
    const { statements: made } = await recorded(() => gql(listDocument(companiesDefinition), PAGE));
    const load = rowLoad(made, 'companies');
    for (const heavy of ['about', 'metadata', 'links', 'history']) expect(load.sql).not.toContain(`"${heavy}"`);
    expect(load.columns).toContain('logo_url');
  });

  it('getAllEmployers makes no company join it does not need', async () => {
    const { statements: made } = await recorded(() => gql(listDocument(employersDefinition), PAGE));
    const load = rowLoad(made, 'employers');
    expect(load.sql).not.toContain('JOIN');
    expect(load.sql).not.toContain('"links"');
  });

  it('getAllJobApplications joins the job and seeker for the names only, and reads no events or vectors', async () => {
    const { statements: made } = await recorded(() => gql(listDocument(jobApplicationsDefinition), PAGE));
    const load = rowLoad(made, 'job_applications');
    expect(load.sql).not.toContain('embedding');
    expect(load.sql).not.toContain('overview');
    expect(made.some((s) => s.sql.includes('job_application_events'))).toBe(false);
  });
});

describe('a page whose total is known', () => {
  it.each(LISTS)('$op reads its ids and rows in one statement, and answers as the first read did', async ({ def, op }) => {
    const first = await gql(listDocument(def), PAGE);
    const { value, statements: made } = await recorded(() => gql(listDocument(def), PAGE));
    expect(made.map((s) => s.sql.includes(' JOIN page ON '))).toEqual([true]);
    expect(value[op]).toEqual(first[op]);
  });

  it('an empty page still answers its total from one statement', async () => {
    const variables = { ...PAGE, filters: [{ key: 'title', value: 'No job is called this' }] };
    await gql(listDocument(jobsDefinition), variables);
    const { value, statements: made } = await recorded(() => gql(listDocument(jobsDefinition), variables));
    expect(made).toHaveLength(1);
    expect(value['getAllJobs']).toEqual({ content: [], totalElements: 0, totalPages: 0 });
  });
});

describe('details and services still read every field', () => {
  it.each(LISTS)('$one answers every field of $type with the full columns', async ({ op, one, idArg, type, service, table }) => {
    const fields = everyField(type, ['relevantCandidates']);
    const page = await fullList(service, { page: 0, size: 5 });
    const first = page.content[0] as { _id: string };
    const { value, statements: made } = await recorded(() => gql(`query($id: ID!) { ${one}(${idArg}: $id) { ${fields} } }`, { id: first._id }));
    const document = `query { ${op}(page: 0, size: 1) { content { ${fields} } } }`;
    expect(value[one]).toEqual(project(first, contentOf(document)));
    // The full record has a value for every field of the contract type.
    const selection = contentOf(document);
    for (const key of Object.keys(selection)) expect(first, key).toHaveProperty(key);
    const load = rowLoad(made, table);
    if (table === 'jobs' || table === 'job_seekers') expect(load.columns).toContain('embedding');
  });

  it('a job detail carries its embedding, description and metadata; a seeker its vector, overview and notes', async () => {
    const jobs = await fullList('jobs', { page: 0, size: 1 });
    const job = await services.jobs.getById((jobs.content[0] as { _id: string })._id);
    expect(job.embeddings).toHaveLength(256);
    expect(job.metadata.url).toMatch(/^\/jobs\//);
    const seekers = await fullList('jobSeekers', { page: 0, size: 1 });
    const seeker = await services.jobSeekers.getById((seekers.content[0] as { _id: string })._id);
    expect(seeker.embedding.vector).toHaveLength(256);
    expect(seeker.overview).toMatch(/^Overview of /);
    expect(Array.isArray(seeker.notes)).toBe(true);
  });

  it('a list asking for every field answers exactly what the details answer', async () => {
    const fields = everyField('JobApplication');
    const list = (await gql(`{ getAllJobApplications(page: 0, size: 3) { content { ${fields} } } }`))['getAllJobApplications'] as {
      content: Array<{ _id: string }>;
    };
    for (const row of list.content) {
      const detail = await gql(`query($id: ID!) { getJobApplicationById(_id: $id) { ${fields} } }`, { id: row._id });
      expect(detail['getJobApplicationById']).toEqual(row);
    }
  });
});

describe('selections the console does not send', () => {
  it('follows fragments, aliases and @skip/@include, reading only what stays selected', async () => {
    const document = `
      query($withCity: Boolean!) {
        getAllJobs(page: 0, size: 10) {
          content {
            ...Basics
            heading: title
            ... on Job { city @include(if: $withCity) state @include(if: false) }
            description @skip(if: true)
            company { logoUrl }
          }
        }
      }
      fragment Basics on Job { _id company { companyName } }`;
    const { value, statements: made } = await recorded(() => gql(document, { withCity: true }));
    const load = rowLoad(made, 'jobs');
    expect(new Set(load.columns)).toEqual(new Set(['id', 'title', 'city', 'c_name', 'company_name', 'c_logo']));
    const full = await fullList('jobs', { page: 0, size: 10 });
    const expected = (full.content as Array<Record<string, unknown> & { company: Record<string, unknown> }>).map((j) => ({
      _id: j._id,
      company: { companyName: j.company.companyName, logoUrl: j.company.logoUrl },
      heading: j.title,
      city: j.city,
    }));
    expect((value['getAllJobs'] as { content: unknown[] }).content).toEqual(expected);
  });

  it('Job.relevantCandidates is answered from the _id alone', async () => {
    const { value, statements: made } = await recorded(() =>
      gql('{ getAllJobs(page: 0, size: 3) { content { relevantCandidates { jobSeekerId percentage } } } }'),
    );
    expect(new Set(rowLoad(made, 'jobs').columns)).toEqual(new Set(['id']));
    const content = (value['getAllJobs'] as { content: Array<{ relevantCandidates: unknown[] }> }).content;
    expect(content).toHaveLength(3);
    // Every job and seeker has the same vector here: each job has candidates.
    for (const row of content) expect(row.relevantCandidates.length).toBeGreaterThan(0);
  });

  it('a page asking only for its totals loads no rows', async () => {
    const { value, statements: made } = await recorded(() => gql('{ getAllJobSeekers(page: 0, size: 50) { totalElements totalPages } }'));
    const full = await fullList('jobSeekers', { page: 0, size: 50 });
    expect(value['getAllJobSeekers']).toEqual({ totalElements: full.totalElements, totalPages: Math.ceil(full.totalElements / 50) });
    expect(made.filter((s) => s.sql.includes('FROM "job_seekers" AS "'))).toEqual([]);
  });

  it('content with only __typename loads the ids', async () => {
    const { value, statements: made } = await recorded(() => gql('{ getAllCompanies(page: 0, size: 5) { content { __typename } } }'));
    expect((value['getAllCompanies'] as { content: unknown[] }).content).toEqual(Array(5).fill({ __typename: 'Company' }));
    expect(rowLoad(made, 'companies').columns).toEqual(['id']);
  });

  it('application history alone reads only the status events', async () => {
    const { value, statements: made } = await recorded(() =>
      gql('{ getAllJobApplications(page: 0, size: 20) { content { _id history { status date changedBy } } } }'),
    );
    const events = made.filter((s) => s.sql.includes('job_application_events'));
    expect(events).toHaveLength(1);
    expect(events[0].sql).toContain('"kind" =');
    expect(rowLoad(made, 'job_applications').sql).not.toContain('JOIN');
    const full = await fullList('applications', { page: 0, size: 20 });
    const content = (value['getAllJobApplications'] as { content: unknown[] }).content;
    expect(content).toEqual(project(full.content, { _id: {}, history: { status: {}, date: {}, changedBy: {} } }));
  });
});

// ------------------------------------------------------------------ every field of every map, on its own

type AnyEntity = Entity<unknown, unknown>;
const ENTITIES: Array<{ name: string; entity: AnyEntity; type: string; service: ListServiceName }> = [
  { name: 'jobs', entity: JOBS as unknown as AnyEntity, type: 'Job', service: 'jobs' },
  { name: 'job seekers', entity: JOB_SEEKERS as unknown as AnyEntity, type: 'JobSeeker', service: 'jobSeekers' },
  { name: 'companies', entity: COMPANIES as unknown as AnyEntity, type: 'Company', service: 'companies' },
  { name: 'employers', entity: EMPLOYERS as unknown as AnyEntity, type: 'Employer', service: 'employers' },
  { name: 'applications', entity: APPLICATIONS as unknown as AnyEntity, type: 'JobApplication', service: 'applications' },
  { name: 'company requests', entity: COMPANY_REQUESTS as unknown as AnyEntity, type: 'CompanyRequest', service: 'companyRequests' },
];

/** One selection per leaf of the map: { a: {} }, { b: { c: {} } }, ... */
function leafSelections(map: FieldMap<unknown, unknown>): Selection[] {
  const out: Selection[] = [];
  for (const [key, spec] of Object.entries(map as Record<string, { fields?: FieldMap<unknown, unknown> }>)) {
    if (spec.fields) for (const inner of leafSelections(spec.fields)) out.push({ [key]: inner });
    else out.push({ [key]: {} });
  }
  return out;
}

describe('each field declares every column it reads', () => {
  it.each(ENTITIES)('$name: every field loaded alone equals the same field of a full load', async ({ entity, service }) => {
    const list = services[service].list as (args: object, selection?: Selection) => Promise<{ content: unknown[] }>;
    const args = { page: 0, size: 40 };
    const full = (await list(args)).content;
    for (const selection of leafSelections(entity.fields)) {
      const narrow = (await list(args, selection)).content;
      expect(narrow, JSON.stringify(selection)).toEqual(project(full, { ...selection, _id: {} }));
    }
  });

  it.each(ENTITIES)('$name: the map covers every field of the GraphQL type', ({ entity, type }) => {
    const graphqlType = schema.getType(type);
    if (!isObjectType(graphqlType)) throw new Error(`${type} is not an object type`);
    const graphqlFields = Object.keys(graphqlType.getFields());
    const unknown = graphqlFields.filter((f) => entity.plan({ [f]: {} }).complete);
    // Only Job.relevantCandidates (its own resolver) is left out of a map, and it narrows too.
    expect(unknown).toEqual([]);
    expect(entity.plan({ notAField: {} }).complete).toBe(true);
  });
});
