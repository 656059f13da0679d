/**
 * The benchmark-sized marketplace on a PostgreSQL server (`npm run bench -- --database-url`):
 * seeded once by seed:large into a database of its own, named after the counts and the seed
 * code's hash (as the PGlite set is cached under node_modules/.cache), and kept there; each run
 * works on a copy made with CREATE DATABASE … TEMPLATE, dropped afterwards. `serverUrl` names a
 * role that may create databases (the bench's PostgreSQL tests use the cluster's superuser).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { countArgs, countsName, type DataSet, type DataSetCounts, seed, sourceHash } from './dataset';

/** Runs work on one connection to the server (CREATE/DROP DATABASE), then closes it. */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A connection string for another database on the same server. */
export function databaseOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const exists = async (client: pg.Client, name: string) => ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;

function withFolder(serverUrl: string, name: string): DataSet {
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-bench-pg-'));
  return {
    dataDir,
    databaseUrl: databaseOn(serverUrl, name),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export async function largePostgresDataSet(serverUrl: string, counts: DataSetCounts, log: (m: string) => void): Promise<DataSet> {
  const cached = `jm_bench_${createHash('sha1').update(`${countsName(counts)}-${sourceHash()}`).digest('hex').slice(0, 16)}`;
  await onServer(serverUrl, async (client) => {
    if (await exists(client, cached)) return;
    log(`seeding ${countArgs(counts).join(' ')} into PostgreSQL database ${cached} (kept for later runs)…`);
    const building = `${cached}_building`;
    await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${building}"`);
    const folder = mkdtempSync(join(tmpdir(), 'jm-bench-seed-'));
    try {
      await seed(folder, counts, log, databaseOn(serverUrl, building));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await client.query(`ALTER DATABASE "${building}" RENAME TO "${cached}"`);
  });
  const copy = `jm_bench_run_${process.pid}`;
  const started = Date.now();
  await onServer(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${copy}" TEMPLATE "${cached}"`);
  });
  log(`copied the seeded PostgreSQL database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return withFolder(serverUrl, copy);
}
