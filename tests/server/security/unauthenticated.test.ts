/**
 * Every GraphQL operation (read from domain/schema.graphql) and every REST route (as registered
 * on the Fastify app) refuses a caller without a session and one with an expired session: 401,
 * UNAUTHENTICATED, no data in the answer, nothing written. The one public route is sign-in.
 */
import { randomBytes } from 'node:crypto';
import { parse, validate } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../../server/app';
import { hashToken } from '../../../server/auth/sessions';
import { startTestServer, type TestServer } from '../harness';
import { contractSchema, everyOperation } from './operations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const schema = contractSchema();
const operations = everyOperation(schema);
const TABLES = ['staff_users', 'sessions', 'companies', 'employers', 'jobs', 'job_seekers', 'job_seeker_notes', 'job_applications', 'job_application_events', 'company_requests', 'stored_objects'] as const;

/** Row counts and the newest write of every table: any write would change one of them. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    parts.push(`${table}:${row.n}`);
  }
  return parts.join(' ');
}

/** A session that existed and has run out (re-made before each request: using it deletes it). */
async function expiredCookie(): Promise<string> {
  const user = await server.db.selectFrom('staff_users').select('id').executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await server.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: user.id, expires_at: new Date(Date.now() - 60_000) })
    .execute();
  return `sid=${token}`;
}

const CALLERS: Array<[string, () => Promise<string | undefined>]> = [
  ['no session', async () => undefined],
  ['an expired session', expiredCookie],
  ['a forged session', async () => 'sid=not-a-real-token'],
];

describe('the walk covers the contract', () => {
  it('finds every Query and Mutation field, each as a request valid for a signed-in caller', () => {
    const names = operations.map((o) => o.field);
    expect(names).toContain('getAllJobs');
    expect(names).toContain('updateJobById');
    expect(names.length).toBe(
      Object.keys(schema.getQueryType()!.getFields()).length + Object.keys(schema.getMutationType()!.getFields()).length,
    );
    for (const op of operations) {
      const document = parse(op.query);
      expect(validate(schema, document), op.field).toEqual([]);
      const definition = document.definitions[0];
      if (definition.kind !== 'OperationDefinition') throw new Error('not an operation');
      const coerced = getVariableValues(schema, definition.variableDefinitions ?? [], op.variables);
      expect(coerced.errors ?? [], op.field).toEqual([]);
    }
  });
});

describe.each(CALLERS)('GraphQL with %s', (_label, cookieOf) => {
  it('refuses every operation with 401 UNAUTHENTICATED and data null, writing nothing', async () => {
    const before = await snapshot();
    for (const op of operations) {
      const cookie = await cookieOf();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ query: op.query, variables: op.variables }),
      });
      expect(res.statusCode, op.field).toBe(401);
      expect(res.json(), op.field).toEqual({
        data: null,
        errors: [{ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
      expect(res.cookies.find((c) => c.name === 'sid' && c.value), op.field).toBeUndefined();
    }
    const after = await snapshot();
    expect(after.replace(/sessions:\d+ /, '')).toBe(before.replace(/sessions:\d+ /, ''));
  });
});

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, SAMPLE_ID).replace(/\*/g, 'x.png');
const apiRoutes = () => registeredRoutes(server.app).filter((r) => r.url.startsWith('/api'));

describe('REST routes', () => {
  it('are all recorded, and only sign-in is public', () => {
    const routes = apiRoutes();
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of ['POST /api/auth/login', 'GET /api/me', 'POST /api/graphql', 'GET /api/jobs/:jobId/applicants']) {
      expect(keys.some((k) => k.replace(/:\w+/g, ':p') === known.replace(/:\w+/g, ':p')), known).toBe(true);
    }
    // Sign-in is public by design: it is how a session is obtained. Files are not public:
    // logos and resumes are read through the signed-in console only.
    expect(routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/auth/login']);
  });

  it('live under /api, where the guard runs: outside it only the built console is served (none in tests)', () => {
    expect(registeredRoutes(server.app).filter((r) => !r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  describe.each(CALLERS)('with %s', (_label, cookieOf) => {
    it('every route but sign-in answers 401 UNAUTHENTICATED with no data, writing nothing', async () => {
      const before = await snapshot();
      const routes = apiRoutes().filter((r) => !r.public);
      expect(routes.length).toBeGreaterThan(8);
      for (const route of routes) {
        const cookie = await cookieOf();
        const res = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: { firstName: 'X', lastName: 'Y' } }),
        });
        const label = `${route.method} ${route.url}`;
        expect(res.statusCode, label).toBe(401);
        if (route.method === 'HEAD') continue;
        const body = res.json() as Record<string, unknown>;
        if (route.url === '/api/graphql') {
          expect(body.data, label).toBeNull();
        } else {
          expect(body, label).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
        }
      }
      const after = await snapshot();
      expect(after.replace(/sessions:\d+ /, '')).toBe(before.replace(/sessions:\d+ /, ''));
    });
  });

  it('sign-in without credentials asks for them and sets no cookie', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|token/);
  });
});
