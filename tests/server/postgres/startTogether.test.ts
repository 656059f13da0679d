/**
 * Several app servers on one PostgreSQL database and one S3 store (runs only with
 * TEST_DATABASE_URL, as `npm run test:server:pg` does): two real server processes started at the
 * same moment on an empty database, each with its AI worker, both come up (migrations under an
 * advisory lock, the demo sign-in created once) and are ready; a write on one is read on the other
 * (through its read cache, which a write to another table leaves alone); a file uploaded through
 * one is read and deleted through the other; the sign-in limit counts across both; each AI task
 * runs once; `npm run migrate` beside them finds nothing to do.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { openDatabase } from '../../../server/db/client';
import { listMigrations } from '../../../server/db/migrate';
import { TEST_DATABASE_URL, testDatabaseUrl } from '../platform/testDatabase';
import {
  expectFileSharedAcross,
  expectLoginLimitAcross,
  expectPerTableAcross,
  expectWriteSeenThroughCache,
  gql,
  httpSender,
  type Send,
  signInDemo,
} from '../platform/twoServerChecks';
import { admin, freePort, type StartedServer, startServerProcess, stopAllServerProcesses } from './serverProcess';
import { FIRST_ADMIN_ENV } from '../firstAdminEnv';

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

const DB_NAME = `jm_t_together_${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'jm-together-'));
let s3: S3rverServer | undefined;
let s3Env: Record<string, string> = {};
const inDatabase = <T extends Record<string, unknown>>(query: string, values: unknown[] = []) => admin<T>(query, values, testDatabaseUrl(DB_NAME));

function env(port: number): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: testDatabaseUrl(DB_NAME),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    ...FIRST_ADMIN_ENV,
    DATA_DIR: join(dir, `data-${port}`),
    LOGIN_RATE_LIMIT: '3',
    AI_QUEUE_POLL_MS: '100',
    ...s3Env,
  };
}

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
  const { port } = await s3.run();
  s3Env = { S3_BUCKET_PREFIX: 'jm-together-', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
});
afterAll(async () => {
  await stopAllServerProcesses();
  if (TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)('two app servers started at once on an empty PostgreSQL database, one S3 store', () => {
  let first: StartedServer;
  let second: StartedServer;
  let one: Send;
  let two: Send;
  let cookie: string;
  let companyId: string;

  it('both come up and are ready; the schema and the first Super Admin exist once', async () => {
    await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${DB_NAME}"`);
    const [a, b] = [await freePort(), await freePort()];
    [first, second] = await Promise.all([startServerProcess(env(a)), startServerProcess(env(b))]);
    expect(first.out).toContain('(postgres, started');
    expect(second.out).toContain('(postgres, started');
    [one, two] = [httpSender(`http://127.0.0.1:${a}`), httpSender(`http://127.0.0.1:${b}`)];

    for (const send of [one, two]) {
      expect((await send({ method: 'GET', url: '/api/health' })).status).toBe(200);
      const ready = await send({ method: 'GET', url: '/api/ready' });
      expect(ready.status, ready.bytes.toString()).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    }

    const migrations = await inDatabase<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name ORDER BY name');
    expect(migrations.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
    expect(migrations.every((r) => r.n === 1)).toBe(true);
    const users = await inDatabase<{ n: number }>('SELECT count(*)::int AS n FROM staff_users WHERE email = $1', [DEMO_USER.email]);
    expect(users[0].n).toBe(1);
    // SEED_DEMO=false: the first Super Admin (ADMIN_EMAIL) is made by one of the two, under a lock
    const made = [first.out, second.out].filter((out) => out.includes(`First Super Admin created: ${DEMO_USER.email}`));
    expect(made).toHaveLength(1);
    // without pgvector each server says once what is slower and how to install it
    if ((await inDatabase("SELECT 1 FROM pg_extension WHERE extname = 'vector'")).length === 0) {
      expect(first.err.match(/pgvector is not installed/g)).toHaveLength(1);
      expect(second.err.match(/pgvector is not installed/g)).toHaveLength(1);
    }
    cookie = await signInDemo(one);
  }, 120_000);

  it('a write on one is read on the other, through its read cache', async () => {
    companyId = await expectWriteSeenThroughCache(one, two, cookie);
  });

  it('a file uploaded through one is read and deleted through the other, on the S3 store', async () => {
    await expectFileSharedAcross(one, two, cookie);
  });

  it('each AI task runs once: jobs created on both servers get their vector written once, by one of the two workers', async () => {
    // counts every write of a job's vector, naming the server process that made it
    await inDatabase(`CREATE TABLE test_vector_writes (job_id uuid, writer text)`);
    await inDatabase(`CREATE FUNCTION test_count_vector_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_vector_writes VALUES (NEW.id, current_setting('application_name')); RETURN NEW; END $$`);
    await inDatabase(`CREATE TRIGGER test_vector_write AFTER UPDATE OF embedding ON jobs FOR EACH ROW
      WHEN (NEW.embedding IS NOT NULL AND NEW.embedding IS DISTINCT FROM OLD.embedding) EXECUTE FUNCTION test_count_vector_write()`);
    const create = 'mutation($input: JobInput!) { createJob(input: $input) { _id } }';
    const jobs = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const input = { title: `Bench Jeweller ${i}`, isExternalJob: false, companyId, description: '<p>Set stones and polish</p>', jobType: 'FULL_TIME', category: 'Craft', industry: 'Jewellery', city: 'Lyon', state: 'Rhône', country: 'France' };
        const res = await gql(i % 2 ? two : one, cookie, create, { input });
        expect(res.json().errors, res.bytes.toString()).toBeUndefined();
        return res.json().data.createJob._id as string;
      }),
    );
    const deadline = Date.now() + 60_000;
    let left = -1;
    while (Date.now() < deadline) {
      left = (await inDatabase<{ n: number }>('SELECT count(*)::int AS n FROM ai_tasks'))[0].n;
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(left, 'AI tasks still queued after 60 s').toBe(0);
    const writes = await inDatabase<{ job_id: string; n: number; writers: string[] }>(
      'SELECT job_id::text, count(*)::int AS n, array_agg(writer) AS writers FROM test_vector_writes GROUP BY job_id',
    );
    expect(writes.map((w) => w.job_id).sort()).toEqual([...jobs].sort());
    expect(writes.filter((w) => w.n !== 1)).toEqual([]);
    const pids = new Set([first.child.pid, second.child.pid].map((pid) => `jewel-marketplace pid ${pid}`));
    for (const w of writes) expect(pids.has(w.writers[0])).toBe(true);
  }, 90_000);

  // after the AI test: its queue is empty, so no background write moves the jobs table meanwhile
  it('a write on one to another table leaves the cached answers of the other; one to their table does not', async () => {
    await expectPerTableAcross(one, two, cookie, companyId);
  });

  it('the sign-in limit counts across both', async () => {
    await expectLoginLimitAcross(one, two);
  });

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
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/migrate.ts'], { env: { ...process.env, ...env(0) }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Schema up to date (PostgreSQL).');
  }, 60_000);
});
