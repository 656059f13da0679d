/**
 * Roles enforced on the server (issue 13): every GraphQL operation of the contract
 * (domain/schema.graphql) and every REST route registered on the app, called by each role. Each
 * cell is either allowed (anything but FORBIDDEN) or refused with FORBIDDEN / 403 and nothing
 * written. Operations and routes are read from the contract and the app, so a new one is walked
 * without editing this test, and one missing from the access map is refused for every role.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../../server/app';
import { GRAPHQL_ACCESS, REST_ACCESS, refusal, type Requirement } from '../../../server/auth/access';
import { hashPassword } from '../../../server/auth/passwords';
import { can, forbiddenMessage, ROLES, type Role } from '../../../server/auth/roles';
import { insertStaff } from '../../../server/db/repositories/staff';
import { startTestServer, type TestServer } from '../harness';
import { contractSchema, everyOperation, type OperationRequest } from './operations';

let server: TestServer;
const cookies = new Map<Role, string>();
const PASSWORD = 'Matrix#Walk2026';
let ids: Record<string, string> = {};

async function signIn(email: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { loginRateLimit: { perPair: 1000, perAddress: 10_000 } } });
  const passwordHash = await hashPassword(PASSWORD);
  for (const role of ROLES) {
    const email = `${role.replace(' ', '-').toLowerCase()}@matrix.test`;
    await insertStaff(server.db, { id: randomUUID(), email, firstName: 'Matrix', lastName: role, role, passwordHash, mustChangePassword: false });
    cookies.set(role, await signIn(email));
  }
  const first = async (table: 'jobs' | 'job_seekers' | 'companies' | 'employers' | 'job_applications' | 'company_requests' | 'job_seeker_notes') =>
    (await server.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids = {
    jobs: await first('jobs'),
    jobseekers: await first('job_seekers'),
    companies: await first('companies'),
    employers: await first('employers'),
    'job-applications': await first('job_applications'),
    'company-requests': await first('company_requests'),
    note: await first('job_seeker_notes'),
  };
}, 120_000);
afterAll(() => server?.close());

/** Every table's version (raised by any writing statement), the audit trail and the staff tables. */
async function snapshot(): Promise<string> {
  const versions = await sql<{ name: string; version: number }>`SELECT name, version FROM table_versions ORDER BY name`.execute(server.db);
  const audit = await server.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const staff = await sql<{ v: string }>`SELECT string_agg(id || role || status, ',' ORDER BY id) AS v FROM staff_users`.execute(server.db);
  return JSON.stringify([versions.rows, audit.n, staff.rows[0].v]);
}

/** Real ids where the operation names a record, so a refused delete would have had a victim. */
function withRealIds(op: OperationRequest): Record<string, unknown> {
  const requirement = GRAPHQL_ACCESS[op.field];
  const resource = typeof requirement === 'object' ? requirement.resource : null;
  const variables = { ...op.variables };
  for (const name of Object.keys(variables)) {
    if ((name === 'id' || name === '_id') && resource && ids[resource]) variables[name] = ids[resource];
    if (name === 'jobId') variables[name] = ids.jobs;
    if (name === 'jobSeekerId') variables[name] = ids.jobseekers;
    if (name === 'noteId') variables[name] = ids.note;
  }
  return variables;
}

const operations = everyOperation(contractSchema());
// Least rights first: their refusals run against untouched records.
const WALK_ORDER: Role[] = ['Viewer', 'Recruiter', 'Admin', 'Super Admin'];

/** What a person changes for themselves only, whatever their role: their profile and their saved list views. */
const OWN_THINGS = new Set(['updateUserById', 'createSavedView', 'updateSavedView', 'deleteSavedView', 'setDefaultSavedView']);

describe('the access map covers the contract and the routes', () => {
  it('names a requirement for every Query and Mutation field of domain/schema.graphql', () => {
    const missing = operations.map((o) => o.field).filter((f) => !(f in GRAPHQL_ACCESS));
    expect(missing).toEqual([]);
  });

  it('names a requirement for every signed-in REST route of the app', () => {
    const missing = registeredRoutes(server.app)
      .filter((r) => !r.public && r.url.startsWith('/api') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in REST_ACCESS));
    expect(missing).toEqual([]);
  });

  it('refuses an operation or route that is missing from the map, for every role', () => {
    for (const role of ROLES) expect(refusal({ role }, undefined)).toMatch(/not open to any role/);
  });
});

describe('the roles of issue 13', () => {
  const mutations = operations.filter((o) => o.kind === 'mutation').map((o) => o.field);
  const allowed = (role: Role, field: string) => refusal({ role }, GRAPHQL_ACCESS[field]) === null;

  it('Super Admin may call every operation; Admin every one too (staff administration is REST)', () => {
    for (const op of operations) {
      expect(allowed('Super Admin', op.field), op.field).toBe(true);
      expect(allowed('Admin', op.field), op.field).toBe(true);
    }
    expect(can('Admin', 'staff', 'list')).toBe(false);
    expect(can('Super Admin', 'staff', 'manage')).toBe(true);
  });

  it('Viewer may read everything and change nothing but their own profile and saved views', () => {
    for (const op of operations) {
      expect(allowed('Viewer', op.field), op.field).toBe(op.kind === 'query' || OWN_THINGS.has(op.field));
    }
  });

  it('Recruiter: no deletes, no approvals, no company or employer edits; jobs, seekers, applications, notes and AI yes', () => {
    for (const field of mutations) {
      const refused = !OWN_THINGS.has(field) && (/^delete(?!JobSeekerNote)/.test(field) || /Compan|Employer/.test(field));
      expect(allowed('Recruiter', field), field).toBe(!refused);
    }
  });
});

