/**
 * Two app servers behind a real PgBouncer in transaction mode (README, "Behind a connection
 * pooler"): DATABASE_URL is the pooler, whose 2 server connections the servers' pools take turns
 * on, and DATABASE_DIRECT_URL the database itself, for the work that holds a session lock across
 * statements. Started at the same moment on an empty database, both come up; reads and writes go
 * through the pooler; two staff members writing at once are each named in the audit trail;
 * relevant candidates page past the first re-ranked block; seed:reset refuses while they run; and
 * once they stop, no advisory lock is left behind on a server connection that PgBouncer keeps.
 *
 * Runs with TEST_DATABASE_URL. Without pgbouncer installed it is skipped locally but fails in CI
 * (CI set), which installs it, so that it cannot be skipped there unnoticed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffUser } from '../../../server/auth/staffUsers';
import { openDatabase } from '../../../server/db/client';
import { listMigrations } from '../../../server/db/migrate';
import { excludeServers, SERVER_PRESENCE_KEY } from '../../../server/db/presence';
import { MIGRATION_LOCK_KEY } from '../../../server/db/upgrade';
import { TEST_DATABASE_URL, testDatabaseUrl } from '../platform/testDatabase';
import { expectWriteSeenThroughCache, gql, httpSender, type Send, signInAs, signInDemo } from '../platform/twoServerChecks';
import { PGBOUNCER, type Pooler, startPgBouncer } from './pgbouncer';
import { admin, freePort, type StartedServer, startServerProcess, stopAllServerProcesses, stopServerProcess } from './serverProcess';
import { FIRST_ADMIN_ENV } from '../firstAdminEnv';

const DB_NAME = `jm_t_pooler_${process.pid}`;
// made when the tests run: a skipped file runs no afterAll to remove it
let dir = '';
const direct = () => testDatabaseUrl(DB_NAME);
const inDatabase = <T extends Record<string, unknown>>(query: string, values: unknown[] = []) => admin<T>(query, values, direct());
let pooler: Pooler | undefined;

function env(port: number): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: pooler!.url,
    DATABASE_DIRECT_URL: direct(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    ...FIRST_ADMIN_ENV,
    DATA_DIR: join(dir, `data-${port}`),
    LOGIN_RATE_LIMIT: '100',
  };
}

/** Granted advisory locks of a key in the test database, with the backends holding them. */
async function advisoryHolders(key: number): Promise<Array<{ pid: number; mode: string; name: string }>> {
  return inDatabase(
    `SELECT l.pid, l.mode, coalesce(a.application_name, '') AS name FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY l.pid`,
    [key],
  );
}

function runScript(script: string): ReturnType<typeof spawnSync> & { stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env(0) }, encoding: 'utf8', timeout: 60_000 });
}

