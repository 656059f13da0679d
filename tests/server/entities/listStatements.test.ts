/**
 * Issue 15: a list page whose total is known is read by one statement compiled once per shape
 * (list, sort, filter keys, selected columns; server/db/listQuery.ts), each page binding its own
 * values. Every case here is asked twice (the first counts its total, the second reads the page
 * with the kept statement), and shapes are met again with other values, other pages and filters
 * that bind nothing: each answer must be its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, addJob, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestDb();
  ids.aurum = await addCompany(t.db, { company_name: 'Aurum Jewels' });
  ids.job1 = await addJob(t.db, { title: 'Senior Gold Smith', company_id: ids.aurum, company_name: 'Aurum Jewels' });
  ids.job2 = await addJob(t.db, { title: 'Diamond Grader', is_external_job: true });
  ids.job3 = await addJob(t.db, { title: 'CAD Designer', company_name: 'Gem Co' });
}, 60_000);
afterAll(() => t?.close());

type Filter = { key: string; value?: string; boolValue?: boolean; operator?: 'EQUALS' | 'CONTAINS' };

/** The page's ids, asked twice: the second answer comes from the statement kept for its shape. */
async function page(filters: Filter[], pageNo = 0, size = 10): Promise<string[]> {
  const ask = async () => (await t.services.jobs.list({ filters, page: pageNo, size }, { title: {} })).content.map((r) => r._id);
  const first = await ask();
  const second = await ask();
  expect(second).toEqual(first);
  return second;
}

describe('a list statement kept per shape', () => {
  it('binds each text filter value of the same shape', async () => {
    expect(await page([{ key: 'title', value: 'cad' }])).toEqual([ids.job3]);
    expect(await page([{ key: 'title', value: 'gold' }])).toEqual([ids.job1]);
    expect(await page([{ key: 'title', value: 'senior gold smith', operator: 'EQUALS' }])).toEqual([ids.job1]);
    expect(await page([{ key: 'title', value: 'nothing like it' }])).toEqual([]);
  });

  it('binds booleans, pages and several filters', async () => {
    expect(await page([{ key: 'isExternalJob', boolValue: true }])).toEqual([ids.job2]);
    expect(await page([{ key: 'isExternalJob', boolValue: false }])).toEqual([ids.job3, ids.job1]);
    expect(await page([{ key: 'isExternalJob', boolValue: false }], 0, 1)).toEqual([ids.job3]);
    expect(await page([{ key: 'isExternalJob', boolValue: false }], 1, 1)).toEqual([ids.job1]);
    expect(await page([{ key: 'isExternalJob', boolValue: false }, { key: 'title', value: 'cad' }])).toEqual([ids.job3]);
    expect(await page([{ key: 'isExternalJob', boolValue: false }, { key: 'title', value: 'gold' }])).toEqual([ids.job1]);
  });

  it('an id that is no uuid binds nothing and matches nothing; a uuid of the same key binds', async () => {
    expect(await page([{ key: 'companyId', value: 'not-a-uuid' }])).toEqual([]);
    expect(await page([{ key: 'companyId', value: ids.aurum }])).toEqual([ids.job1]);
    expect(await page([{ key: 'companyId', value: 'still-not-a-uuid' }])).toEqual([]);
  });
});
