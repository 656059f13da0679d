/**
 * `npm run seed:reset` on PostgreSQL empties every marketplace table and the AI queue: it refuses
 * while an app server uses the database, as it does on the embedded database (TEST_DATABASE_URL only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { holdServerPresence, ServersRunningError } from '../../../server/db/presence';
import { resetDemoData } from '../../../server/seed/resetDatabase';
import { TEST_DATABASE_URL, openTestDatabase, dropTestDatabase, testDatabaseUrl } from '../platform/testDatabase';

const small = { counts: { companies: 4, employers: 6, jobs: 10, jobSeekers: 12, applications: 8, companyRequests: 3 } };
const quiet = () => {};
const dir = mkdtempSync(join(tmpdir(), 'jm-reset-pg-'));
let handle: DatabaseHandle;
let url: string;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  handle = await openTestDatabase(dir);
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(handle.db);
  url = testDatabaseUrl(rows[0].name);
  await handle.db.insertInto('companies').values({ id: '00000000-0000-4000-8000-00000000c0de', company_name: 'Kept Jewellers', status: 'active' }).execute();
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await dropTestDatabase(dir);
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)('seed:reset on PostgreSQL', () => {
  it('refuses while a server uses the database, and leaves the data alone', async () => {
    const server = await holdServerPresence(url);
    try {
      const reset = resetDemoData({ databaseUrl: url, dataDir: join(dir, 'data'), filesDir: join(dir, 'files') }, quiet, small);
      await expect(reset).rejects.toBeInstanceOf(ServersRunningError);
      await expect(reset).rejects.toThrow('An app server is using this PostgreSQL database. Stop every server');
      const kept = await handle.db.selectFrom('companies').select('company_name').execute();
      expect(kept.map((c) => c.company_name)).toEqual(['Kept Jewellers']);
    } finally {
      await server.release();
    }
  });

  it('resets once no server uses it', async () => {
    await resetDemoData({ databaseUrl: url, dataDir: join(dir, 'data'), filesDir: join(dir, 'files') }, quiet, small);
    const companies = await handle.db.selectFrom('companies').select('company_name').execute();
    expect(companies).toHaveLength(4);
    expect(companies.map((c) => c.company_name)).not.toContain('Kept Jewellers');
  }, 60_000);
});
