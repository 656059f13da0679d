/**
 * `npm run seed:reset`: back to the demo marketplace of a first start. Uses DATABASE_URL when
 * set (tables are emptied; refused while a server uses the database, which is asked through
 * DATABASE_DIRECT_URL when set), else the embedded database in DATA_DIR (deleted and re-created;
 * refused while a server is running on it).
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { ServersRunningError } from '../db/presence';
import { createFileStore } from '../storage/createFileStore';
import { resetDemoData } from './resetDatabase';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const files = await createFileStore(config);
  const { databaseUrl, databaseDirectUrl, dataDir, filesDir } = config;
  await resetDemoData({ databaseUrl, databaseDirectUrl, dataDir, filesDir, files }, (m) => console.log(m));
  console.log(`Reset done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ServersRunningError) {
    console.error(`Not reset: ${error.message}`);
  } else if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
