/**
 * REST answers the red team found odd (finding 7):
 * - deleteRecords(list: "company-requests") told a Super Admin "Your role (Super Admin) cannot
 *   delete company requests. Ask a Super Admin…": no role can, and the message now says so.
 * - HEAD on a signed-in GET route answered 403 "not open to any role": it is now GET without the
 *   body, with GET's status, for every GET route of the app.
 * - Headers over Node's limit got Fastify's own shape (431 {"error":"Request Header Fields Too
 *   Large","message":…,"statusCode":431}), and an upload with more than 10 form fields was
 *   reported as a body "incomplete or with no boundary": both now answer in the usual shape with
 *   a message that says what happened.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../../server/app';
import { forbiddenMessage } from '../../../server/auth/roles';
import { TOO_MANY_UPLOAD_FIELDS } from '../../../server/storage/upload';
import { makePdf, multipart } from '../platform/helpers';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ listen: true });

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(signedIn.server.baseUrl!);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close: ${answer}`));
    }, 5_000);
  });
}

describe('deleting company requests', () => {
  it('is refused to every role with a message that does not contradict itself', async () => {
    const res = await signedIn.server.gql('mutation { deleteRecords(list: "company-requests", ids: [], expectedCount: 0) { succeeded } }', {}, signedIn.cookie);
    expect(res.errors?.[0]).toMatchObject({ message: 'No role can delete company requests.', extensions: { code: 'FORBIDDEN' } });
    expect(res.data).toBeNull();
    for (const role of ['Super Admin', 'Admin', 'Viewer']) expect(forbiddenMessage(role, 'company-requests', 'delete')).toBe('No role can delete company requests.');
    // an action a role lacks but others have keeps its message
    expect(forbiddenMessage('Viewer', 'jobs', 'delete')).toBe('Your role (Viewer) cannot delete jobs. Ask a Super Admin if you need this.');
  });
});

describe('HEAD', () => {
  it('answers like GET without a body, on every signed-in GET route', async () => {
    const { server, cookie } = signedIn;
    const me = (await server.rest('GET', '/api/me', cookie)).body as { _id: string };
    const gets = registeredRoutes(server.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.public);
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const url = route.url
        .replace(':bucket', 'resume')
        .replace(':object', 'missing.pdf')
        .replace(':file', 'jobs.csv')
        .replace(':entity', 'staff')
        .replace(':jobId', '00000000-0000-4000-8000-000000000001')
        .replace(':id', me._id);
      const get = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      const head = await server.app.inject({ method: 'HEAD', url, headers: { cookie } });
      expect(head.statusCode, `HEAD ${url}: ${head.body}`).toBe(get.statusCode);
      expect(head.body, url).toBe('');
    }
    // and a role's refusal is GET's refusal
    const head = await server.app.inject({ method: 'HEAD', url: '/api/me', headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('answers made before a request is routed', () => {
  it('headers over the limit: 431 in the usual error shape, with no-store', async () => {
    const answer = await raw(`GET /api/me HTTP/1.1\r\nHost: localhost\r\nCookie: sid=${'x'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toEqual({
      error: "The request's headers are too large (more than 16 KB, cookies included). Clear this site's cookies and try again.",
      code: 'BAD_USER_INPUT',
    });
  });

  it('bytes that are no HTTP: 400 in the usual error shape', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ error: 'The request could not be read as HTTP.', code: 'BAD_USER_INPUT' });
  });
});

describe('an upload with more form fields than it has', () => {
  it('says so, where it said the body was incomplete', async () => {
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`extra${i}`, 'x']));
    const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: await makePdf() }], { fileName: 'cv.pdf', ...fields });
    const res = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/s3/buckets/resume/upload?isPublic=true',
      headers: { ...body.headers, cookie: signedIn.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: TOO_MANY_UPLOAD_FIELDS, code: 'BAD_USER_INPUT' });
    expect(TOO_MANY_UPLOAD_FIELDS).toBe('The upload has too many form fields. Send only the fields file and fileName.');
  });
});
