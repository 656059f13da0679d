/**
 * Issue 15: the session lookup of every signed-in request runs one statement text made once
 * (server/db/fixedStatement.ts), and with the read cache off it no longer reads the table
 * versions. Each request must still be answered as its own caller, and taking access away must
 * still hold on the very next request, with the read cache off (as here) as with it on
 * (tests/server/platform/staff.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { hashToken, resolveSession } from '../../../server/auth/sessions';
import { readTableVersions } from '../../../server/db/tableVersions';
import { startTestServer, type TestServer } from '../harness';

const HOUR = 3_600_000;
const TEMP = 'Harbour7Lantern';
const OWN = 'Copper9Meadow';
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ config: { readCacheMb: 0, sessionTtlHours: 12, sessionMaxHours: 24, loginRateLimit: { perPair: 1000, perAddress: 10_000 } } });
  admin = await server.signIn();
});
afterAll(() => server?.close());

const call: TestServer['rest'] = (...args) => server.rest(...args);

async function signIn(email: string, password: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
}

/** A new colleague with a password of their own, signed in; returns their id and cookie. */
async function colleague(email: string, role: string) {
  const created = await call('POST', '/api/staff', admin, { email, firstName: 'Nora', lastName: 'Quill', role, password: TEMP });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const first = await signIn(email, TEMP);
  expect((await call('POST', '/api/me/update-password', first, { currentPassword: TEMP, newPassword: OWN })).status).toBe(200);
  return { id: created.body.id as string, cookie: first };
}

const meEmail = async (cookie: string) => {
  const res = await call('GET', '/api/me', cookie);
  return res.status === 200 ? (res.body.personalDetails as { email: string }).email : res.status;
};
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('the session lookup, with the read cache off', () => {
  it('answers each request as its own caller, whoever asked before', async () => {
    const { cookie } = await colleague('turns@example.com', 'Recruiter');
    for (let i = 0; i < 3; i++) {
      expect(await meEmail(admin)).toBe(DEMO_USER.email);
      expect(await meEmail(cookie)).toBe('turns@example.com');
    }
    const jobs = await server.gql<{ getAllJobs: { totalElements: number } }>('{ getAllJobs(page: 0, size: 1) { totalElements } }', {}, cookie);
    expect(jobs.errors).toBeUndefined();
  });

  it('reads the table versions only when asked for them (the read cache alone uses them)', async () => {
    const lifetime = { ttlHours: 12, maxHours: 24 };
    const without = await resolveSession(server.db, tokenOf(admin), lifetime, { tableVersions: false });
    expect(without?.user.email).toBe(DEMO_USER.email);
    expect(without?.tableVersions).toBeNull();
    const withVersions = await resolveSession(server.db, tokenOf(admin), lifetime, { tableVersions: true });
    expect(withVersions?.tableVersions).toBe(await readTableVersions(server.db));
  });

  it('a sign-out ends the session on the very next request', async () => {
    const cookie = await signIn(DEMO_USER.email, DEMO_USER.password);
    expect(await meEmail(cookie)).toBe(DEMO_USER.email);
    expect((await call('POST', '/api/auth/logout', cookie)).status).toBeLessThan(300);
    expect(await meEmail(cookie)).toBe(401);
    expect(await meEmail(admin)).toBe(DEMO_USER.email);
  });

  it('a password change ends the other sessions on their very next request', async () => {
    const { cookie } = await colleague('changer@example.com', 'Recruiter');
    const other = await signIn('changer@example.com', OWN);
    expect(await meEmail(other)).toBe('changer@example.com');
    expect((await call('POST', '/api/me/update-password', cookie, { currentPassword: OWN, newPassword: 'Lantern5Harbour' })).status).toBe(200);
    expect(await meEmail(other)).toBe(401);
    expect(await meEmail(cookie)).toBe('changer@example.com');
  });

  it('deactivating or changing the role refuses the very next request', async () => {
    const leaver = await colleague('leaver2@example.com', 'Recruiter');
    const promoted = await colleague('promoted2@example.com', 'Viewer');
    expect(await meEmail(leaver.cookie)).toBe('leaver2@example.com');
    expect(await meEmail(promoted.cookie)).toBe('promoted2@example.com');
    expect((await call('POST', `/api/staff/${leaver.id}/deactivate`, admin)).body.status).toBe('deactivated');
    expect(await meEmail(leaver.cookie)).toBe(401);
    expect((await call('PUT', `/api/staff/${promoted.id}`, admin, { firstName: 'Nora', lastName: 'Quill', role: 'Admin' })).body.role).toBe('Admin');
    expect(await meEmail(promoted.cookie)).toBe(401);
  });

  it('still slides a session used after half its idle lifetime, and still ends an expired one', async () => {
    const cookie = await signIn(DEMO_USER.email, DEMO_USER.password);
    const hash = hashToken(tokenOf(cookie));
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + HOUR) }).where('token_hash', '=', hash).execute();
    const renewed = await call('GET', '/api/me', cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.cookies.find((c) => c.name === 'sid')?.expires?.getTime()).toBeGreaterThan(Date.now() + 11 * HOUR);
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hash).execute();
    expect(await meEmail(cookie)).toBe(401);
  });
});
