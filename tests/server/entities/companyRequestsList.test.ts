/** /company-requests opens pending first, then newest: the `status` sort of the company-requests list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, addEmployer, addRequest, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  const company = await addCompany(db, { company_name: 'Aurum Jewels' });
  const other = await addCompany(db, { company_name: 'Gem Co' });
  const employer = await addEmployer(db, { full_name: 'Ravi Mehta', email: 'ravi@aurum.test' });
  // Created in this order, so later ones are newer.
  ids.oldPending = await addRequest(db, company, employer, 'pending');
  ids.approved = await addRequest(db, other, employer, 'approved');
  ids.rejected = await addRequest(db, company, employer, 'rejected');
  ids.newPending = await addRequest(db, other, employer, 'pending');
  ids.newApproved = await addRequest(db, company, employer, 'approved');
}, 60_000);
afterAll(() => t?.close());

const idsOf = (page: { content: Array<{ _id: string }> }) => page.content.map((r) => r._id);

describe('company requests sorted by status', () => {
  it('ascending puts pending first, then approved, then rejected, newest first within each', async () => {
    const page = await t.services.companyRequests.list({ sort: { field: 'status', direction: 'ASC' } });
    expect(idsOf(page)).toEqual([ids.newPending, ids.oldPending, ids.newApproved, ids.approved, ids.rejected]);
    expect(page.totalElements).toBe(5);
  });

  it('descending reverses the status order and still shows the newest first within a status', async () => {
    const page = await t.services.companyRequests.list({ sort: { field: 'status', direction: 'DESC' } });
    expect(idsOf(page)).toEqual([ids.rejected, ids.newApproved, ids.approved, ids.newPending, ids.oldPending]);
  });

  it('keeps the order across pages and with a filter', async () => {
    const sort = { field: 'status', direction: 'ASC' as const };
    const first = await t.services.companyRequests.list({ sort, page: 0, size: 2 });
    const second = await t.services.companyRequests.list({ sort, page: 1, size: 2 });
    expect([...idsOf(first), ...idsOf(second)]).toEqual([ids.newPending, ids.oldPending, ids.newApproved, ids.approved]);
    const filtered = await t.services.companyRequests.list({ sort, filters: [{ key: 'companyName', value: 'aurum' }] });
    expect(idsOf(filtered)).toEqual([ids.oldPending, ids.newApproved, ids.rejected]);
  });

  it('other lists refuse a status sort', async () => {
    const error = await errorOf(t.services.jobs.list({ sort: { field: 'status', direction: 'ASC' } }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Cannot sort by "status". Sort by one of: createdAt, updatedAt.');
  });
});
