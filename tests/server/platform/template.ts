/**
 * A migrated, empty PGlite folder to copy for each test server. initdb costs ~3 s; a copy costs
 * a fraction of that. The template lives in the OS temp folder under a name derived from the
 * migrations and the PGlite version, so it is built once per change, shared by parallel test
 * workers (an mkdir lock makes one of them build it) and never reused after a schema change.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../../../server/db/client';
import { listMigrations } from '../../../server/db/migrate';
import { TEST_DATABASE_URL } from './testDatabase';

const STALE_LOCK_MS = 120_000;

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const migration of listMigrations()) hash.update(migration.name).update(migration.sql);
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package.json is not exported; find it beside its resolved entry. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

export async function templateDir(): Promise<string> {
  const dir = join(tmpdir(), `jm-pg-template-${templateKey()}`);
  const ready = join(dir, 'READY');
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(ready)) return dir;
    try {
      mkdirSync(lock);
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (existsSync(ready)) return dir;
      const building = `${dir}.building-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      const handle = await openDatabase({ dataDir: building });
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
      writeFileSync(ready, new Date().toISOString());
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Copies the template's database into a new data folder. */
export async function copyTemplateInto(dataDir: string): Promise<void> {
  // on PostgreSQL each folder's database comes from a template database (testDatabase.ts)
  if (TEST_DATABASE_URL) return;
  const template = await templateDir();
  mkdirSync(dataDir, { recursive: true });
  cpSync(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true });
}

export function readTemplateMarker(): string | null {
  const dir = join(tmpdir(), `jm-pg-template-${templateKey()}`);
  return existsSync(join(dir, 'READY')) ? readFileSync(join(dir, 'READY'), 'utf8') : null;
}
