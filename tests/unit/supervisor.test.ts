import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_MESSAGE, restartDelayMs, STABLE_AFTER_MS, supervise } from '../../server/supervisor';

/** A stand-in server process: emits what a forked one would. */
class FakeServer extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  signals: string[] = [];
  kill(signal: NodeJS.Signals) {
    this.signals.push(signal);
    return true;
  }
  ready() {
    this.emit('message', READY_MESSAGE);
  }
  die(code: number | null, signal: NodeJS.Signals | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
}

let servers: FakeServer[];
let logs: string[];
let exits: number[];
const start = () =>
  supervise({
    startServer: () => {
      const server = new FakeServer();
      servers.push(server);
      return server as unknown as ChildProcess;
    },
    log: (message) => logs.push(message),
    exit: (code) => exits.push(code),
  });

beforeEach(() => {
  vi.useFakeTimers();
  servers = [];
  logs = [];
  exits = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restartDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('supervise', () => {
  it('restarts a crashed server with growing delays, logging each reason', () => {
    start();
    servers[0].ready();
    servers[0].die(null, 'SIGKILL');
    expect(logs.at(-1)).toMatch(/stopped unexpectedly \(killed by SIGKILL\).*restarting it in 1 s/);
    vi.advanceTimersByTime(999);
    expect(servers).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(servers).toHaveLength(2);
    servers[1].ready();
    servers[1].die(134);
    expect(logs.at(-1)).toMatch(/\(exit code 134\).*restarting it in 2 s \(restart 2 in a row\)/);
    vi.advanceTimersByTime(2_000);
    expect(servers).toHaveLength(3);
    expect(exits).toEqual([]);
  });

  it('waits 1 s again after a server that stayed up a while', () => {
    start();
    servers[0].ready();
    servers[0].die(1);
    vi.advanceTimersByTime(1_000);
    servers[1].ready();
    servers[1].die(1);
    vi.advanceTimersByTime(2_000);
    servers[2].ready();
    vi.advanceTimersByTime(STABLE_AFTER_MS);
    servers[2].die(1);
    expect(logs.at(-1)).toMatch(/restarting it in 1 s \(restart 1 in a row\)/);
  });

  it('keeps restarting a server that fails while starting again after it had run', () => {
    start();
    servers[0].ready();
    servers[0].die(1);
    vi.advanceTimersByTime(1_000);
    servers[1].die(1);
    vi.advanceTimersByTime(2_000);
    expect(servers).toHaveLength(3);
  });

  it('does not restart a server that could not start the first time, and exits with its code', () => {
    start();
    servers[0].die(1);
    vi.advanceTimersByTime(60_000);
    expect(servers).toHaveLength(1);
    expect(exits).toEqual([1]);
    expect(logs.at(-1)).toMatch(/could not start \(exit code 1\)/);
  });

  it('a clean stop asks the server to close and never restarts it', () => {
    const supervisor = start();
    servers[0].ready();
    supervisor.stop('SIGTERM');
    expect(servers[0].signals).toEqual(['SIGTERM']);
    servers[0].die(0);
    vi.advanceTimersByTime(60_000);
    expect(servers).toHaveLength(1);
    expect(exits).toEqual([0]);
  });

  it('a stop during the wait before a restart cancels the restart', () => {
    const supervisor = start();
    servers[0].ready();
    servers[0].die(null, 'SIGSEGV');
    supervisor.stop('SIGINT');
    vi.advanceTimersByTime(60_000);
    expect(servers).toHaveLength(1);
    expect(exits).toEqual([0]);
  });

  it('kills a server that does not close within the grace period', () => {
    const supervisor = start();
    servers[0].ready();
    supervisor.stop('SIGTERM');
    vi.advanceTimersByTime(15_000);
    expect(servers[0].signals).toEqual(['SIGTERM', 'SIGKILL']);
  });

  it('a server that exits 0 by itself was stopped on purpose', () => {
    start();
    servers[0].ready();
    servers[0].die(0);
    vi.advanceTimersByTime(60_000);
    expect(servers).toHaveLength(1);
    expect(exits).toEqual([0]);
  });
});
