/**
 * Puts the demo marketplace back as on first start. On PostgreSQL every marketplace table is
 * emptied (staff users and their sessions stay); on the embedded database the folder's database
 * and uploaded files are deleted, which also undoes schema experiments.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { BUCKETS, DEMO_USER } from '../../domain/constants';
import type { DemoDataOptions } from '../../domain/demo-data';
import { ensureStaffUser } from '../auth/staffUsers';
import { sessionLockUrl } from '../config';
import { type Db, openDatabase } from '../db/client';
import { configuredTarget } from '../db/openConfigured';
import { acquireDataDirLock } from '../db/lock';
import { excludeServers } from '../db/presence';
import type { FileStore } from '../storage/fileStore';
import { LocalFileStore } from '../storage/localFileStore';
import { seedIfEmpty } from './index';

export interface ResetTarget {
  databaseUrl: string | null;
  /** DATABASE_DIRECT_URL: the check for running servers (a session lock) bypasses a pooler. */
  databaseDirectUrl?: string | null;
  dataDir: string;
  filesDir: string;
  /** Where uploaded files live when not in filesDir (S3_BUCKET_PREFIX): the demo résumés go there. */
  files?: FileStore;
}

/** Tables that outlive a reset: who may sign in, and schema bookkeeping (table versions only ever rise: caches compare them). */
const KEPT_TABLES = new Set(['staff_users', 'sessions', 'schema_migrations', 'table_versions', 'table_version_slots']);

export async function resetDemoData(
  target: ResetTarget,
  log: (msg: string) => void,
  options: DemoDataOptions = {},
): Promise<void> {
  const files = target.files ?? new LocalFileStore(target.filesDir);
  if (!target.databaseUrl) {
    // Throws DataDirLockedError while a server holds the folder: its database must not vanish under it.
    mkdirSync(target.dataDir, { recursive: true });
    const lock = acquireDataDirLock(target.dataDir);
    try {
      log(`Deleting the embedded database and files in ${target.dataDir}…`);
      rmSync(join(target.dataDir, 'pg'), { recursive: true, force: true });
      removeBuckets(target.filesDir);
    } finally {
      lock.release();
    }
  }
  // Throws ServersRunningError while a server uses the PostgreSQL database: its data would vanish under it.
  const database = { ...target, databaseDirectUrl: target.databaseDirectUrl ?? null };
  const lockUrl = sessionLockUrl(database);
  const servers = lockUrl ? await excludeServers(lockUrl) : null;
  const handle = await openDatabase(configuredTarget(database)).catch(async (error: unknown) => {
    await servers?.release();
    throw error;
  });
  try {
    if (target.databaseUrl) {
      await deleteStoredFiles(handle.db, files);
      const emptied = await truncateMarketplace(handle.db);
      log(`Emptied ${emptied.length} tables: ${emptied.join(', ')}`);
    }
    await ensureStaffUser(handle.db, { ...DEMO_USER });
    await seedIfEmpty({ db: handle.db, files, log }, options);
  } finally {
    await handle.close();
    await servers?.release();
  }
}

function removeBuckets(filesDir: string): void {
  for (const bucket of Object.values(BUCKETS)) {
    rmSync(join(filesDir, bucket), { recursive: true, force: true });
    rmSync(join(filesDir, '.meta', bucket), { recursive: true, force: true });
  }
}

async function deleteStoredFiles(db: Db, files: FileStore): Promise<void> {
  const objects = await db.selectFrom('stored_objects').select(['bucket', 'object']).execute();
  for (const o of objects) await files.delete(o.bucket, o.object);
}

export async function truncateMarketplace(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
  const tables = rows.map((r) => r.name).filter((name) => !KEPT_TABLES.has(name));
  if (tables.length > 0) {
    await sql`TRUNCATE TABLE ${sql.join(tables.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(db);
  }
  return tables;
}