describe('bulk delete', () => {
  const LISTS = ['jobs', 'jobseekers', 'companies', 'employers', 'job-applications'] as const;
  const byLiteral = (list: string) => `mutation { deleteRecords(list: "${list}", ids: [], expectedCount: 0) { succeeded } }`;
  const byVariable = 'mutation($list: String!) { deleteRecords(list: $list, ids: [], expectedCount: 0) { succeeded } }';

  it("is refused with the named list's own right, written in the document or passed as a variable", async () => {
    for (const list of LISTS) {
      for (const [query, variables] of [[byLiteral(list), {}], [byVariable, { list }]] as const) {
        const refused = await server.gql(query, variables, cookies.get('Recruiter'));
        expect(refused.errors?.[0], list).toMatchObject({ message: forbiddenMessage('Recruiter', list, 'delete'), extensions: { code: 'FORBIDDEN' } });
        // an Admin gets past the right, to the service's own check of an empty selection
        const allowed = await server.gql(query, variables, cookies.get('Admin'));
        expect(allowed.errors?.[0].extensions?.fields, list).toEqual({ expectedCount: 'No records are selected.' });
      }
    }
  });

  it("is refused with the list's own right when the list is a variable's declared default", async () => {
    const byDefault = (list: string) => `mutation($list: String = "${list}") { deleteRecords(list: $list, ids: [], expectedCount: 0) { succeeded } }`;
    for (const list of LISTS) {
      for (const variables of [{}, undefined]) {
        const refused = await server.gql(byDefault(list), variables, cookies.get('Recruiter'));
        expect(refused.errors?.[0], list).toMatchObject({ message: forbiddenMessage('Recruiter', list, 'delete'), extensions: { code: 'FORBIDDEN' } });
      }
    }
  });

  it('a list name that is none reaches the service, which says so', async () => {
    const res = await server.gql(byLiteral('secrets'), {}, cookies.get('Admin'));
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('every role × every GraphQL operation', () => {
  for (const role of WALK_ORDER) {
    it(`${role}: allowed cells run, refused cells answer FORBIDDEN and change nothing`, async () => {
      for (const op of operations) {
        const expectRefused = refusal({ role }, GRAPHQL_ACCESS[op.field]) !== null;
        const before = expectRefused ? await snapshot() : '';
        const result = await server.gql(op.query, withRealIds(op), cookies.get(role));
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        if (expectRefused) {
          expect(codes, `${role} ${op.field}`).toEqual(['FORBIDDEN']);
          expect(result.data, `${role} ${op.field}`).toBeNull();
          expect(result.errors![0].message).toMatch(/Your role \(.+\) cannot/);
          expect(await snapshot(), `${role} ${op.field} wrote`).toBe(before);
        } else {
          expect(codes, `${role} ${op.field}`).not.toContain('FORBIDDEN');
        }
      }
    }, 120_000);
  }
});

/** A concrete URL for a route pattern: buckets and lists vary per route rule, so each is tried. */
function urlsOf(pattern: string): string[] {
  let urls = [pattern];
  const expand = (param: string, values: string[]) => {
    urls = urls.flatMap((u) => (u.includes(param) ? values.map((v) => u.replace(param, v)) : [u]));
  };
  expand(':bucket', ['resume', 'company-logo']);
  expand(':file', ['jobs.csv', 'companies.csv']);
  expand(':entity', ['jobs', 'staff']);
  expand(':object', ['missing.pdf']);
  expand(':jobId', [ids.jobs]);
  expand(':id', [randomUUID()]);
  return urls;
}

describe('every role × every REST route', () => {
  for (const role of WALK_ORDER) {
    it(`${role}: refused routes answer 403 FORBIDDEN and change nothing`, async () => {
      const routes = registeredRoutes(server.app).filter((r) => !r.public && r.url.startsWith('/api') && r.method !== 'HEAD');
      for (const route of routes) {
        for (const url of urlsOf(route.url)) {
          const rule = REST_ACCESS[`${route.method} ${route.url}`];
          const fakeRequest = { params: paramsOf(route.url, url) } as never;
          const requirement: Requirement | undefined = typeof rule === 'function' ? rule(fakeRequest) : rule;
          const expectRefused = refusal({ role }, requirement) !== null;
          const before = expectRefused ? await snapshot() : '';
          const cookie = cookies.get(role)!;
          const res = await server.app.inject({
            method: route.method as 'GET',
            url,
            headers: { cookie, 'content-type': 'application/json' },
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          });
          if (expectRefused) {
            expect(res.statusCode, `${role} ${route.method} ${url}`).toBe(403);
            expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
            expect(await snapshot(), `${role} ${route.method} ${url} wrote`).toBe(before);
          } else {
            expect(res.statusCode, `${role} ${route.method} ${url}`).not.toBe(403);
          }
          // Signing out (or out of others) ends sessions the walk still needs.
          if (!expectRefused && /logout|sign-out-others/.test(url)) cookies.set(role, await signIn(`${role.replace(' ', '-').toLowerCase()}@matrix.test`));
        }
      }
    }, 120_000);
  }
});

function paramsOf(pattern: string, url: string): Record<string, string> {
  const names = pattern.split('/');
  const values = url.split('/');
  return Object.fromEntries(names.flatMap((n, i) => (n.startsWith(':') ? [[n.slice(1), values[i]]] : [])));
}