afterAll(async () => {
  await stopAllServerProcesses();
  await pooler?.stop();
  if (TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL || (!PGBOUNCER && !process.env.CI))('two app servers behind PgBouncer in transaction mode', () => {
  let first: StartedServer;
  let second: StartedServer;
  let one: Send;
  let two: Send;
  let cookie: string;

  beforeAll(async () => {
    if (!PGBOUNCER) throw new Error('pgbouncer is not installed, so the pooler test cannot run: .ci/run installs it (apt-get install -y pgbouncer).');
    dir = mkdtempSync(join(tmpdir(), 'jm-pooler-'));
    await admin(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${DB_NAME}"`);
    pooler = await startPgBouncer(direct(), 2);
  }, 30_000);

  it('both come up at once on an empty database; each migration once; each holds its presence on a connection of its own', async () => {
    const [a, b] = [await freePort(), await freePort()];
    [first, second] = await Promise.all([startServerProcess(env(a)), startServerProcess(env(b))]);
    [one, two] = [httpSender(`http://127.0.0.1:${a}`), httpSender(`http://127.0.0.1:${b}`)];
    for (const send of [one, two]) {
      const ready = await send({ method: 'GET', url: '/api/ready' });
      expect(ready.status, ready.bytes.toString()).toBe(200);
    }
    const migrations = await inDatabase<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name ORDER BY name');
    expect(migrations.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
    expect(migrations.every((r) => r.n === 1)).toBe(true);
    expect(await advisoryHolders(MIGRATION_LOCK_KEY)).toEqual([]);
    // one shared lock per server, on a direct connection named after that server's process
    // (a pooled server connection would carry whichever client's name it served last)
    const names = [first, second].map((s) => `jewel-marketplace pid ${s.child.pid}`).sort();
    const presence = await advisoryHolders(SERVER_PRESENCE_KEY);
    expect(presence.map((h) => h.mode)).toEqual(['ShareLock', 'ShareLock']);
    expect(presence.map((h) => h.name).sort()).toEqual(names);
    cookie = await signInDemo(one);
  }, 120_000);

  it('a write through one server is read through the other', async () => {
    await expectWriteSeenThroughCache(one, two, cookie);
  });

  it('two staff members writing at the same moment on both servers are each named in the audit trail', async () => {
    const staff = [
      { email: 'ada.pooler@example.com', password: 'Pooler@12345', firstName: 'Ada', lastName: 'Pool', role: 'Admin' },
      { email: 'ben.pooler@example.com', password: 'Pooler@12345', firstName: 'Ben', lastName: 'Bouncer', role: 'Admin' },
    ];
    const handle = await openDatabase({ databaseUrl: direct(), poolSize: 1 });
    try {
      for (const seed of staff) await ensureStaffUser(handle.db, seed);
    } finally {
      await handle.close();
    }
    const cookies = await Promise.all(staff.map((s) => signInAs(one, s.email, s.password)));
    const create = 'mutation($input: CompanyInput!) { createCompany(input: $input) { _id } }';
    const made = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const who = i % 2;
        const input = {
          companyName: `Pooled Atelier ${i}`,
          companyDetails: { email: `atelier${i}@pooler.test`, address: `${i} Rue du Pool`, zipCode: '75001' },
          links: { website: `https://atelier${i}.pooler.test` },
        };
        // each staff member writes through both servers, so their writes share the pooled connections
        const res = await gql(i % 4 < 2 ? one : two, cookies[who], create, { input });
        expect(res.json().errors, res.bytes.toString()).toBeUndefined();
        return { id: res.json().data.createCompany._id as string, email: staff[who].email };
      }),
    );
    const events = await inDatabase<{ entity_id: string; actor_email: string | null }>(
      "SELECT entity_id, actor_email FROM audit_events WHERE entity = 'companies' AND action = 'create' AND entity_id = ANY($1)",
      [made.map((m) => m.id)],
    );
    const actorOf = new Map(events.map((e) => [e.entity_id, e.actor_email]));
    expect(events).toHaveLength(made.length);
    for (const m of made) expect(actorOf.get(m.id), m.id).toBe(m.email);
    // and the servers' twenty pooled connections really took turns on PgBouncer's two. The test's
    // own connections (one a query, closed at once) can still be listed for a moment while their
    // backends exit, so the count is read until it settles; the servers' pools, were they not
    // behind the pooler, would hold their connections and keep it above 2
    const presence = (await advisoryHolders(SERVER_PRESENCE_KEY)).map((h) => h.pid);
    const others = async () =>
      (
        await inDatabase<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND NOT pid = ANY($1)',
          [presence],
        )
      )[0].n;
    await expect.poll(others, { timeout: 5_000, interval: 200 }).toBeLessThanOrEqual(2);
  }, 60_000);

  it('relevant candidates page past the first re-ranked block (the exact scan without pgvector, or pgvector)', async () => {
    // 400 seekers: three blocks of 150; vectors of 8 numbers are enough for the order
    const jobId = '00000000-0000-4000-8000-0000000000b1';
    const vector = (seed: string) => `(SELECT '[' || string_agg(round(sin(${seed} * 12.9898 + d * 78.233)::numeric, 6)::text, ',') || ']' FROM generate_series(1, 8) d)`;
    await inDatabase(`INSERT INTO jobs (id, title, is_external_job, skills_required, tags, embedding, embedding_updated_at)
      VALUES ($1, 'Pooled Setter', false, '{}', '{}', ${vector('0.5')}::vector, now())`, [jobId]);
    await inDatabase(`INSERT INTO job_seekers (id, full_name, embedding, embedding_updated_at)
      SELECT gen_random_uuid(), 'Seeker ' || i, ${vector('i')}::vector, now() FROM generate_series(1, 400) i`);
    const page = async (send: Send, n: number) => {
      const res = await gql(send, cookie, 'query($id: ID!, $page: Int) { getRelevantCandidates(jobId: $id, page: $page, size: 5) { _id relevancyScore } }', { id: jobId, page: n });
      expect(res.json().errors, res.bytes.toString()).toBeUndefined();
      return res.json().data.getRelevantCandidates as Array<{ _id: string; relevancyScore: number }>;
    };
    const deep = await page(one, 62);
    expect(deep).toHaveLength(5);
    expect(deep.map((c) => c.relevancyScore)).toEqual([...deep.map((c) => c.relevancyScore)].sort((x, y) => y - x));
    expect(await page(two, 62)).toEqual(deep);
    // across the first block's end (offset 150), each candidate once
    const across = [...(await page(one, 29)), ...(await page(two, 30)), ...(await page(one, 31))];
    expect(new Set(across.map((c) => c._id)).size).toBe(15);
    expect(await page(two, 79)).toHaveLength(5);
    expect(await page(one, 80)).toEqual([]);
  }, 60_000);

  it('seed:reset refuses while they run; npm run migrate finds the schema up to date', () => {
    const reset = runScript('server/seed/reset.ts');
    expect(reset.status).toBe(1);
    expect(reset.stderr).toContain('Not reset: 2 app servers are using this PostgreSQL database.');
    const migrate = runScript('server/migrate.ts');
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('Schema up to date (PostgreSQL).');
  }, 120_000);

  it('once both stop, no advisory lock is left on the database, and a reset may run', async () => {
    expect(await stopServerProcess(first.child)).toBe(0);
    expect(await stopServerProcess(second.child)).toBe(0);
    // PgBouncer keeps its server connections open: a lock taken through it would still be held
    expect(await advisoryHolders(SERVER_PRESENCE_KEY)).toEqual([]);
    expect(await advisoryHolders(MIGRATION_LOCK_KEY)).toEqual([]);
    const resetting = await excludeServers(direct());
    await resetting.release();
  }, 60_000);
});
