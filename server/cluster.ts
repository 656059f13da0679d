/**
 * `WEB_CONCURRENCY=N` (PostgreSQL only): N app processes answer on the one PORT through
 * node:cluster, so a server with several cores uses them all. The primary process (server/start.ts
 * under `npm start`'s supervisor) migrates, seeds and queues the missing AI work once, then forks
 * the workers; each worker is a whole app server (its own pool of DB_POOL_SIZE connections, read
 * cache and, unless AI_WORKER=false, AI worker) that skips those one-time steps. Connections to
 * the port are shared out among the workers by the primary.
 *
 * The primary tells its own supervisor it is ready once every worker is. A worker that dies stops
 * the whole group with exit code 1, so the supervisor's restart policy (server/supervisor.ts, with
 * its growing waits) applies to the group as to a single server; a worker that fails before the
 * group was ready ends the start, as a single server's bad start does. SIGINT/SIGTERM, or the
 * supervisor going away, stop the workers cleanly (each closes as a single server does).
 */
import cluster, { type Worker } from 'node:cluster';
import { describeExit, READY_MESSAGE } from './supervisor';

/** True in a process forked by runWorkers: the one-time start-up steps were done by the primary. */
export const isClusterWorker = cluster.isWorker;

/** A worker that does not stop within this after SIGTERM is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * Forks `count` workers. Resolves once every one answers requests; when one ends first, the
 * others are stopped and this process exits with its code (the promise stays pending).
 */
export function runWorkers(count: number, log: (message: string) => void): Promise<void> {
  const workers = new Set<Worker>();
  let stopping = false;
  let allReady = false;

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const exited = [...workers].map((worker) => new Promise((resolve) => worker.process.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    timer.unref();
    void Promise.all(exited).then(() => process.exit(code));
  };

  const ready = new Promise<void>((resolve) => {
    let readyCount = 0;
    for (let i = 0; i < count; i++) {
      const worker = cluster.fork();
      workers.add(worker);
      worker.on('message', (message) => {
        if (message !== READY_MESSAGE || ++readyCount < count) return;
        allReady = true;
        resolve();
      });
      worker.process.once('exit', (code, signal) => {
        workers.delete(worker);
        if (stopping) return;
        const how = describeExit(code, signal);
        if (!allReady) {
          log(`An app process could not start (${how}); stopping the others.`);
          return stopAll(code || 1);
        }
        log(`An app process stopped unexpectedly (${how}); stopping the other ${workers.size} so the group restarts together.`);
        stopAll(1);
      });
    }
  });

  const stop = (reason: string) => {
    if (stopping) return;
    log(`${reason}, stopping ${workers.size} app processes…`);
    stopAll(0);
  };
  process.on('SIGINT', () => stop('SIGINT received'));
  process.on('SIGTERM', () => stop('SIGTERM received'));
  if (process.send) process.on('disconnect', () => stop('Supervisor gone'));
  return ready;
}
