/**
 * Shared buffers of the embedded database (DB_CACHE_MB). PGlite starts PostgreSQL with 128 MB of
 * them; at 100,000 job seekers a page of relevant candidates reads the match vector's HNSW index
 * (156 MB) and the seekers' heap (195 MB), so pages are read again from disk into the buffers
 * much of the time (server/ai/README.md, "Page time").
 *
 * PGlite zeroes the whole of shared_buffers when it starts: every megabyte is resident memory
 * from the first second, used or not. So the size follows the database on disk by default: the
 * demo keeps 128 MB, a large folder gets what it needs, within a cap.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export type DbCacheSetting = number | 'auto';

/** PGlite's own size, the floor of 'auto'. */
export const DEFAULT_CACHE_MB = 128;
/**
 * PGlite's WASM memory is 2 GiB at most, and the buffers take theirs at start: 1 GB leaves the
 * other half to queries, sorts and index builds (an HNSW build at 100k asks 512 MB). Past the
 * limit a query fails with "out of memory" and the database carries on; past ~2 GB of buffers
 * PGlite does not start at all.
 */
export const MAX_CACHE_MB = 1024;
/** 'auto' never takes more, so that a large folder does not silently take a gigabyte. */
export const AUTO_CAP_MB = 768;
const STEP_MB = 64;

/** Megabytes of the database's tables and indexes (PGDATA/base), not its WAL. */
export function databaseSizeMb(pgDir: string): number {
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) bytes += statSync(path).size;
    }
  };
  try {
    walk(join(pgDir, 'base'));
  } catch {
    return 0; // a folder not yet initialised
  }
  return bytes / (1024 * 1024);
}

/** The shared buffers an open of `pgDir` asks for: the setting, or the size on disk in steps of 64 MB. */
export function cacheMbFor(setting: DbCacheSetting, pgDir: string): number {
  if (setting !== 'auto') return setting;
  const size = Math.ceil(databaseSizeMb(pgDir) / STEP_MB) * STEP_MB;
  return Math.min(AUTO_CAP_MB, Math.max(DEFAULT_CACHE_MB, size));
}

/** PGlite's start parameters with that size (undefined: PGlite's own, 128 MB). */
export function pgliteStartParams(cacheMb: number): string[] | undefined {
  if (cacheMb === DEFAULT_CACHE_MB) return undefined;
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${cacheMb}MB`];
}

/** PGlite says only "failed to initialize properly": say which setting to change. */
export class DbCacheStartError extends Error {
  constructor(cacheMb: number, setting: DbCacheSetting, cause: unknown) {
    const how = setting === 'auto' ? `DB_CACHE_MB=auto chose ${cacheMb} MB from the database's size` : `DB_CACHE_MB=${cacheMb}`;
    super(
      `The embedded database did not start with ${cacheMb} MB of shared buffers (${how}): ${cause instanceof Error ? cause.message : String(cause)}. Set DB_CACHE_MB to a smaller number of megabytes (${DEFAULT_CACHE_MB} is PGlite's own size).`,
      { cause },
    );
    this.name = 'DbCacheStartError';
  }
}
