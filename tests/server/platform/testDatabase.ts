/**
 * The one switch between the two engines the server suite runs on:
 *
 * - unset: each test's data folder holds its own PGlite database (copied from a migrated
 *   template folder, tests/server/platform/template.ts);
 * - TEST_DATABASE_URL=postgres://superuser@host:port/postgres: each data folder gets its own
 *   PostgreSQL database, created from a migrated template database and dropped by the helper that
 *   made it (`npm run test:server:pg` starts a throwaway cluster and sets it).
 *
 * The database of a folder keeps its name while the folder lives, so a test that closes and
 * reopens "the same data folder" (a restart) finds its rows again on both engines.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { listMigrations } from '../../../server/db/migrate';

export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Which engine this run's server tests use. */
export function testEngine(): 'pglite' | 'postgres' {
  return TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/** A connection string for one database of the test cluster. */
export function testDatabaseUrl(database: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set.');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** This worker's databases: a random tag keeps parallel runs on one cluster apart. */
const RUN_TAG = randomBytes(3).toString('hex');
const NAMES = new Map<string, string>();

function databaseNameFor(dataDir: string): string {
  let name = NAMES.get(dataDir);
  if (!name) {
    name = `jm_t_${RUN_TAG}_${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
    NAMES.set(dataDir, name);
  }
  return name;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function templateName(): string {
  const hash = createHash('sha256');
  for (const migration of listMigrations()) hash.update(migration.name).update(migration.sql);
  return `jm_template_${hash.digest('hex').slice(0, 16)}`;
}

/** A migrated, empty template database, built once per schema by whichever worker comes first. */
let templateReady: Promise<string> | null = null;
function ensureTemplate(): Promise<string> {
  templateReady ??= withAdmin(async (admin) => {
    const name = templateName();
    // one builder across the parallel workers; the others wait here, then find it built
    await admin.query('SELECT pg_advisory_lock(7366002)');
    try {
      const found = await admin.query('SELECT datistemplate FROM pg_database WHERE datname = $1', [name]);
      if (found.rows[0]?.datistemplate) return name;
      if (found.rowCount) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      const handle = await openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 2 });
      await handle.close();
      await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(7366002)');
    }
  });
  return templateReady;
}

/**
 * Opens the database of a test's data folder. On PGlite it is the folder itself (the caller copies
 * the template into it first, as before); on PostgreSQL a database made for the folder on first
 * open. Call dropTestDatabase(dataDir) when the folder is thrown away.
 */
export async function openTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  if (!TEST_DATABASE_URL) return openDatabase({ dataDir });
  const name = databaseNameFor(dataDir);
  const template = await ensureTemplate();
  await withAdmin(async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return openDatabase({ databaseUrl: testDatabaseUrl(name) });
}

/** Drops the PostgreSQL database of a data folder (nothing to do on PGlite: the folder is it). */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  const name = NAMES.get(dataDir);
  if (!name) return;
  NAMES.delete(dataDir);
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Opens a test database whose close() also drops it: for helpers that own their folder. */
export async function openOwnedTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  const handle = await openTestDatabase(dataDir);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropTestDatabase(dataDir);
    },
  };
}
