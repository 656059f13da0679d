import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { openDatabase } from '../../../server/db/client';
import { DataDirLockedError } from '../../../server/db/lock';
import { startTestServer, type TestServer } from '../harness';
import { copyTemplateInto } from './template';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { allowedOrigins: ['http://localhost:5173'] } });
});
afterAll(async () => {
  await server?.close();
});

describe('cross-site protection', () => {
  it('refuses state-changing requests from another origin, before signing in or changing anything', async () => {
    const cookie = await server.signIn();
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:8080' },
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const update = await server.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: { origin: 'https://evil.example', host: 'localhost:8080', cookie },
      payload: { firstName: 'Pwned', lastName: 'X' },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().code).toBe('FORBIDDEN');
    const gql = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { origin: 'null', host: 'localhost:8080', cookie },
      payload: { query: '{ __typename }' },
    });
    expect(gql.statusCode).toBe(403);
    const fetchMeta = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site', cookie },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().personalDetails.firstName).not.toBe('Pwned');
  });

  it('accepts the same origin and the configured dev origin', async () => {
    const cookie = await server.signIn();
    for (const origin of ['http://localhost:8080', 'http://localhost:5173']) {
      const res = await server.app.inject({
        method: 'PUT',
        url: '/api/user/update',
        headers: { origin, host: 'localhost:8080', cookie },
        payload: { firstName: 'Amelia', lastName: 'Hart' },
      });
      expect(res.statusCode, origin).toBe(200);
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers with a CSP fit for the console', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/me' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('unsigned callers', () => {
  it('get 401 and no data from every /api route but login', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/me'],
      ['PUT', '/api/user/update'],
      ['POST', '/api/me/update-password'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/s3/buckets/company-logo/upload?isPublic=true'],
      ['GET', '/api/s3/buckets/company-logo/objects/x.png'],
      ['DELETE', '/api/s3/buckets/company-logo/objects/x.png'],
      ['GET', '/api/jobs/00000000-0000-4000-8000-000000000000/applicants?page=0&rowsPerPage=10'],
      ['POST', '/api/graphql'],
      ['GET', '/api/graphql'],
      ['GET', '/api/unknown-route'],
    ];
    for (const [method, url] of routes) {
      const res = await server.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      const body = res.json() as { data?: unknown; error?: string };
      expect(body.data ?? null, url).toBeNull();
    }
  });
});

describe('data folder lock', () => {
  it('a second openDatabase on the same folder fails with a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jm-lock-'));
    await copyTemplateInto(dir);
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another server process/);
    } finally {
      await first.close();
    }
    const third = await openDatabase({ dataDir: dir });
    await third.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
