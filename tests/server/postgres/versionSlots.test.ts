/**
 * Table versions (migration 014) without one hot row: two app servers' writing transactions, open
 * at the same time, do not wait for each other (before, the first write of a transaction locked
 * every version row until its commit), and each commit still moves the versions a read cache
 * compares. PostgreSQL only (TEST_DATABASE_URL): PGlite has a single connection.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { TEST_DATABASE_URL, openOwnedTestDatabase, testDatabaseUrl } from '../platform/testDatabase';

let handle: DatabaseHandle;
let url: string;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  handle = await openOwnedTestDatabase(mkdtempSync(join(tmpdir(), 'jm-slots-')));
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(handle.db);
  url = testDatabaseUrl(rows[0].name);
}, 60_000);
afterAll(() => handle?.close());

async function versions(): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; version: number }>`SELECT name, version FROM table_versions`.execute(handle.db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.version)]));
}

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** BEGINs a transaction whose version slot differs from `other`'s (a different txid modulo 16). */
async function beginInAnotherSlot(c: pg.Client, other: number): Promise<void> {
  for (;;) {
    await c.query('BEGIN');
    const { rows } = await c.query<{ x: string }>('SELECT txid_current()::text AS x');
    if (Number(rows[0].x) % 16 !== other % 16) return;
    await c.query('ROLLBACK');
  }
}

const company = (c: pg.Client) => c.query('INSERT INTO companies (id, company_name) VALUES ($1, $2)', [randomUUID(), 'Slot Jewellers']);

describe.skipIf(!TEST_DATABASE_URL)('table versions without a hot row', () => {
  it('a second writer, of the same table or another, does not wait for the first one to commit', async () => {
    const [a, b] = [await client(), await client()];
    try {
      const before = await versions();
      await a.query('BEGIN');
      const { rows } = await a.query<{ x: string }>('SELECT txid_current()::text AS x');
      await company(a);

      await beginInAnotherSlot(b, Number(rows[0].x));
      // before migration 014 these waited for `a` (every version row locked) until the timeout
      await b.query("SET LOCAL lock_timeout = '2s'");
      await company(b);
      await b.query("INSERT INTO jobs (id, title, is_external_job) VALUES ($1, 'Setter', false)", [randomUUID()]);
      await b.query('COMMIT');

      const middle = await versions();
      expect(middle.companies).toBe(before.companies + 1);
      expect(middle.jobs).toBe(before.jobs + 1);
      await a.query('COMMIT');
      const after = await versions();
      expect(after.companies).toBe(before.companies + 2);
      expect(after.jobs).toBe(before.jobs + 1);
    } finally {
      await a.end();
      await b.end();
    }
  });
});
