/**
 * `npm start`: build the console if needed, open the database (embedded unless DATABASE_URL),
 * make sure the demo sign-in exists (or, without the demo data, a first Super Admin), seed the
 * demo marketplace on first start, listen.
 * `--api-only` (used by `npm run dev`) skips the console build. With WEB_CONCURRENCY > 1 on
 * PostgreSQL this process becomes the primary of a group of app processes (server/cluster.ts).
 */
import './lib/productionMode';
import { followEmbedder } from './ai/embedderRecord';
import { warmAiModels } from './ai/warmUp';
import { buildApp } from './app';
import { ensureDemoStaff } from './auth/staffUsers';
import { ensureSignIn, type SignInHint, signInText } from './auth/startSignIn';
import { ConfigError, loadConfig, type ServerConfig, sessionLockUrl } from './config';
import { buildConsoleIfStale } from './consoleAssets';
import type { DatabaseHandle } from './db/client';
import { openConfiguredDatabase } from './db/openConfigured';
import { holdServerPresence, type Presence } from './db/presence';
import { DatabaseStartError } from './db/startErrors';
import { seedIfEmpty } from './seed';
import { registerHealthRoutes } from './rest/health';
import { READY_MESSAGE } from './supervisor';
import type { AiWorker } from './ai/worker';
import { isClusterWorker, runWorkers } from './cluster';
import { createServices, type Services } from './services';
import { createFileStore } from './storage/createFileStore';
import type { FileStore } from './storage/fileStore';

const log = (message: string) => console.log(message);
const apiOnly = process.argv.includes('--api-only');

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function open(config: ServerConfig): Promise<DatabaseHandle> {
  try {
    // a group's primary has warned about the database once already
    return await openConfiguredDatabase(config, isClusterWorker ? () => {} : undefined);
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function buildConsole(config: ServerConfig): Promise<void> {
  try {
    await buildConsoleIfStale(process.cwd(), config.distDir, log);
  } catch (error) {
    console.error(`The console could not be built; serving the API only.\n${(error as Error).message}`);
  }
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The start-up steps done once per database start: the first sign-in, the demo data on an empty
 * database, vectors cleared after an embedder change and, when this instance works the AI queue,
 * the bulk build. Under WEB_CONCURRENCY the primary does them before any worker listens.
 */
async function prepareData(config: ServerConfig, handle: DatabaseHandle, files: FileStore, services: Services): Promise<SignInHint> {
  const signIn = await ensureSignIn(config, handle.db, { log, warn: (message) => console.warn(message) });
  if (config.seedDemo) await seedIfEmpty({ db: handle.db, files, log });
  if (config.seedDemo) await ensureDemoStaff(handle.db);
  const embedder = services.ai.embedderName;
  const followed = await followEmbedder(handle.db, embedder, embedder.startsWith('local'));
  if (followed.cleared > 0) log(`AI: ${followed.cleared} vectors of ${followed.previous ?? 'an earlier embedder'} cleared; they are built again with ${embedder}.`);
  // the demo is AI-ready when the console is (local models: about a second for the demo data)
  const aiStarted = Date.now();
  // a web-only instance leaves all AI work, this bulk build included, to the worker instances
  const built = config.aiWorker ? await services.ai.buildMissingNow() : null;
  if (built && built.seekerVectors + built.jobVectors > 0) {
    const took = ((Date.now() - aiStarted) / 1000).toFixed(1);
    log(`AI: ${built.overviews} overviews, ${built.seekerVectors} seeker and ${built.jobVectors} job vectors built in ${took} s.`);
  }
  return signIn;
}

async function queueMissingAiWork(services: Services): Promise<void> {
  const queued = await services.ai.enqueueMissingWork();
  if (queued > 0) log(`AI: ${queued} overviews and embeddings queued; they are written in the background.`);
}

function logReady(config: ServerConfig, engine: DatabaseHandle['engine'], started: number, signIn: SignInHint): void {
  const url = `http://${displayHost(config.host)}:${config.port}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const processes = config.webConcurrency > 1 ? `, ${config.webConcurrency} processes` : '';
  if (apiOnly) {
    log(`API ready at ${url}/api (${engine}${processes}, started in ${seconds} s)`);
  } else {
    log(`Console ready at ${url}  —  ${signInText(signIn)}`);
    log(`(${engine === 'pglite' ? `embedded database in ${config.dataDir}` : `PostgreSQL server${processes}`}, started in ${seconds} s)`);
  }
}

/** WEB_CONCURRENCY > 1: the one-time steps here, then the app processes (server/cluster.ts). */
async function startGroup(config: ServerConfig, started: number): Promise<void> {
  const handle = await open(config);
  const presence = await holdServerPresence(sessionLockUrl(config)!);
  let signIn: SignInHint;
  try {
    if (!apiOnly) await buildConsole(config);
    const files = await createFileStore(config);
    const services = createServices({ db: handle.db, files });
    signIn = await prepareData(config, handle, files, services);
    await queueMissingAiWork(services);
  } finally {
    await handle.close();
    await presence.release();
  }
  await runWorkers(config.webConcurrency, log);
  logReady(config, handle.engine, started, signIn);
  process.send?.(READY_MESSAGE);
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  if (config.webConcurrency > 1 && !isClusterWorker) return startGroup(config, started);
  // The database first: its lock refuses a second server before any time is spent building.
  const handle = await open(config);
  // marks this server as a user of the PostgreSQL database: seed:reset refuses while it runs
  const lockUrl = sessionLockUrl(config);
  const presence: Presence | null = lockUrl ? await holdServerPresence(lockUrl) : null;
  if (!apiOnly && !isClusterWorker) await buildConsole(config);
  const files = await createFileStore(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let aiWorker: AiWorker | undefined;
  let closing = false;
  let signIn: SignInHint = { kind: 'staff' };
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, closing…`);
    try {
      await aiWorker?.stop();
      await app?.close();
    } finally {
      await handle.close();
      await presence?.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Under `npm start`'s supervisor (or a WEB_CONCURRENCY primary): once it is gone nobody would stop or restart this server.
  if (process.send) process.on('disconnect', () => void shutdown('Supervisor gone'));

  try {
    const services = createServices({ db: handle.db, files });
    if (!isClusterWorker) signIn = await prepareData(config, handle, files, services);
    // every process that serves pages: the first page of relevant candidates does not wait for them
    await warmAiModels(services.ai.embedderName);
    app = await buildApp({ config, db: handle.db, files, services });
    registerHealthRoutes(app, { db: handle.db, isClosing: () => closing });
    await app.listen({ port: config.port, host: config.host });
    if (!isClusterWorker) await queueMissingAiWork(services);
    if (config.aiWorker) aiWorker = services.ai.startWorker({ log });
    else log('AI worker off (AI_WORKER=false): queued AI work is left to instances that run it.');
  } catch (error) {
    await app?.close().catch(() => {});
    await handle.close().catch(() => {});
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use. Stop the program using it, or start with another PORT.`);
      process.exit(1);
    }
    throw error;
  }

  // a group's primary says it once for all its processes
  if (!isClusterWorker) logReady(config, handle.engine, started, signIn);
  process.send?.(READY_MESSAGE);
}

main().catch((error: unknown) => {
  // a setting the database showed to be wrong (server/auth/firstSuperAdmin.ts): one sentence, as readConfig
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
