/**
 * Sign-in limits are counted in the database: two app servers on one database (two apps over the
 * same database here, each with its own memory) allow the configured failures in all, not each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { buildApp } from '../../../server/app';
import { createSharedLoginLimiter } from '../../../server/auth/sharedLoginLimiter';
import { loadConfig } from '../../../server/config';
import { createServices } from '../../../server/services';
import { startTestServer, type TestServer } from '../harness';

const limits = { perPair: 3, perAddress: 1000 };
let first: TestServer;
let second: FastifyInstance;
const dir = mkdtempSync(join(tmpdir(), 'jm-shared-login-'));

beforeAll(async () => {
  first = await startTestServer({ config: { loginRateLimit: limits } });
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), distDir: join(dir, 'none'), loginRateLimit: limits };
  second = await buildApp({ config, db: first.db, files: first.files, services: createServices({ db: first.db, files: first.files }), log: () => {} });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  rmSync(dir, { recursive: true, force: true });
});

const attempt = (app: FastifyInstance, email: string, password: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login limits across app servers', () => {
  it('failures on one server count on the other', async () => {
    // the free failures, and one more that is let through but makes the next wait
    for (let i = 0; i <= limits.perPair; i++) expect((await attempt(first.app, DEMO_USER.email, 'wrong')).statusCode).toBe(401);
    const next = await attempt(second, DEMO_USER.email, 'wrong');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // another address is not slowed by this one's guessing
    expect((await attempt(second, DEMO_USER.email, DEMO_USER.password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('decides parallel attempts one at a time: a burst gets exactly the free failures (and the one that starts the wait) through', async () => {
    const limiter = createSharedLoginLimiter(first.db, { perPair: 2, perAddress: 1000 });
    const waits = await Promise.all(Array.from({ length: 6 }, () => limiter.begin('burst@example.com', '192.0.2.1')));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    await limiter.succeeded('burst@example.com', '192.0.2.1');
    expect(await limiter.begin('burst@example.com', '192.0.2.1')).toBe(0);
  });

  it('per address across emails, then refused until the window ends', async () => {
    const limiter = createSharedLoginLimiter(first.db, { perPair: 100, perAddress: 3 });
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) expect(await limiter.begin(email, '192.0.2.50')).toBe(0);
    const wait = await limiter.begin('d@x.test', '192.0.2.50');
    expect(wait).toBeGreaterThan(14 * 60_000);
    expect(await limiter.begin('d@x.test', '192.0.2.51')).toBe(0);
  });
});
