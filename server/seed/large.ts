/**
 * `npm run seed:large -- --jobs 100000 --seekers 100000 [--companies N] [--employers N]
 *   [--applications N] [--requests N] [--seed N] [--data-dir DIR]`
 * Fills an empty database (DATA_DIR, or DATABASE_URL) with a benchmark-sized marketplace and the
 * demo sign-in. No résumé PDFs are made for these sets.
 */
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { DEMO_USER } from '../../domain/constants';
import { DEFAULT_DEMO_SEED } from '../../domain/demo-data';
import { ensureStaffUser } from '../auth/staffUsers';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { configuredTarget } from '../db/openConfigured';
import { DataDirLockedError } from '../db/lock';
import { kyselyBulkTarget } from './bulkTarget';
import { isMarketplaceEmpty } from './index';
import { count, largeCounts, parseLargeArgs } from './largeCounts';
import { loadLargeDemoData } from './largeLoad';
import { loadIntoPglite } from './pgliteLoad';

async function main(): Promise<void> {
  const args = parseLargeArgs(process.argv.slice(2));
  const config = loadConfig(args['data-dir'] ? { ...process.env, DATA_DIR: resolve(args['data-dir']) } : process.env);
  const options = { seed: count(args.seed, DEFAULT_DEMO_SEED, 'seed'), counts: largeCounts(args), chunkSize: count(args.chunk, 5000, 'chunk') };
  const started = Date.now();
  const log = (m: string) => console.log(m);
  // Open once through the normal path: migrations, the emptiness check and the demo sign-in.
  const handle = await openDatabase(configuredTarget(config));
  try {
    if (!(await isMarketplaceEmpty(handle.db))) {
      throw new ConfigError(
        `The database ${config.databaseUrl ? 'at DATABASE_URL' : `in ${config.dataDir}`} already holds a marketplace. ` +
          'Use a new DATA_DIR (--data-dir) or empty it first.',
      );
    }
    await ensureStaffUser(handle.db, { ...DEMO_USER });
    log(`Generating ${Object.entries(options.counts).map(([k, n]) => `${n} ${k}`).join(', ')} (seed ${options.seed})…`);
    if (config.databaseUrl) {
      await handle.db.transaction().execute((tx) => loadLargeDemoData(kyselyBulkTarget(tx), options, log));
      await sql`ANALYZE`.execute(handle.db);
    }
  } finally {
    await handle.close();
  }
  if (!config.databaseUrl) await loadIntoPglite(config.dataDir, options, log);
  log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`}).`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
