/**
 * Opens the database: an embedded PGlite folder by default, a PostgreSQL server when a
 * connection string is given. Both are reached through Kysely over a pg Pool, so every
 * repository has one code path.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { withAuditActor } from '../audit/actorScope';
import type { Database } from './database';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { cacheMbFor, type DbCacheSetting, DbCacheStartError, DEFAULT_CACHE_MB, pgliteStartParams } from './pgliteCache';
import { takingTurns } from './pgliteTurns';
import { readTablesPlugin } from './readTables';
import { DirectConnectionError } from './startErrors';
import { upgradeSchema, type UpgradeResult } from './upgrade';
import { keepStatementsInSession } from './sessionStatements';
import { registerVectorStorage, type VectorStorage } from './vectorStorage';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** pgvector, or the exact scan of a PostgreSQL server without it (server/db/vectorStorage.ts). */
  vectors: VectorStorage;
  /** Migrations this open applied (empty when the schema was current). */
  migrated: string[];
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      databaseUrl: string;
      /** DATABASE_DIRECT_URL: the migration (and its session lock) bypasses a pooler at databaseUrl. */
      directUrl?: string;
      poolSize?: number;
      statementTimeoutMs?: number;
    }
  | {
      dataDir: string;
      /** DB_CACHE_MB: PGlite's shared buffers in MB, or 'auto' (the default) to size them from the folder (./pgliteCache.ts). */
      cacheMb?: DbCacheSetting;
    };

// Postgres returns bigint counts and numerics as strings by default; ours fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * How this process's connections are named in pg_stat_activity, so an operator (and the
 * WEB_CONCURRENCY test) sees which app process holds which connections.
 */
export const CONNECTION_NAME = `jewel-marketplace pid ${process.pid}`;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ ...postgresOptions(target.databaseUrl, target.statementTimeoutMs), max: target.poolSize ?? 10 });
    const direct = target.directUrl && target.directUrl !== target.databaseUrl ? target.directUrl : undefined;
    return finishOpen(pool, 'postgres', async () => {}, direct ? (db) => upgradeDirectly(db, direct, target.statementTimeoutMs) : undefined);
  }
  mkdirSync(target.dataDir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(target.dataDir);
  try {
    const dbDir = join(target.dataDir, 'pg');
    mkdirSync(dbDir, { recursive: true });
    const pglite = await openPglite(dbDir, target.cacheMb ?? 'auto');
    const pool = new pg.Pool(createPgConfig(takingTurns(pglite)) as unknown as pg.PoolConfig);
    return await finishOpen(pool, 'pglite', async () => {
      await pglite.close();
      lock.release();
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(dbDir: string, setting: DbCacheSetting): Promise<PGlite> {
  const cacheMb = cacheMbFor(setting, dbDir);
  try {
    return await PGlite.create({ dataDir: dbDir, extensions: { vector, pg_trgm }, startParams: pgliteStartParams(cacheMb) });
  } catch (error) {
    throw cacheMb === DEFAULT_CACHE_MB ? error : new DbCacheStartError(cacheMb, setting, error);
  }
}

function postgresOptions(connectionString: string, statementTimeoutMs: number | undefined): pg.PoolConfig {
  return {
    connectionString,
    application_name: CONNECTION_NAME,
    // a startup parameter, not a SET: it holds on every connection, behind a pooler too
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  };
}

/**
 * The migration over one connection of its own to DATABASE_DIRECT_URL: behind a transaction-mode
 * pooler its session lock would stay on whichever server connection took it, while the migrations
 * and the unlock could run on another, so two servers starting at once could both migrate, or a
 * later start wait for ever. The pooled route is tried first, so that a wrong DATABASE_URL is
 * reported at start as such, not at the first request.
 */
async function upgradeDirectly(pooled: Db, directUrl: string, statementTimeoutMs: number | undefined): Promise<UpgradeResult> {
  await sql`SELECT 1`.execute(pooled);
  const pool = new pg.Pool({ ...postgresOptions(directUrl, statementTimeoutMs), max: 1 });
  pool.on('error', () => {});
  const direct = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await upgradeSchema(direct, 'postgres');
  } catch (error) {
    throw new DirectConnectionError(error);
  } finally {
    await direct.destroy();
  }
}

async function finishOpen(
  pool: pg.Pool,
  engine: DatabaseHandle['engine'],
  afterClose: () => Promise<void>,
  upgrade: (db: Db) => Promise<UpgradeResult> = (db) => upgradeSchema(db, engine),
): Promise<DatabaseHandle> {
  // A connection the database server ends while idle (a restart, a failover, an administrator)
  // is an 'error' on the pool: without a listener it would stop the whole app. The pool opens
  // a new connection for the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(`Database connection lost${error.code ? ` (${error.code})` : ''}: ${error.message}. The next query opens a new one.`);
  });
  // No per-connection SET: settings a query needs travel with it (./sessionSettings.ts, the audit
  // actor in ../audit/actorScope.ts), so a transaction-mode pooler in front is safe.
  // The acting staff member is told to the database before each write, for the audit trail; the
  // tables each GraphQL read names are recorded for the read cache (./readTables.ts).
  const db = new Kysely<Database>({ dialect: withAuditActor(new PostgresDialect({ pool })), plugins: [readTablesPlugin] });
  let vectors: VectorStorage;
  let migrated: string[];
  try {
    ({ vectors, ran: migrated } = await upgrade(db));
  } catch (error) {
    await db.destroy();
    await afterClose();
    throw error;
  }
  registerVectorStorage(db, vectors);
  if (engine === 'pglite') keepStatementsInSession(db);
  let closed = false;
  return {
    db,
    engine,
    vectors,
    migrated,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await afterClose();
    },
  };
}
