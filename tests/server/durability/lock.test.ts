/** The data folder lock after a crash: stale locks are taken over, live ones refuse a second server. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../../server/db/lock';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'jm-lock-')));
const lockFile = () => join(dir, 'server.lock');

/** The pid of a process that has run and exited (and been reaped). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireDataDirLock', () => {
  it('takes over the lock of a server that was killed (its pid no longer runs)', () => {
    fresh();
    writeFileSync(lockFile(), String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming this very pid that this process does not hold (restarted container)', () => {
    fresh();
    writeFileSync(lockFile(), String(process.pid));
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('refuses while a live process holds it, naming the pid', () => {
    fresh();
    writeFileSync(lockFile(), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
  });

  it('treats an empty lock as another server starting when fresh, as garbage when old', () => {
    fresh();
    writeFileSync(lockFile(), '');
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process \(starting now\)/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    acquireDataDirLock(dir).release();
  });
});
