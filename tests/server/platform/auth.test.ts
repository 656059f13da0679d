import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { hashToken } from '../../../server/auth/sessions';
import { LOGIN_BODY_LIMIT } from '../../../server/rest/auth';
import { startTestServer, type TestServer } from '../harness';
import { sidFrom } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: { perPair: 3, perAddress: 6 } } });
});
afterAll(async () => {
  await server?.close();
});

const login = (email: string, password: string, ip = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('signs in with the demo credentials, returns the profile and an HttpOnly SameSite cookie', async () => {
    const res = await login(DEMO_USER.email, DEMO_USER.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      personalDetails: { firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName, email: DEMO_USER.email },
      role: 'Super Admin',
    });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // only the hash of the token is stored
    const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(cookie!.value));
    expect(rows.map((r) => r.token_hash)).not.toContain(cookie!.value);
  });

  it('accepts the email in another case', async () => {
    const res = await login(DEMO_USER.email.toUpperCase(), DEMO_USER.password, '10.0.0.9');
    expect(res.statusCode).toBe(200);
  });

  it('marks the cookie Secure when the request came over HTTPS behind a trusted proxy', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: DEMO_USER.email, password: DEMO_USER.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === '__Host-sid')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    for (const [email, password] of [
      [DEMO_USER.email, 'Wrong@12345'],
      ['nobody@example.com', DEMO_USER.password],
    ]) {
      const res = await login(email, password, '10.0.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
      expect(sidFrom(res)).toBeNull();
    }
  });

  it('asks for both fields', async () => {
    const res = await login('', '', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_USER_INPUT');
  });

  it('refuses an email longer than any account can have with a readable 400, and still signs in afterwards', async () => {
    // 3,000 characters that do not compress did not fit the sign-in limits' index (500)
    for (const email of [`${'a'.repeat(255)}@example.com`, `${randomBytes(1_500).toString('hex')}@example.com`]) {
      const res = await login(email, 'Wrong@12345', '10.0.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The email is too long (at most 254 characters).', code: 'BAD_USER_INPUT' });
    }
    expect((await login(DEMO_USER.email, DEMO_USER.password, '10.0.0.3')).statusCode).toBe(200);
  });

  it('reads no body over 16 KB, refused before it is parsed (nested brackets cost ~0.2 s a megabyte)', async () => {
    for (const payload of [`{"email":${'['.repeat(500_000)}${']'.repeat(500_000)}}`, JSON.stringify({ email: DEMO_USER.email, password: 'x'.repeat(LOGIN_BODY_LIMIT) })]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload, remoteAddress: '10.0.0.4' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'The request is too large.', code: 'BAD_USER_INPUT' });
    }
    // the longest credentials the rules allow, every character escaped, still fit
    const longest = JSON.stringify({ email: DEMO_USER.email, password: 'é'.repeat(256) }).replace(/é/g, '\\u00e9');
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: longest, remoteAddress: '10.0.0.4' });
    expect(res.statusCode).toBe(401);
  });

  it('slows failed attempts of one email from one address, never the same email from elsewhere', async () => {
    const email = DEMO_USER.email;
    for (let i = 0; i < 4; i++) expect((await login(email, 'Wrong@12345', '10.1.0.1')).statusCode).toBe(401);
    const slowed = await login(email, DEMO_USER.password, '10.1.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toEqual({
      error: 'Too many sign-in attempts. Please wait 1 second and try again.',
      code: 'RATE_LIMITED',
    });
    // the staff member at their own desk is not locked out by a stranger's guesses
    expect((await login(email, DEMO_USER.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('behind the trusted proxy, counts the address the proxy saw, not one the client wrote in X-Forwarded-For', async () => {
    for (const [trustProxy, chain] of [
      [true, (spoofed: string) => `${spoofed}, 203.0.113.7`],
      [2, (spoofed: string) => `${spoofed}, 203.0.113.7, 198.51.100.1`],
    ] as const) {
      const proxied = await startTestServer({ config: { trustProxy, loginRateLimit: { perPair: 3, perAddress: 6 } } });
      try {
        // every guess names a fresh address of its own; the proxy (10.9.0.1) appends the one it saw
        const guess = (i: number) =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '10.9.0.1',
            headers: { 'x-forwarded-for': chain(`192.0.2.${i}`) },
            payload: { email: DEMO_USER.email, password: `Wrong@${i}` },
          });
        const statuses: number[] = [];
        for (let i = 1; i <= 5; i++) statuses.push((await guess(i)).statusCode);
        expect(statuses, String(trustProxy)).toEqual([401, 401, 401, 401, 429]);
        const { rows } = await sql<{ key: string }>`SELECT key FROM login_throttle`.execute(proxied.db);
        expect(rows.map((r) => r.key).sort(), String(trustProxy)).toEqual(['addr:203.0.113.7', `pair:${DEMO_USER.email}\u0001203.0.113.7`]);
      } finally {
        await proxied.close();
      }
    }
  });

  it('a burst of parallel guesses cannot all get through before the first is counted', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login(DEMO_USER.email, `Wrong@${i}`, '10.3.0.1')));
    const statuses = burst.map((res) => res.statusCode).sort();
    // 3 free, the 4th starts the delays: the other 8 are told to wait without a password check
    expect(statuses).toEqual([...Array(4).fill(401), ...Array(8).fill(429)]);
  });

  it('rate-limits failed attempts per address across emails', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`u${i}@example.com`, 'x', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await login(DEMO_USER.email, DEMO_USER.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    // another address is unaffected
    expect((await login(DEMO_USER.email, DEMO_USER.password, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('GET /api/me and sessions', () => {
  it('returns the profile with a session and 401 without one', async () => {
    const cookie = await server.signIn();
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().personalDetails.email).toBe(DEMO_USER.email);

    const anon = await server.app.inject({ method: 'GET', url: '/api/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });

    const forged = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'sid=abc' } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an expired session and deletes it', async () => {
    const cookie = await server.signIn();
    const tokenHash = hashToken(cookie.slice('sid='.length));
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', tokenHash).execute();
    const res = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    const left = await server.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', tokenHash).execute();
    expect(left).toHaveLength(0);
  });

  it('extends a session used after half its lifetime and re-sends the cookie', async () => {
    const cookie = await server.signIn();
    const tokenHash = hashToken(cookie.slice('sid='.length));
    const soon = new Date(Date.now() + 60_000);
    await server.db.updateTable('sessions').set({ expires_at: soon }).where('token_hash', '=', tokenHash).execute();
    const res = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe(cookie.slice('sid='.length));
    const row = await server.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = await server.signIn();
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    const again = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(again.statusCode).toBe(401);
  });

  it('logout accepts a JSON content type with an empty body', async () => {
    const cookie = await server.signIn();
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(204);
  });

  it('refuses a malformed JSON body with a readable 400', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_USER_INPUT');
  });

  it('logout without a session is refused like every other route', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});
