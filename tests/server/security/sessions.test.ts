/**
 * Issue 10, "Sessions": an absolute lifetime besides the idle timeout, and the __Host- cookie
 * prefix over HTTPS (read back only under the name in use).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { hashToken, MAX_SESSIONS_PER_PERSON } from '../../../server/auth/sessions';
import { startTestServer, type TestServer } from '../harness';

const HOUR = 3_600_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: true, sessionTtlHours: 12, sessionMaxHours: 24 } });
});
afterAll(async () => {
  await server?.close();
});

const me = (cookie: string, https = false) =>
  server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie, ...(https ? { 'x-forwarded-proto': 'https' } : {}) } });
const sessionRow = (cookie: string) =>
  server.db
    .selectFrom('sessions')
    .select(['expires_at', 'created_at'])
    .where('token_hash', '=', hashToken(cookie.slice(cookie.indexOf('=') + 1)))
    .executeTakeFirst();
const age = (cookie: string, signedInAgo: number, expiresIn: number) =>
  server.db
    .updateTable('sessions')
    .set({ created_at: new Date(Date.now() - signedInAgo), expires_at: new Date(Date.now() + expiresIn) })
    .where('token_hash', '=', hashToken(cookie.slice(cookie.indexOf('=') + 1)))
    .execute();

describe('absolute session lifetime (SESSION_MAX_HOURS)', () => {
  it('ends a session used all along once it is older than the maximum', async () => {
    const cookie = await server.signIn();
    await age(cookie, 24 * HOUR + 60_000, 10 * HOUR);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('extends an active session only up to the maximum from sign-in', async () => {
    const cookie = await server.signIn();
    await age(cookie, 23 * HOUR, 60_000);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const row = await sessionRow(cookie);
    const limit = row!.created_at.getTime() + 24 * HOUR;
    expect(row!.expires_at.getTime()).toBeLessThanOrEqual(limit);
    expect(row!.expires_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(res.cookies.find((c) => c.name === 'sid')?.expires?.getTime()).toBeLessThanOrEqual(limit);
  });

  it('a fresh sign-in lasts the idle timeout', async () => {
    const cookie = await server.signIn();
    const row = await sessionRow(cookie);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(12 * HOUR);
  });
});

describe('the __Host- cookie over HTTPS', () => {
  const httpsLogin = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });

  it('names the Secure cookie __Host-sid, host-only for path /, and reads it back', async () => {
    const res = await httpsLogin();
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === '__Host-sid');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.domain).toBeUndefined();
    expect((await me(`__Host-sid=${cookie!.value}`, true)).statusCode).toBe(200);
  });

  it('over HTTPS ignores a plain sid cookie, which a neighbouring site could have planted', async () => {
    const token = (await httpsLogin()).cookies.find((c) => c.name === '__Host-sid')!.value;
    expect((await me(`sid=${token}`, true)).statusCode).toBe(401);
  });

  it('logout over HTTPS clears the __Host- cookie', async () => {
    const token = (await httpsLogin()).cookies.find((c) => c.name === '__Host-sid')!.value;
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `__Host-sid=${token}`, 'x-forwarded-proto': 'https' },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === '__Host-sid')?.value).toBe('');
    expect((await me(`__Host-sid=${token}`, true)).statusCode).toBe(401);
  });
});

describe('sessions a person holds at once (MAX_SESSIONS_PER_PERSON)', () => {
  it('ends the oldest session when a sign-in goes past the limit, and keeps the others', async () => {
    const user = await server.db.selectFrom('staff_users').select('id').where('email', '=', DEMO_USER.email).executeTakeFirstOrThrow();
    await server.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_PERSON; i++) {
      cookies.push(await server.signIn());
      // one sign-in a minute apart in the table: the order is by sign-in time
      await age(cookies[i], (MAX_SESSIONS_PER_PERSON - i) * 60_000, 10 * HOUR);
    }
    const count = async () =>
      Number((await server.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(MAX_SESSIONS_PER_PERSON);
    const newest = await server.signIn();
    expect(await count()).toBe(MAX_SESSIONS_PER_PERSON);
    expect((await me(cookies[0])).statusCode).toBe(401);
    expect((await me(cookies[1])).statusCode).toBe(200);
    expect((await me(newest)).statusCode).toBe(200);
  });
});
