/**
 * JSON bodies of the REST routes: the sign-in route read at most 16 KB, every other route Fastify's
 * default of 1 MB. `POST /api/me/sessions/sign-out-others` with `{"x":[[[…524k levels…]]]}` cost
 * 0.28 s a request (20 at once held /api/me for 7.3 s); `PUT /api/user/update`, `POST /api/staff`
 * and `/api/me/update-password` took the same 400 KB nested body. Every JSON REST route now takes
 * at most JSON_BODY_LIMIT (16 KB: its largest real body is a staff account, under 6 KB even with
 * every character \u-escaped) and answers a larger one 413 in the usual error shape before reading
 * it. GraphQL keeps its own limit and uploads their multipart ones.
 */
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, registeredRoutes } from '../../../server/app';
import { LOGIN_BODY_LIMIT } from '../../../server/rest/auth';
import { multipart } from '../platform/helpers';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ config: { loginRateLimit: { perPair: 1000, perAddress: 10_000 } } });

const TOO_LARGE = { error: 'The request is too large.', code: 'BAD_USER_INPUT' };
const ID = '00000000-0000-4000-8000-000000000001';

/** `{"x":[[[…]]]}` of exactly `bytes` bytes: the red team's body. */
function nested(bytes: number): string {
  const depth = Math.floor((bytes - 6) / 2);
  const text = `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  return text.padEnd(bytes, ' ');
}

const send = (method: string, url: string, payload: string, cookie = signedIn.cookie) =>
  signedIn.server.app.inject({ method: method as 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });

/** Every signed-in REST route that may carry a JSON body (GraphQL and the multipart upload aside). */
function jsonRoutes(): Array<{ method: string; url: string }> {
  return registeredRoutes(signedIn.server.app)
    .filter((r) => !r.public && r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    .filter((r) => r.url !== '/api/graphql' && !r.url.endsWith('/upload'))
    .map((r) => ({ method: r.method, url: r.url.replace(':id', ID).replace(':bucket', 'resume').replace(':object', 'missing.pdf') }));
}

describe('JSON bodies of the REST routes', () => {
  it('are refused over JSON_BODY_LIMIT with 413 in the usual error shape, on every route, before any handler runs', async () => {
    expect(JSON_BODY_LIMIT).toBe(16 * 1024);
    const routes = jsonRoutes();
    // the routes of the finding are among them
    for (const named of ['POST /api/me/sessions/sign-out-others', 'PUT /api/user/update', 'POST /api/staff', 'POST /api/me/update-password']) {
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(named);
    }
    const other = await signedIn.server.signIn();
    for (const { method, url } of routes) {
      for (const body of [nested(JSON_BODY_LIMIT + 1), nested(400 * 1024)]) {
        const res = await send(method, url, body);
        expect(res.statusCode, `${method} ${url} (${body.length} bytes)`).toBe(413);
        expect(res.json(), `${method} ${url}`).toEqual(TOO_LARGE);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    // sign-out-others and logout ran no handler: the other session still answers
    expect((await signedIn.server.rest('GET', '/api/me', other)).status).toBe(200);
    expect((await signedIn.server.rest('GET', '/api/me', signedIn.cookie)).status).toBe(200);
  });

  it('a body within the limit is read as before, nested brackets included', async () => {
    const other = await signedIn.server.signIn();
    const res = await send('POST', '/api/me/sessions/sign-out-others', nested(JSON_BODY_LIMIT - 64));
    expect(res.statusCode, res.body).toBe(200);
    expect((await signedIn.server.rest('GET', '/api/me', other)).status).toBe(401);
  });

  it('the largest real body fits: a staff account with every field at its longest, each character \\u-escaped', async () => {
    const escaped = (text: string) => JSON.stringify(text).replace(/[^"]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.test`;
    const payload = `{"email":${escaped(email)},"firstName":${escaped('É'.repeat(200))},"lastName":${escaped('Ö'.repeat(200))},"role":"Viewer","password":${escaped(`Harbour7Lantern${'q'.repeat(241)}`)}}`;
    expect(payload.length).toBeLessThan(JSON_BODY_LIMIT / 2);
    const res = await send('POST', '/api/staff', payload);
    expect(res.statusCode, res.body).not.toBe(413);
    expect(res.json()).not.toMatchObject({ code: 'INTERNAL' });
  });

  it('the sign-in route keeps its own 16 KB', async () => {
    expect(LOGIN_BODY_LIMIT).toBe(16 * 1024);
    const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: nested(LOGIN_BODY_LIMIT + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });
});

describe('routes with limits of their own are not narrowed', () => {
  it('GraphQL still reads a body past 16 KB (its own limit is four times its 50 KB document)', async () => {
    const res = await send('POST', '/api/graphql', JSON.stringify({ query: 'query($name: String!) { __type(name: $name) { name } }', variables: { name: 'x'.repeat(100_000) } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { __type: null } });
  });

  it('an upload of a megabyte is read and judged by its content, not refused for its size', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20)]);
    const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes }], { fileName: 'cv.pdf' });
    const res = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/s3/buckets/resume/upload?isPublic=true',
      headers: { ...body.headers, cookie: signedIn.cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: expect.any(String) } });
    expect(res.body).not.toMatch(/too large/i);
  });
});
