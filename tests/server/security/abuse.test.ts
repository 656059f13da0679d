/**
 * Abusive requests (extends tests/server/platform/{graphql,security,auth}.test.ts): breadth and
 * batching limits, forged cross-site writes with a valid cookie, cookie flags behind a proxy, and
 * internal faults that must never show a stack trace or a SQL detail.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { costMessage, GRAPHQL_LIMITS } from '../../../server/graphql/limits';
import { PROTOTYPE_KEY_MESSAGE, UNSUPPORTED_BODY_MESSAGE } from '../../../server/rest/errors';
import { signedInTestServer, startTestServer } from '../harness';

const signedIn = signedInTestServer();

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie: signedIn.cookie, ...headers }, payload: JSON.stringify(payload) });
const LEAKS = /\n\s+at |node_modules|\.ts:\d+|relation "|syntax error at|PGlite|kysely|pg_/i;

describe('GraphQL breadth', () => {
  it('refuses many aliased full pages in one small document, before running any', async () => {
    // 150 aliases: fewer than the alias limit, so it is the cost (150 full pages) that refuses it.
    const aliases = Array.from({ length: 150 }, (_, i) => `a${i}: getAllJobs(size: 500) { totalElements }`).join(' ');
    const query = `{ ${aliases} }`;
    expect(Buffer.byteLength(query)).toBeLessThan(50 * 1024);
    const res = await post({ query });
    const body = res.json() as { data: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: costMessage(GRAPHQL_LIMITS.cost), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts a size variable as a full page, and lets the console-sized requests through', async () => {
    const lists = Array.from({ length: 40 }, (_, i) => `l${i}: getAllJobs(size: $size) { content { _id title companyName location } }`).join(' ');
    const tooMany = await post({ query: `query($size: Int) { ${lists} }`, variables: { size: 1 } });
    expect(tooMany.json().errors[0].message).toBe(costMessage(GRAPHQL_LIMITS.cost));
    const page = await post({ query: 'query($size: Int) { getAllJobs(size: $size) { totalElements } }', variables: { size: 500 } });
    expect(page.json().errors).toBeUndefined();
    // One alias per selected row, as the console's getMany sends (a page of 100).
    const byIds = Array.from({ length: 100 }, (_, i) => `r${i}: getJobById(id: "00000000-0000-4000-8000-${String(i).padStart(12, '0')}") { _id }`).join(' ');
    const many = await post({ query: `{ ${byIds} }` });
    const errors = many.json().errors as Array<{ message: string; extensions: { code: string } }>;
    expect(errors.every((e) => e.extensions.code === 'NOT_FOUND')).toBe(true);
  });

  it('names the problem when a document repeats one field so often that graphql-js stops checking it', async () => {
    const res = await post({ query: `{ ${'__typename '.repeat(1200)}}` });
    const errors = res.json().errors as Array<{ message: string; extensions: Record<string, unknown> }>;
    expect(errors).toEqual([{ message: 'This query repeats the same fields too many times to be checked. Ask for each field once.', extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  it('refuses batched requests (an array of operations)', async () => {
    const res = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('"__typename":"Query"');
    expect(res.body).not.toMatch(LEAKS);
  });
});

describe('cross-site writes carrying the session cookie', () => {
  it('a forged GraphQL mutation from another site changes nothing', async () => {
    const before = await signedIn.server.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const create = { query: 'mutation { createCompany(input: { companyName: "Forged", companyDetails: { email: "a@b.co", address: "1 St", zipCode: "10001" } }) { _id } }' };
    const forged: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://localhost.evil.example' }];
    for (const headers of forged) {
      const res = await post(create, { host: 'localhost:8080', ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).not.toContain('"_id"');
    }
    // A simple (no-preflight) form post as text/plain is refused the same way.
    const form = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', host: 'localhost:8080', cookie: signedIn.cookie },
      payload: JSON.stringify(create),
    });
    expect(form.statusCode).toBe(403);
    const after = await signedIn.server.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('session cookie flags', () => {
  it('HttpOnly, SameSite and Path=/ over plain HTTP; not Secure when the proto header comes from an untrusted client', async () => {
    const res = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(String(sid?.sameSite).toLowerCase()).toBe('strict');
    expect(sid?.path).toBe('/');
    // TRUST_PROXY is off: a client cannot claim HTTPS (tests/server/platform/auth.test.ts covers the proxied case).
    expect(sid?.secure ?? false).toBe(false);
  });

  it('Secure always with COOKIE_SECURE=true', async () => {
    const strict = await startTestServer({ config: { secureCookies: 'always' } });
    try {
      const res = await strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_USER.email, password: DEMO_USER.password } });
      // Secure cookies carry the __Host- prefix (tests/server/security/sessions.test.ts)
      expect(res.cookies.find((c) => c.name === '__Host-sid')?.secure).toBe(true);
    } finally {
      await strict.close();
    }
  });
});

describe('internal faults', () => {
  it('answer a generic message with code INTERNAL, never a stack trace or SQL detail (GraphQL and REST)', async () => {
    const broken = await startTestServer();
    try {
      const brokenCookie = await broken.signIn();
      // A real fault below the services: the table the queries read is gone.
      await broken.db.schema.alterTable('job_applications').renameTo('job_applications_gone').execute();
      const gql = await broken.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', cookie: brokenCookie },
        payload: JSON.stringify({ query: '{ getAllJobApplications { totalElements } }' }),
      });
      expect(gql.json().errors).toEqual([
        expect.objectContaining({ message: 'Something went wrong on the server. Please try again.', extensions: { code: 'INTERNAL' } }),
      ]);
      expect(gql.body).not.toMatch(LEAKS);
      expect(gql.body).not.toContain('job_applications');

      const jobId = '11111111-1111-4111-8111-111111111111';
      await broken.db.insertInto('jobs').values({ id: jobId, title: 'Gold Smith', is_external_job: false, created_at: new Date() }).execute();
      const rest = await broken.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/applicants?page=0&rowsPerPage=10`, headers: { cookie: brokenCookie } });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ error: 'Something went wrong on the server. Please try again.', code: 'INTERNAL' });
      expect(rest.body).not.toMatch(LEAKS);
    } finally {
      await broken.close();
    }
  });

  it('malformed bodies get a readable 400 without internals', async () => {
    const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload: '{"query": ' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(LEAKS);
    expect(res.json()).toEqual({ data: null, errors: [{ message: expect.stringMatching(/not valid JSON/), extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('a GraphQL body over the size limit is refused in GraphQL\'s shape (its client reads errors[].message)', async () => {
    const res = await post({ query: '{ __typename }', variables: { pad: 'x'.repeat(300_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ data: null, errors: [{ message: 'The request is too large.', extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('a body with a key that would reach the prototype is refused, and the message says why (it is valid JSON)', async () => {
    const bodies = ['{"__proto__": {"role": "SUPER_ADMIN"}, "name": "Ada"}', '{"constructor": {"prototype": {"role": "SUPER_ADMIN"}}}', '{"query": "{ __typename }", "variables": {"__proto__": {}}}'];
    for (const url of ['/api/user/update', '/api/graphql']) {
      for (const payload of bodies) {
        const res = await signedIn.server.app.inject({ method: url === '/api/graphql' ? 'POST' : 'PUT', url, headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        // each endpoint in its own shape: the GraphQL client reads `errors`
        expect(res.json()).toEqual(
          url === '/api/graphql'
            ? { data: null, errors: [{ message: PROTOTYPE_KEY_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] }
            : { error: PROTOTYPE_KEY_MESSAGE, code: 'BAD_USER_INPUT' },
        );
      }
    }
    // JSON that does not parse is still named so
    const broken = await signedIn.server.app.inject({ method: 'PUT', url: '/api/user/update', headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload: '{"name": ' });
    expect(broken.json().error).toMatch(/not valid JSON/);
    // the same keys nested as plain words are ordinary text
    const plain = await signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload: '{"query": "{ __typename }", "variables": {"note": "__proto__"}}' });
    expect(plain.statusCode).toBe(200);
  });

  it('a body of a type no route reads gets a 415 that says what to send, in the shape of its endpoint', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'application/octet-stream', 'application/xml']) {
      const rest = await signedIn.server.app.inject({ method: 'PUT', url: '/api/user/update', headers: { cookie: signedIn.cookie, 'content-type': contentType }, payload: 'firstName=A' });
      expect(rest.statusCode, contentType).toBe(415);
      expect(rest.json()).toEqual({ error: UNSUPPORTED_BODY_MESSAGE, code: 'BAD_USER_INPUT' });
      const graphql = await signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { cookie: signedIn.cookie, 'content-type': contentType }, payload: 'query=%7B__typename%7D' });
      expect(graphql.statusCode, contentType).toBe(415);
      expect(graphql.json()).toEqual({ data: null, errors: [{ message: 'Send GraphQL requests as JSON (Content-Type: application/json).', extensions: { code: 'BAD_USER_INPUT' } }] });
    }
  });

  it('a path that cannot be routed (broken %-escape, overlong part) gets the usual error shape, security headers and no-store, without echoing the path', async () => {
    for (const [url, status] of [
      ['/api/s3/buckets/resume/objects/%E0%A4%A', 400],
      ['/api/jobs/%ZZ/applicants', 400],
      [`/api/staff/${'x'.repeat(5000)}`, 414],
    ] as const) {
      for (const headers of [{ cookie: signedIn.cookie }, {}]) {
        const res = await signedIn.server.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(status);
        expect(res.json()).toEqual({ error: expect.any(String), code: 'BAD_USER_INPUT' });
        expect(res.body).not.toContain(url.slice(5, 40));
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('a GraphQL body without a document gets a plain 400, without the parser\'s own error', async () => {
    for (const payload of ['', '{}', '[]', '"text"', '{"query": 5}', '{"variables": {}}']) {
      for (const accept of ['application/json', 'application/graphql-response+json']) {
        const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', accept, cookie: signedIn.cookie }, payload });
        expect(res.statusCode, `${payload} as ${accept}`).toBe(400);
        expect(res.json()).toEqual({ data: null, errors: [{ message: 'Send a GraphQL request as a JSON object with the operation in "query".', extensions: { code: 'BAD_USER_INPUT' } }] });
      }
    }
  });
});
