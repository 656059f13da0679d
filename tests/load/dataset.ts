/**
 * A benchmark-sized marketplace (npm run seed:large) in a throwaway copy. Seeding 100k jobs and
 * 100k seekers takes ~3 min here, so the seeded folder is kept under node_modules/.cache and
 * reused while the migrations, the seed code and the demo-data generator are unchanged.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CACHE = join(process.cwd(), 'node_modules', '.cache', 'jm-bench');
const INPUTS = ['server/db/migrations', 'server/seed', 'domain/demo-data'];

export function sourceHash(): string {
  const hash = createHash('sha1');
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    else hash.update(path).update(readFileSync(path));
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex').slice(0, 12);
}

/** Rows per kind; the kinds left out get seed:large's own defaults. */
export interface DataSetCounts {
  jobs: number;
  seekers: number;
  companies?: number;
  employers?: number;
  applications?: number;
  requests?: number;
}

export const countArgs = (counts: DataSetCounts) => Object.entries(counts).flatMap(([kind, n]) => (n === undefined ? [] : [`--${kind}`, String(n)]));
export const countsName = (counts: DataSetCounts) => Object.entries(counts).map(([kind, n]) => (n === undefined ? '' : `${kind}${n}`)).join('-');

/** Runs seed:large into a data folder, or into the PostgreSQL database of `databaseUrl`. */
export async function seed(dir: string, counts: DataSetCounts, log: (m: string) => void, databaseUrl?: string): Promise<void> {
  const args = ['--import', 'tsx', 'server/seed/large.ts', ...countArgs(counts), '--data-dir', dir];
  const env = databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : { ...process.env, DATABASE_URL: '' };
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let err = '';
  child.stdout.on('data', (d: Buffer) => {
    const last = d.toString().trim().split('\n').pop();
    if (last && /Done|indexes/.test(last)) log(last.trim());
  });
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  if (code !== 0) throw new Error(`seed:large failed (${code}): ${err.slice(-2000)}`);
}

export interface DataSet {
  /** The data folder (the embedded database; the uploaded files on both engines). */
  dataDir: string;
  /** Set when the data is in a PostgreSQL database (tests/load/postgresDataset.ts). */
  databaseUrl?: string;
  dispose(): void | Promise<void>;
}

export async function largeDataSet(counts: DataSetCounts, log: (m: string) => void): Promise<DataSet> {
  const cached = join(CACHE, `${countsName(counts)}-${sourceHash()}`);
  if (!existsSync(join(cached, 'pg', 'PG_VERSION'))) {
    log(`seeding ${countArgs(counts).join(' ')} (cached for later runs in ${cached})…`);
    mkdirSync(CACHE, { recursive: true });
    const building = `${cached}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    await seed(building, counts, log);
    renameSync(building, cached);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-bench-data-'));
  const started = Date.now();
  cpSync(cached, dataDir, { recursive: true });
  log(`copied the seeded data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dataDir, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
}
