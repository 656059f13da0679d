/**
 * Real app servers (`server/start.ts --api-only`, as `npm start` runs them) for the PostgreSQL
 * tests: start one with an environment, wait for its ready line, stop every one at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../platform/testDatabase';

export interface StartedServer {
  child: ChildProcess;
  /** What it printed until it said it was ready. */
  out: string;
  err: string;
}

const started: ChildProcess[] = [];

/** Runs one statement as the test cluster's superuser (CREATE/DROP DATABASE, pg_stat_activity). */
export async function admin<T extends pg.QueryResultRow = pg.QueryResultRow>(query: string, values: unknown[] = [], url = TEST_DATABASE_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(query, values)).rows;
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a server; resolves once it prints its ready line, rejects with its output if it exits first. */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], { env: { ...process.env, ...env } });
    started.push(child);
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('API ready at')) resolve({ child, out, err });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(Object.assign(new Error(`server exited with ${code}\n${out}\n${err}`), { code, out, err })));
  });
}

/** Sends SIGTERM to a server and waits for it to exit; resolves with its exit code. */
export function stopServerProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return exited.finally(() => clearTimeout(timer));
}

/** Stops every server this file started (afterAll). */
export async function stopAllServerProcesses(): Promise<void> {
  await Promise.all(started.map((child) => stopServerProcess(child)));
}
