/**
 * The embedded fast path of a bulk load: COPY from an in-memory CSV needs PGlite itself, not the
 * pg adapter, so the folder is opened directly (under the same lock the server takes). The
 * database must already be migrated (open it once with openDatabase first).
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { acquireDataDirLock } from '../db/lock';
import { pgliteBulkTarget } from './bulkTarget';
import { type LargeLoadOptions, loadLargeDemoData } from './largeLoad';

export async function loadIntoPglite(dataDir: string, options: LargeLoadOptions, log: (m: string) => void): Promise<void> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { vector, pg_trgm } });
    try {
      await pglite.transaction((tx) => loadLargeDemoData(pgliteBulkTarget(tx), options, log));
      const analyze = Date.now();
      await pglite.exec('ANALYZE');
      log(`  statistics gathered in ${((Date.now() - analyze) / 1000).toFixed(1)} s`);
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

