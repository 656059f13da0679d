/**
 * Company request decisions against a real database, beyond companyRequests.test.ts: approve and
 * reject racing, a failure on the request side rolling back the link, and only the named
 * employer moving.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addCompany, addEmployer, addRequest, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  t = await openTestDb();
  companyId = await addCompany(t.db, { company_name: 'Aurum Jewels' });
  otherCompanyId = await addCompany(t.db, { company_name: 'Argent House' });
}, 60_000);
afterAll(() => t?.close());

const companyOf = async (employerId: string) => (await t.services.employers.getById(employerId)).companyId;

describe('approve and reject of one request at the same time', () => {
  it('exactly one decision wins; the loser gets a clear CONFLICT; the link matches the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const employerId = await addEmployer(t.db);
      const id = await addRequest(t.db, companyId, employerId);
      const [approve, reject] = await Promise.allSettled([
        t.services.companyRequests.setStatus(id, 'approved', actor),
        t.services.companyRequests.setStatus(id, 'rejected', actor),
      ]);
      expect([approve.status, reject.status].sort()).toEqual(['fulfilled', 'rejected']);
      const final = await t.services.companyRequests.getById(id);
      const loser = approve.status === 'rejected' ? approve : reject;
      expect(loser.status === 'rejected' && loser.reason).toMatchObject({
        code: 'CONFLICT',
        message: `This request has already been ${final.status}.`,
      });
      expect(await companyOf(employerId)).toBe(final.status === 'approved' ? companyId : null);
    }
  });
});

describe('approval is all or nothing', () => {
  it('a failure while setting the request approved leaves the employer unlinked', async () => {
    const employerId = await addEmployer(t.db);
    const id = await addRequest(t.db, companyId, employerId);
    await sql`CREATE FUNCTION refuse_decision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'decision refused'; END $$`.execute(t.db);
    // AFTER UPDATE: the request row is already changed in the transaction when this fires.
    await sql`CREATE TRIGGER refuse_decision AFTER UPDATE ON company_requests FOR EACH ROW EXECUTE FUNCTION refuse_decision()`.execute(t.db);
    try {
      await expect(t.services.companyRequests.setStatus(id, 'approved', actor)).rejects.toThrow('decision refused');
    } finally {
      await sql`DROP TRIGGER refuse_decision ON company_requests`.execute(t.db);
      await sql`DROP FUNCTION refuse_decision()`.execute(t.db);
    }
    const request = await t.services.companyRequests.getById(id);
    expect(request).toMatchObject({ status: 'pending', updatedBy: null });
    expect(await companyOf(employerId)).toBeNull();
  });

  it('approving moves only the named employer, records who decided, and cannot happen twice', async () => {
    const employerId = await addEmployer(t.db, { company_id: otherCompanyId });
    const bystander = await addEmployer(t.db, { company_id: otherCompanyId });
    const id = await addRequest(t.db, companyId, employerId);
    const approved = await t.services.companyRequests.setStatus(id, 'approved', { email: 'lead@example.com' });
    expect(approved).toMatchObject({ status: 'approved', updatedBy: 'lead@example.com' });
    expect(Date.parse(approved.updatedAt ?? '')).not.toBeNaN();
    const employer = await t.services.employers.getById(employerId);
    expect(employer).toMatchObject({ companyId, updatedBy: 'lead@example.com' });
    expect(await companyOf(bystander)).toBe(otherCompanyId);

    expect(await errorOf(t.services.companyRequests.setStatus(id, 'approved', actor))).toMatchObject({
      code: 'CONFLICT',
      message: 'This request has already been approved.',
    });
    expect((await t.services.companyRequests.getById(id)).updatedBy).toBe('lead@example.com');
  });

  it('rejecting never touches the employer', async () => {
    const employerId = await addEmployer(t.db, { company_id: otherCompanyId });
    const id = await addRequest(t.db, companyId, employerId);
    const before = await t.services.employers.getById(employerId);
    expect((await t.services.companyRequests.setStatus(id, 'rejected', actor)).status).toBe('rejected');
    const after = await t.services.employers.getById(employerId);
    expect(after.companyId).toBe(otherCompanyId);
    expect(after.updatedAt).toBe(before.updatedAt);
  });
});
