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

async function seed(dir: string, counts: { jobs: number; seekers: number }, log: (m: string) => void): Promise<void> {
  const args = ['--import', 'tsx', 'server/seed/large.ts', '--jobs', String(counts.jobs), '--seekers', String(counts.seekers), '--data-dir', dir];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
  dataDir: string;
  dispose(): void;
}

export async function largeDataSet(counts: { jobs: number; seekers: number }, log: (m: string) => void): Promise<DataSet> {
  const cached = join(CACHE, `jobs${counts.jobs}-seekers${counts.seekers}-${sourceHash()}`);
  if (!existsSync(join(cached, 'pg', 'PG_VERSION'))) {
    log(`seeding ${counts.jobs} jobs and ${counts.seekers} seekers (cached for later runs in ${cached})…`);
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
