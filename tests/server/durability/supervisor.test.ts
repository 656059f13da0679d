/**
 * Issue 10 item 3: `npm start`'s supervisor (server/supervise.ts) brings a killed server back on
 * the same data, taking over the dead server's lock, and a clean stop stops for good. Real
 * processes on a throwaway data folder and a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { copyTemplateInto } from '../platform/template';
import { FIRST_ADMIN_ENV } from '../firstAdminEnv';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const folders: string[] = [];
const processes: ChildProcess[] = [];
afterAll(() => {
  for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of serverPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const serverPids = new Set<number>();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => T | null | Promise<T | null>, timeoutMs: number, output: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s. Output:\n${output()}`);
}

async function startSupervised() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-supervisor-'));
  folders.push(dataDir);
  await copyTemplateInto(dataDir);
  const port = await freePort();
  const supervisor = spawn(process.execPath, ['--import', 'tsx', 'server/supervise.ts', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...FIRST_ADMIN_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(supervisor);
  let output = '';
  supervisor.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const lockPath = join(dataDir, 'server.lock');
  const readyCount = () => output.split('API ready at').length - 1;
  const serverPid = () => {
    const pid = existsSync(lockPath) ? Number(readFileSync(lockPath, 'utf8')) : NaN;
    if (Number.isInteger(pid) && pid > 0) serverPids.add(pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  };
  await until('The first start', () => (readyCount() >= 1 ? true : null), 90_000, () => output);
  return { supervisor, exited, base, lockPath, readyCount, serverPid, output: () => output };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  expect(res.status).toBe(200);
  return `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start under its supervisor', () => {
  it('restarts a SIGKILLed server on the same data, then stops for good on SIGTERM', { timeout: 240_000 }, async () => {
    const run = await startSupervised();
    const cookie = await signIn(run.base);
    const first = run.serverPid()!;
    expect(first).not.toBe(run.supervisor.pid);

    process.kill(first, 'SIGKILL');
    const second = await until('A restarted server', () => (run.readyCount() >= 2 ? run.serverPid() : null), 60_000, run.output);
    expect(second).not.toBe(first);
    expect(run.output()).toMatch(/\[supervisor\] The server stopped unexpectedly \(killed by SIGKILL\).*restarting it in 1 s/);
    // same data: the session made before the crash is still valid
    const me = await fetch(`${run.base}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);

    // a second crash in a row waits longer
    process.kill(second, 'SIGKILL');
    await until('A second restart', () => (run.readyCount() >= 3 ? true : null), 60_000, run.output);
    expect(run.output()).toMatch(/killed by SIGKILL.*restarting it in 2 s \(restart 2 in a row\)/);
    const third = run.serverPid()!;

    run.supervisor.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await until('The server to stop', () => (isAlive(third) ? null : true), 20_000, run.output);
    expect(existsSync(run.lockPath)).toBe(false);
    expect(run.readyCount()).toBe(3);
  });

  it('a server whose supervisor was killed stops too, releasing the data folder', { timeout: 180_000 }, async () => {
    const run = await startSupervised();
    const server = run.serverPid()!;
    run.supervisor.kill('SIGKILL');
    await until('The orphaned server to stop', () => (isAlive(server) ? null : true), 30_000, run.output);
    expect(existsSync(run.lockPath)).toBe(false);
  });
});
