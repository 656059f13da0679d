/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) to this version's schema and exits. Servers migrate at start too, under the same
 * advisory lock, so running this before a rolling deploy is optional but keeps the first new
 * server's start short; running it beside live servers is safe.
 */
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/openConfigured';
import { DatabaseStartError } from './db/startErrors';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    const where = handle.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      handle.migrated.length === 0
        ? `Schema up to date (${where}).`
        : `Applied ${handle.migrated.length} migration(s) to the ${where}: ${handle.migrated.join(', ')}.`,
    );
    console.log(`Vector search: ${handle.vectors === 'pgvector' ? 'pgvector (HNSW indexes)' : 'exact scan (no pgvector)'}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DatabaseStartError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
