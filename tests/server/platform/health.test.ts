/** /api/health (alive) and /api/ready (database answers, migrations applied, not shutting down). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { registerHealthRoutes } from '../../../server/rest/health';
import { copyTemplateInto } from './template';
import { openOwnedTestDatabase } from './testDatabase';

const dir = mkdtempSync(join(tmpdir(), 'jm-health-'));
let handle: DatabaseHandle;
let closing = false;
const app = Fastify();

beforeAll(async () => {
  await copyTemplateInto(dir);
  handle = await openOwnedTestDatabase(dir);
  registerHealthRoutes(app, { db: handle.db, isClosing: () => closing });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answer 200 with no data and no caching while all is well', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this version is not applied, and says which', async () => {
    const last = await sql<{ name: string }>`SELECT max(name) AS name FROM schema_migrations`.execute(handle.db);
    const name = last.rows[0].name;
    await sql`DELETE FROM schema_migrations WHERE name = ${name}`.execute(handle.db);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reason).toContain(name);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(handle.db);
    }
  });

  it('is not ready once shutdown began, still alive', async () => {
    closing = true;
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      closing = false;
    }
  });
});
