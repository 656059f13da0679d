/**
 * Opens the database a server configuration names (`npm start`, `npm run migrate`): the embedded
 * folder, or the PostgreSQL server of DATABASE_URL with DB_POOL_SIZE and DB_STATEMENT_TIMEOUT_MS,
 * migrated through DATABASE_DIRECT_URL when set.
 * Failures an operator can fix become a DatabaseStartError with a readable message; the one
 * warning about a PostgreSQL without pgvector is printed here, once per start.
 */
import type { ServerConfig } from '../config';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { DbCacheStartError } from './pgliteCache';
import { DatabaseStartError, describeDatabaseStartError, DirectConnectionError } from './startErrors';
import { EXACT_SCAN_WARNING } from './vectorStorage';

type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'databaseDirectUrl' | 'dataDir' | 'dbPoolSize' | 'dbStatementTimeoutMs'> &
  Partial<Pick<ServerConfig, 'dbCacheMb'>>;

/** The database of a configuration, for scripts too (seed:reset, seed:large: the pool's defaults). */
export function configuredTarget(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseDirectUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'dbCacheMb'>>,
): DatabaseTarget {
  if (!config.databaseUrl) return { dataDir: config.dataDir, cacheMb: config.dbCacheMb };
  return { databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl ?? undefined };
}

export async function openConfiguredDatabase(
  config: DatabaseConfig,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    const target = configuredTarget(config);
    handle = await openDatabase(
      'databaseUrl' in target ? { ...target, poolSize: config.dbPoolSize, statementTimeoutMs: config.dbStatementTimeoutMs || undefined } : target,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DbCacheStartError) throw new DatabaseStartError(error.message);
    const described =
      error instanceof DirectConnectionError && config.databaseDirectUrl
        ? describeDatabaseStartError(error.cause, config.databaseDirectUrl, 'DATABASE_DIRECT_URL')
        : config.databaseUrl
          ? describeDatabaseStartError(error, config.databaseUrl)
          : null;
    if (described) throw new DatabaseStartError(described);
    throw error;
  }
  if (handle.vectors === 'exact-scan') warn(`Warning: ${EXACT_SCAN_WARNING}`);
  return handle;
}
