/**
 * The word base of a server (wordBaseSync.ts): counted from the stored seekers, and counted again
 * before a score once the seekers' table has seen enough writes, not on every write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRarity, clearWordBase, wordBaseGeneration, wordBaseProfiles } from '../../../server/ai/local/wordVectors/wordBase';
import { createWordBaseSync } from '../../../server/services/wordBaseSync';
import { insertSeeker, openTestDb, type TestDb } from './fixtures';

let t: TestDb;

beforeAll(async () => {
  t = await openTestDb();
  for (let i = 0; i < 120; i++) {
    await insertSeeker(t.db, { name: `Seeker ${i}`, overview: i % 10 === 0 ? 'Kundan karigar and design assistant' : 'Kundan karigar at a workshop', skills: ['Kundan setting'] });
  }
});
afterAll(async () => {
  clearWordBase();
  await t.close();
});

describe('the word base of the stored seekers', () => {
  it('counts the seekers once, then again only after writes worth a share of the base', async () => {
    let clock = 0;
    const sync = createWordBaseSync(t.db, () => clock);
    await sync.fresh();
    expect(wordBaseProfiles()).toBe(120);
    // 'kundan' is in every profile, 'design' in one of ten: the base, not English, says which is rare
    expect(baseRarity('design')).toBeGreaterThan(baseRarity('kundan') ?? Infinity);
    const counted = wordBaseGeneration();

    clock += 5_000;
    await insertSeeker(t.db, { name: 'One more', overview: 'Meenakari artisan' });
    await sync.fresh();
    expect(wordBaseGeneration()).toBe(counted);
    expect(wordBaseProfiles()).toBe(120);

    for (let i = 0; i < 6; i++) await insertSeeker(t.db, { name: `Enameller ${i}`, overview: 'Meenakari artisan, enamel on gold' });
    // looked at no more than once a second: a page right after another reads the same base
    await sync.fresh();
    expect(wordBaseGeneration()).toBe(counted);
    clock += 1_000;
    await sync.fresh();
    expect(wordBaseGeneration()).toBeGreaterThan(counted);
    expect(wordBaseProfiles()).toBe(127);
    // the new seekers' words are counted: no longer as rare as a word nobody names
    expect(baseRarity('meenakari')).toBeLessThan(baseRarity('filigree') ?? -Infinity);
  });

  it('reads ordinary English while the base is too small to count on', async () => {
    const empty = await openTestDb();
    try {
      await createWordBaseSync(empty.db).recount();
      expect(wordBaseProfiles()).toBe(0);
      expect(baseRarity('kundan')).toBeUndefined();
    } finally {
      await empty.close();
    }
  });
});
