/**
 * Several app servers on one PostgreSQL database (runs only with TEST_DATABASE_URL, as
 * `npm run test:server:pg` does): two servers started at the same moment on an empty database
 * both come up (migrations under an advisory lock, the demo sign-in created once) and are ready;
 * `npm run migrate` beside them finds nothing to do.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { openDatabase } from '../../../server/db/client';
import { listMigrations } from '../../../server/db/migrate';
import { TEST_DATABASE_URL, testDatabaseUrl } from '../platform/testDatabase';

const DB_NAME = `jm_t_together_${process.pid}`;
const children: ChildProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'jm-together-'));

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function env(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: testDatabaseUrl(DB_NAME),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    AI_WORKER: 'false',
    DATA_DIR: join(dir, `data-${port}`),
  };
}

/** Starts `server/start.ts --api-only`; resolves with its output once it says it is ready. */
function startServer(port: number): Promise<{ out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], { env: env(port) });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('API ready at')) resolve({ out, err });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server on ${port} exited with ${code}\n${out}\n${err}`)));
  });
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)('two app servers started at once on an empty PostgreSQL database', () => {
  it('both come up and are ready; the schema and the demo sign-in exist once', async () => {
    await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${DB_NAME}"`);
    const [a, b] = [await freePort(), await freePort()];
    const [first, second] = await Promise.all([startServer(a), startServer(b)]);
    expect(first.out).toContain('(postgres, started');
    expect(second.out).toContain('(postgres, started');

    for (const port of [a, b]) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status, await ready.clone().text()).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }

    const client = new pg.Client({ connectionString: testDatabaseUrl(DB_NAME) });
    await client.connect();
    try {
      const migrations = await client.query('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name ORDER BY name');
      expect(migrations.rows.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
      expect(migrations.rows.every((r) => r.n === 1)).toBe(true);
      const users = await client.query("SELECT count(*)::int AS n FROM staff_users WHERE email = $1", [DEMO_USER.email]);
      expect(users.rows[0].n).toBe(1);
      // without pgvector each server says once what is slower and how to install it
      const vector = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'vector'");
      if (vector.rowCount === 0) {
        expect(first.err.match(/pgvector is not installed/g)).toHaveLength(1);
        expect(second.err.match(/pgvector is not installed/g)).toHaveLength(1);
      }
    } finally {
      await client.end();
    }
  }, 120_000);

  it('four opens at the same instant on an empty database all succeed, each migration applied once', async () => {
    const name = `${DB_NAME}_race`;
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
    try {
      const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 2 })));
      expect(handles.map((h) => h.migrated.length).sort((x, y) => y - x)).toEqual([listMigrations().length, 0, 0, 0]);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }, 60_000);

  it('npm run migrate beside them finds the schema up to date', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/migrate.ts'], { env: env(0), encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Schema up to date (PostgreSQL).');
  }, 60_000);
});
