/**
 * Shared by the load run and the list benchmarks: start tests/load/server.ts as a child process
 * on a data folder, sign in, send GraphQL, and read the server's resident memory from /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEMO_USER } from '../../domain/constants';
import { withServerNodeFlags } from '../../server/nodeFlags';
import { MEMORY_LINE, type MemoryReading } from './memoryProbe';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Resident set size of the server process in MiB (Linux /proc). */
  rssMiB(): number;
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
  cpuMs(): number;
  /** What the server printed on stderr (faults are logged there). */
  stderr(): string;
  /**
   * Only for a server started with `memoryProbe`: the most heap the server used since the last
   * call (sampled every 10 ms inside it, garbage included), then its memory after a full garbage
   * collection (what it keeps), in MiB.
   */
  memory(): Promise<MemoryReading>;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/** Where a server's data is: a data folder (PGlite, and the files), and a PostgreSQL database when set. */
export interface ServerData {
  dataDir: string;
  databaseUrl?: string;
}

export async function startServer(
  options: ServerData & { seedDemo?: boolean; env?: Record<string, string>; memoryProbe?: boolean },
): Promise<ServerProcess> {
  const database = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  // The probe needs a collection on demand; servers measured for speed run exactly as shipped.
  const probe = options.memoryProbe ? { flags: ['--expose-gc'], env: { BENCH_MEMORY_PROBE: '1' } } : { flags: [], env: {} };
  const child = spawn(process.execPath, [...withServerNodeFlags(probe.flags), '--import', 'tsx', 'tests/load/server.ts'], {
    env: { ...process.env, DATA_DIR: options.dataDir, PORT: '0', SEED_DEMO: String(options.seedDemo ?? false), ...database, ...probe.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-20_000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s: ${err}`)), 180_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${err}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid,
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    cpuMs() {
      // fields after the command name: state is the 1st, utime the 12th and stime the 13th
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    stderr: () => err,
    memory() {
      if (!options.memoryProbe) return Promise.reject(new Error('start the server with memoryProbe to read its memory'));
      return new Promise<MemoryReading>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error('the server did not report its memory in 30 s')), 30_000);
        const onData = (d: Buffer) => {
          out += d.toString();
          const line = out.split('\n').find((l) => l.startsWith(MEMORY_LINE));
          if (!line) return;
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve(JSON.parse(line.slice(MEMORY_LINE.length)) as MemoryReading);
        };
        child.stdout.on('data', onData);
        child.kill('SIGUSR2');
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs in as the demo user; returns the Cookie header to send. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('sign-in answered without a session cookie');
  return cookie;
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export async function graphql<T>(baseUrl: string, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as Omit<GraphQLAnswer<T>, 'status'>;
  return { status: res.status, ...body };
}
