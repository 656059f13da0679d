/**
 * A PostgreSQL server that ends the app's idle connections (a restart, a failover, an
 * administrator) does not stop the app: the pool reports it and the next query opens a new
 * connection (TEST_DATABASE_URL only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { TEST_DATABASE_URL, dropTestDatabase, openTestDatabase } from '../platform/testDatabase';

const dir = mkdtempSync(join(tmpdir(), 'jm-lost-pg-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  handle = await openTestDatabase(dir);
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await dropTestDatabase(dir);
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)('a connection the database ends', () => {
  it('is reported, and the next query works on a new connection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { rows } = await sql<{ name: string; pid: number }>`SELECT current_database() AS name, pg_backend_pid() AS pid`.execute(handle.db);
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(logged.mock.calls.some(([m]) => String(m).startsWith('Database connection lost (57P01)'))).toBe(true));
      const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
      expect(again.rows[0].one).toBe(1);
    } finally {
      logged.mockRestore();
    }
  });
});
