/**
 * Timestamps read as text (server/db/timestampText.ts) answer character for character what the
 * driver's Date and toISOString answered: the same milliseconds cut from every number of
 * fraction digits (the driver's float arithmetic included), and the driver's own parser for any
 * other form. Checked on the text the database itself writes for a spread of instants.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { isoOfTimestamp } from '../../../server/db/timestampText';
import { openOwnedTestDatabase } from '../platform/testDatabase';

/** What the list loaders answered before: the driver's Date, then toISOString. */
const viaDriver = (text: string): string | null => {
  const parsed = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')(text) as Date | number | null;
  return parsed === null ? null : (parsed instanceof Date ? parsed : new Date(parsed)).toISOString();
};

describe('a timestamp read as text', () => {
  it('every fraction length and millisecond answers as the driver did (microseconds cut, not rounded: ".123999" is 123 ms)', () => {
    const texts: string[] = [];
    for (let ms = 0; ms < 1000; ms++) {
      const m = String(ms).padStart(3, '0');
      texts.push(`2026-11-25 10:00:0${ms % 10}.${m}+00`, `2026-11-25 10:00:00.${m.replace(/0+$/, '') || '0'}+00`);
      for (const us of ['000', '001', '499', '500', '999']) texts.push(`2026-02-28 23:59:59.${m}${us}+00`);
    }
    texts.push('2026-11-25 10:00:00+00', '2026-11-25 10:00:00.1+00', '2026-11-25 10:00:00.12+00', '2026-11-25 10:00:00.12345+00');
    for (const text of texts) expect(isoOfTimestamp(text), text).toBe(viaDriver(text));
  });

  it('other forms go through the driver: another session time zone, early years, BC', () => {
    for (const text of ['2026-11-25 15:30:00.5+05:30', '2026-06-01 01:00:00-04', '0099-01-01 00:00:00+00', '0044-03-15 12:00:00+00 BC', '12026-01-01 00:00:00+00']) {
      expect(isoOfTimestamp(text), text).toBe(viaDriver(text));
    }
  });

  it('a Date (a query that did not cast) and null read as before', () => {
    const date = new Date('2026-11-25T10:00:00.123Z');
    expect(isoOfTimestamp(date)).toBe('2026-11-25T10:00:00.123Z');
    expect(isoOfTimestamp(null)).toBeNull();
  });
});

describe('on the database’s own text', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jm-ts-text-'));
    handle = await openOwnedTestDatabase(dir);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('10,000 instants with microseconds: text then isoOfTimestamp equals Date then toISOString', async () => {
    const { rows } = await sql<{ text: string; date: Date }>`
      SELECT t::text AS text, t AS date
      FROM (SELECT timestamptz '2020-01-01 00:00:00+00' + (i * interval '1 second 7 microseconds') * 3637 AS t
            FROM generate_series(0, 9999) AS i) AS s
    `.execute(handle.db);
    expect(rows).toHaveLength(10_000);
    for (const row of rows) expect(isoOfTimestamp(row.text), row.text).toBe(row.date.toISOString());
  });
});
