import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addCompany, addEmployer, addRequest, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let companyId: string;
beforeAll(async () => {
  t = await openTestDb();
  companyId = await addCompany(t.db, { company_name: 'Aurum Jewels', logo_url: '/logo.png' });
}, 60_000);
afterAll(() => t?.close());

describe('getCompanyRequest', () => {
  it('returns the request with its company and the employer email', async () => {
    const employerId = await addEmployer(t.db, { email: 'join@me.test' });
    const id = await addRequest(t.db, companyId, employerId);
    expect(await t.services.companyRequests.getById(id)).toMatchObject({
      _id: id,
      companyId,
      employeeId: employerId,
      status: 'pending',
      company: { companyName: 'Aurum Jewels', logoUrl: '/logo.png' },
      employerEmail: 'join@me.test',
    });
    expect((await errorOf(t.services.companyRequests.getById('x'))).message).toBe('Company request was not found.');
  });
});

describe('updateCompanyRequest', () => {
  it('approving links the employer to the company; a second decision is a CONFLICT', async () => {
    const employerId = await addEmployer(t.db);
    const id = await addRequest(t.db, companyId, employerId);
    const approved = await t.services.companyRequests.setStatus(id, 'approved', actor);
    expect(approved).toMatchObject({ status: 'approved', updatedBy: actor.email });
    expect((await t.services.employers.getById(employerId)).companyId).toBe(companyId);
    const again = await errorOf(t.services.companyRequests.setStatus(id, 'approved', actor));
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'This request has already been approved.' });
    const reject = await errorOf(t.services.companyRequests.setStatus(id, 'rejected', actor));
    expect(reject.message).toBe('This request has already been approved.');
  });

  it('rejecting only sets the status', async () => {
    const employerId = await addEmployer(t.db);
    const id = await addRequest(t.db, companyId, employerId);
    expect((await t.services.companyRequests.setStatus(id, 'rejected', actor)).status).toBe('rejected');
    expect((await t.services.employers.getById(employerId)).companyId).toBeNull();
    expect((await errorOf(t.services.companyRequests.setStatus(id, 'approved', actor))).message).toBe('This request has already been rejected.');
  });

  it('two approvals at once: exactly one wins', async () => {
    const employerId = await addEmployer(t.db);
    const id = await addRequest(t.db, companyId, employerId);
    const results = await Promise.allSettled([
      t.services.companyRequests.setStatus(id, 'approved', actor),
      t.services.companyRequests.setStatus(id, 'approved', actor),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a failure while linking leaves neither change', async () => {
    const employerId = await addEmployer(t.db);
    const id = await addRequest(t.db, companyId, employerId);
    await sql`CREATE FUNCTION refuse_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'link refused'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_link BEFORE UPDATE ON employers FOR EACH ROW EXECUTE FUNCTION refuse_link()`.execute(t.db);
    try {
      await expect(t.services.companyRequests.setStatus(id, 'approved', actor)).rejects.toThrow('link refused');
    } finally {
      await sql`DROP TRIGGER refuse_link ON employers`.execute(t.db);
      await sql`DROP FUNCTION refuse_link()`.execute(t.db);
    }
    expect((await t.services.companyRequests.getById(id)).status).toBe('pending');
    expect((await t.services.employers.getById(employerId)).companyId).toBeNull();
    expect((await t.services.companyRequests.setStatus(id, 'approved', actor)).status).toBe('approved');
  });

  it('refuses pending as a decision and unknown requests', async () => {
    const id = await addRequest(t.db, companyId, await addEmployer(t.db));
    expect((await errorOf(t.services.companyRequests.setStatus(id, 'pending', actor))).code).toBe('BAD_USER_INPUT');
    expect((await errorOf(t.services.companyRequests.setStatus('nope', 'approved', actor))).code).toBe('NOT_FOUND');
  });
});
