/**
 * A real PgBouncer in transaction mode in front of one database of the test cluster, as an
 * operator puts it in front of the app (README, "Behind a connection pooler"). Debian's package
 * (`apt-get install pgbouncer`, which CI does in .ci/run); its default service is not used.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './serverProcess';

export const PGBOUNCER: string | null = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'].find((path) => existsSync(path)) ?? null;

export interface Pooler {
  /** The pooled connection string of the database. */
  url: string;
  /** What PgBouncer printed (its log goes to stderr). */
  log(): string;
  stop(): Promise<void>;
}

/**
 * `serverUrl`: the direct connection string of the database to pool. `poolSize` server
 * connections are shared by every client: with 2, two app servers' pools of 10 really take turns.
 */
export async function startPgBouncer(serverUrl: string, poolSize = 2): Promise<Pooler> {
  if (!PGBOUNCER) throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer');
  const server = new URL(serverUrl);
  const database = server.pathname.slice(1);
  const user = decodeURIComponent(server.username) || 'postgres';
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'jm-pgbouncer-'));
  // PgBouncer refuses to run as root; as root it switches to the postgres user, who must read these
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${server.hostname} port=${server.port || 5432} dbname=${database} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // loopback only, against a throwaway cluster that trusts loopback itself
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 200',
      // what the README tells operators: the app may send statement_timeout (DB_STATEMENT_TIMEOUT_MS)
      'ignore_startup_parameters = extra_float_digits,statement_timeout',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = new URL(serverUrl);
  url.host = `127.0.0.1:${port}`;
  const pooler: Pooler = {
    url: url.toString(),
    log: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await untilAnswering(pooler, child);
  return pooler;
}

async function untilAnswering(pooler: Pooler, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}:\n${pooler.log()}`);
    const client = new pg.Client({ connectionString: pooler.url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`pgbouncer does not answer: ${(error as Error).message}\n${pooler.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
