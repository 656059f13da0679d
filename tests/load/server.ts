/**
 * The real HTTP server (buildApp over the embedded database in DATA_DIR, or the PostgreSQL
 * database of DATABASE_URL with DB_POOL_SIZE) for the load run and the
 * list benchmarks, started as its own process like `npm start`, minus two things that would skew
 * the figures: the console build check and the AI background worker (a 100k set without
 * embeddings would otherwise keep one core busy embedding jobs for the whole run).
 * Prints `READY <port>` once listening; SIGTERM closes the database cleanly. BENCH_DIST_DIR serves
 * a console built elsewhere (the bench builds into a temp folder, never into the shared dist/).
 */
// as `npm start` runs (production mode unless told otherwise): first, before graphql loads
import '../../server/lib/productionMode';
import { DEMO_USER } from '../../domain/constants';
import { buildApp } from '../../server/app';
import { ensureStaffUser } from '../../server/auth/staffUsers';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';
import { createServices } from '../../server/services';
import { LocalFileStore } from '../../server/storage/localFileStore';
import { reportMemoryOnSignal } from './memoryProbe';

const config = { ...loadConfig(), ...(process.env.BENCH_DIST_DIR ? { distDir: process.env.BENCH_DIST_DIR } : {}) };
const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.dbPoolSize } : { dataDir: config.dataDir });
const files = new LocalFileStore(config.filesDir);
await ensureStaffUser(handle.db, { ...DEMO_USER });
if (config.seedDemo) await seedIfEmpty({ db: handle.db, files, log: () => {} });
const app = await buildApp({ config, db: handle.db, files, services: createServices({ db: handle.db, files }) });
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : config.port}`);

if (process.env.BENCH_MEMORY_PROBE) reportMemoryOnSignal();

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
