/**
 * PGlite does not stop a second process from opening the same folder, which would corrupt it.
 * The server holds an exclusive lock file (O_EXCL) with its pid; a lock left by a dead process
 * is taken over (a SIGKILLed server leaves its lock behind). A lock naming this very process but
 * not held by it is stale too: a restarted container gives the new server the old one's pid.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/** Lock files this process holds: the only locks naming our pid that are not stale. */
const HELD = new Set<string>();

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `The data folder ${dataDir} is in use by another server process (${pid === null ? 'starting now' : `pid ${pid}`}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = resolve(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      HELD.add(path);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          HELD.delete(path);
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      if (holder === process.pid && HELD.has(path)) throw new DataDirLockedError(dataDir, holder);
      // An empty lock a moment old is another server between creating it and writing its pid.
      if (holder === null && isFresh(path)) throw new DataDirLockedError(dataDir, null);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function isFresh(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
