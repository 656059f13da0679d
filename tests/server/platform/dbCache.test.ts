import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { cacheMbFor } from '../../../server/db/pgliteCache';
import { copyTemplateInto } from './template';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jm-db-cache-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A PGDATA whose base/ holds `mb` megabytes (a sparse file: its size is what is counted). */
function pgDirOf(mb: number): string {
  const base = join(folder(), 'base', '5');
  mkdirSync(base, { recursive: true });
  writeFileSync(join(base, '16384'), '');
  truncateSync(join(base, '16384'), mb * 1024 * 1024);
  return join(base, '..', '..');
}

describe('DB_CACHE_MB, the embedded database\'s shared buffers', () => {
  it('auto follows the database on disk in steps of 64 MB, from 128 up to 768', () => {
    expect(cacheMbFor('auto', join(folder(), 'not-yet-created'))).toBe(128);
    expect(cacheMbFor('auto', pgDirOf(20))).toBe(128);
    expect(cacheMbFor('auto', pgDirOf(300))).toBe(320);
    expect(cacheMbFor('auto', pgDirOf(2000))).toBe(768);
    expect(cacheMbFor(256, pgDirOf(2000))).toBe(256);
  });

  it('starts PGlite with the size asked, and with 128 MB for a small folder on auto', async () => {
    const dir = folder();
    await copyTemplateInto(dir);
    const show = async (cacheMb?: number | 'auto') => {
      const handle = await openDatabase({ dataDir: dir, cacheMb });
      try {
        return (await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(handle.db)).rows[0].shared_buffers;
      } finally {
        await handle.close();
      }
    };
    expect(await show(256)).toBe('256MB');
    expect(await show()).toBe('128MB');
  });

  it('names DB_CACHE_MB when PGlite cannot start with the size (past its 2 GB of memory)', async () => {
    const dir = folder();
    await copyTemplateInto(dir);
    await expect(openDatabase({ dataDir: dir, cacheMb: 2100 })).rejects.toThrow(
      /^The embedded database did not start with 2100 MB of shared buffers \(DB_CACHE_MB=2100\): .*Set DB_CACHE_MB to a smaller number/,
    );
    // the folder's lock was let go: the same folder opens at once with a size that fits
    const handle = await openDatabase({ dataDir: dir, cacheMb: 128 });
    await handle.close();
  });
});
