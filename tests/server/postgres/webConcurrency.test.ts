/**
 * WEB_CONCURRENCY=N: N app processes answer on one port (server/cluster.ts). On PostgreSQL
 * (TEST_DATABASE_URL): with 2, two worker processes, each with its own pool, serve the port after
 * the primary migrated once, and SIGTERM stops them all. On the embedded database the start is
 * refused with one sentence (this part runs on every engine).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../../server/db/migrate';
import { TEST_DATABASE_URL, testDatabaseUrl } from '../platform/testDatabase';
import { admin, freePort, startServerProcess, stopAllServerProcesses, stopServerProcess } from './serverProcess';
import { FIRST_ADMIN_ENV } from '../firstAdminEnv';

const DB_NAME = `jm_t_webconc_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'jm-webconc-'));

afterAll(async () => {
  await stopAllServerProcesses();
  if (TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
});

/** The app processes holding connections to the test database, by the pid in their connection name. */
async function connectedPids(): Promise<number[]> {
  const rows = await admin<{ name: string }>('SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE datname = $1', [DB_NAME]);
  return rows.flatMap((r) => /^jewel-marketplace pid (\d+)$/.exec(r.name)?.slice(1).map(Number) ?? []).sort();
}

describe('WEB_CONCURRENCY', () => {
  it('is refused on the embedded database with one sentence naming the fix', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
      env: { ...process.env, DATABASE_URL: '', WEB_CONCURRENCY: '2', PORT: '0', DATA_DIR: join(dir, 'embedded') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuration error: WEB_CONCURRENCY=2 needs a PostgreSQL server (DATABASE_URL): the embedded database allows one app process, so unset WEB_CONCURRENCY or set DATABASE_URL.',
    );
  }, 60_000);

  it.skipIf(!TEST_DATABASE_URL)('with 2 on PostgreSQL, two worker processes serve one port; SIGTERM stops them all', async () => {
    await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${DB_NAME}"`);
    const port = await freePort();
    const group = await startServerProcess({
      DATABASE_URL: testDatabaseUrl(DB_NAME),
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ...FIRST_ADMIN_ENV,
      AI_WORKER: 'false',
      DATA_DIR: join(dir, 'data'),
    });
    expect(group.out).toMatch(/API ready at http:\/\/127\.0\.0\.1:\d+\/api \(postgres, 2 processes, started in/);
    // the ready line and the pgvector warning come once for the group, not once per process
    expect(group.out.match(/API ready at/g)).toHaveLength(1);
    expect((group.err.match(/pgvector is not installed/g) ?? []).length).toBeLessThanOrEqual(1);

    // requests spread over the workers open their pools; each worker also holds its presence lock
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`http://127.0.0.1:${port}/api/ready`, { headers: { connection: 'close' } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const workers = await connectedPids();
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(group.child.pid);

    const migrations = await admin<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations', [], testDatabaseUrl(DB_NAME));
    expect(migrations[0].n).toBe(listMigrations().length);

    expect(await stopServerProcess(group.child)).toBe(0);
    const deadline = Date.now() + 10_000;
    while ((await connectedPids()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await connectedPids()).toEqual([]);
  }, 120_000);
});
