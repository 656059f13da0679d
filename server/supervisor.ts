/**
 * Keeps the server running: `npm start` runs this small process, which forks the real server
 * (server/start.ts) and starts it again when it dies (a crash, out of memory, a kill), waiting
 * 1 s, 2 s, 4 s, … (at most 30 s) between tries so a server that cannot stay up does not spin; a
 * server that stayed up for a minute counts as healthy again and the next restart waits 1 s.
 * The dead server's data-folder lock names a process that no longer runs, so the new server
 * takes it over (server/db/lock.ts), exactly as after a SIGKILL.
 *
 * A server that fails before its first "ready" (bad configuration, port in use, data folder
 * held by another server) is not restarted: a person has to act, and the supervisor exits with
 * the server's code. SIGINT/SIGTERM stop the server cleanly and end the supervisor; a server
 * that exits with code 0 by itself was stopped on purpose, and is not restarted either.
 */
import type { ChildProcess } from 'node:child_process';

export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** Up this long, a server counts as healthy again: the next restart waits the first delay. */
export const STABLE_AFTER_MS = 60_000;
/** A server that does not stop within this after SIGTERM is killed. */
const STOP_GRACE_MS = 15_000;

/** The wait before restart number `restart` (1-based) of a run of quick failures. */
export function restartDelayMs(restart: number): number {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.min(restart - 1, 20), MAX_RESTART_DELAY_MS);
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/** The message a server sends its supervisor once it answers requests. */
export const READY_MESSAGE = 'jm:server-ready';

export interface SupervisorOptions {
  /** Starts one server process with an IPC channel (child_process.fork). */
  startServer(): ChildProcess;
  log(message: string): void;
  /** Ends the supervisor (process.exit outside tests). */
  exit(code: number): void;
  now?: () => number;
}

export interface Supervisor {
  /** A clean stop: the server is asked to close, then the supervisor exits 0. */
  stop(signal: NodeJS.Signals): void;
}

export function supervise(options: SupervisorOptions): Supervisor {
  const now = options.now ?? Date.now;
  let child: ChildProcess | null = null;
  let everReady = false;
  let stopping = false;
  let quickFailures = 0;
  let readyAt = 0;
  let restartTimer: NodeJS.Timeout | null = null;

  const launch = () => {
    restartTimer = null;
    const started = options.startServer();
    child = started;
    started.on('message', (message) => {
      if (message !== READY_MESSAGE) return;
      everReady = true;
      readyAt = now();
    });
    started.once('exit', (code, signal) => onExit(started, code, signal));
  };

  const onExit = (exited: ChildProcess, code: number | null, signal: NodeJS.Signals | null) => {
    if (child !== exited) return;
    child = null;
    if (stopping) return options.exit(0);
    if (!everReady) {
      options.log(`[supervisor] The server could not start (${describeExit(code, signal)}); not restarting it.`);
      return options.exit(code || 1);
    }
    if (code === 0 && !signal) {
      options.log('[supervisor] The server stopped by itself (exit code 0); not restarting it.');
      return options.exit(0);
    }
    const upMs = readyAt ? now() - readyAt : 0;
    quickFailures = upMs >= STABLE_AFTER_MS ? 1 : quickFailures + 1;
    readyAt = 0;
    const delay = restartDelayMs(quickFailures);
    options.log(
      `[supervisor] The server stopped unexpectedly (${describeExit(code, signal)}) after ${Math.round(upMs / 1000)} s up; ` +
        `restarting it in ${delay / 1000} s (restart ${quickFailures} in a row).`,
    );
    restartTimer = setTimeout(launch, delay);
  };

  launch();

  return {
    stop(signal) {
      if (stopping) return;
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (!running) return options.exit(0);
      options.log(`[supervisor] ${signal} received, stopping the server…`);
      running.kill('SIGTERM');
      setTimeout(() => {
        if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
      }, STOP_GRACE_MS).unref();
    },
  };
}
