/**
 * Opens the database a server configuration names (`npm start`, `npm run migrate`): the embedded
 * folder, or the PostgreSQL server of DATABASE_URL with DB_POOL_SIZE and DB_STATEMENT_TIMEOUT_MS.
 * Failures an operator can fix become a DatabaseStartError with a readable message; the one
 * warning about a PostgreSQL without pgvector is printed here, once per start.
 */
import type { ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { DatabaseStartError, describeDatabaseStartError } from './startErrors';
import { EXACT_SCAN_WARNING } from './vectorStorage';

type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'dbPoolSize' | 'dbStatementTimeoutMs'>;

export async function openConfiguredDatabase(
  config: DatabaseConfig,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, poolSize: config.dbPoolSize, statementTimeoutMs: config.dbStatementTimeoutMs || undefined }
        : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new DatabaseStartError(error.message);
    const described = config.databaseUrl ? describeDatabaseStartError(error, config.databaseUrl) : null;
    if (described) throw new DatabaseStartError(described);
    throw error;
  }
  if (handle.vectors === 'exact-scan') warn(`Warning: ${EXACT_SCAN_WARNING}`);
  return handle;
}
