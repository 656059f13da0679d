/**
 * Brings a database to the current schema, safely when several app servers start at once on one
 * PostgreSQL database (a rolling deploy, or `npm run migrate` beside running servers): the work
 * runs under a session advisory lock on one connection, so a second starter waits, then finds
 * every migration applied. Without the lock both would create the same tables and the second
 * would die on a duplicate key in the catalog.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { listMigrations, migrate } from './migrate';
import { adaptMigrationForExactScan, prepareVectorStorage, type VectorStorage } from './vectorStorage';

/** An arbitrary constant of this app ("jm" schema lock): every app server takes the same one. */
export const MIGRATION_LOCK_KEY = 7_366_001;

export interface UpgradeResult {
  /** Migrations applied by this call (empty when another server had applied them). */
  ran: string[];
  vectors: VectorStorage;
}

export async function upgradeSchema(db: Kysely<Database>, engine: 'pglite' | 'postgres'): Promise<UpgradeResult> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      const vectors: VectorStorage = engine === 'postgres' ? await prepareVectorStorage(conn) : 'pgvector';
      const ran = await migrate(conn, vectors === 'exact-scan' ? adaptMigrationForExactScan : undefined);
      return { ran, vectors };
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Migrations of this code not yet applied to the database (all of them on an empty one). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows: table } = await sql<{ exists: boolean }>`SELECT to_regclass('schema_migrations') IS NOT NULL AS exists`.execute(db);
  const { rows } = table[0]?.exists ? await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db) : { rows: [] };
  const applied = new Set(rows.map((r) => r.name));
  return listMigrations()
    .map((m) => m.name)
    .filter((name) => !applied.has(name));
}
