import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addCompany, addEmployer, addJob, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let companyId: string;
beforeAll(async () => {
  t = await openTestDb();
  companyId = await addCompany(t.db, { company_name: 'Aurum Jewels', logo_url: '/logo.png' });
}, 60_000);
afterAll(() => t?.close());

describe('getEmployerById', () => {
  it('returns the contract shape with the company', async () => {
    const id = await addEmployer(t.db, { company_id: companyId, full_name: 'Ravi Mehta', city: 'Mumbai' });
    const employer = await t.services.employers.getById(id);
    expect(employer).toMatchObject({
      _id: id,
      companyId,
      company: { companyName: 'Aurum Jewels', logoUrl: '/logo.png' },
      personalDetails: { fullName: 'Ravi Mehta', city: 'Mumbai', zipCode: null },
      jobsPosted: 0,
      jobsLeft: 0,
      links: { website: null, googleDrive: null },
    });
    expect((await errorOf(t.services.employers.getById('x'))).message).toBe('Employer was not found.');
  });
});

describe('updateEmployerById', () => {
  it('updates details, counters and links, and unlinks with companyId null', async () => {
    const id = await addEmployer(t.db, { company_id: companyId });
    const updated = await t.services.employers.update(
      id,
      {
        jobsPosted: 10,
        jobsLeft: 4,
        personalDetails: { fullName: 'Ravi K Mehta', email: 'r@x.test', phone: '123' },
        links: { behance: 'be.net/ravi' },
      },
      actor,
    );
    expect(updated).toMatchObject({ jobsPosted: 10, jobsLeft: 4, companyId, updatedBy: actor.email });
    expect(updated.personalDetails.fullName).toBe('Ravi K Mehta');
    expect(updated.links.behance).toBe('be.net/ravi');
    const unlinked = await t.services.employers.update(id, { companyId: null }, actor);
    expect(unlinked.companyId).toBeNull();
    expect(unlinked.company).toBeNull();
    expect(unlinked.links.behance).toBe('be.net/ravi');
    const relinked = await t.services.employers.update(id, { companyId }, actor);
    expect(relinked.company?.companyName).toBe('Aurum Jewels');
  });

  it('needs full name, email and phone: nothing is saved otherwise', async () => {
    const id = await addEmployer(t.db, { full_name: 'Keep Me' });
    const error = await errorOf(
      t.services.employers.update(id, { jobsPosted: 3, personalDetails: { fullName: ' ', email: '', phone: '' } }, actor),
    );
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please fill all required fields',
      fields: { fullName: 'Full Name is required', email: 'Email is required', phone: 'Phone is required' },
    });
    const unchanged = await t.services.employers.getById(id);
    expect(unchanged.jobsPosted).toBe(0);
    expect(unchanged.personalDetails.fullName).toBe('Keep Me');
  });

  it('refuses an unknown company and negative counters; a missing employer is NOT_FOUND', async () => {
    const id = await addEmployer(t.db);
    expect((await errorOf(t.services.employers.update(id, { companyId: '00000000-0000-4000-8000-000000000000' }, actor))).fields).toEqual({
      companyId: 'Company not found',
    });
    expect((await errorOf(t.services.employers.update(id, { jobsLeft: -1 }, actor))).code).toBe('BAD_USER_INPUT');
    expect((await errorOf(t.services.employers.update('nope', {}, actor))).code).toBe('NOT_FOUND');
  });
});

describe('deleteEmployerById', () => {
  it('deletes the employer; its jobs stay without it', async () => {
    const id = await addEmployer(t.db);
    const jobId = await addJob(t.db, { employer_id: id });
    expect(await t.services.employers.remove(id)).toBe(id);
    expect((await t.services.jobs.getById(jobId)).employerId).toBeNull();
    expect((await errorOf(t.services.employers.remove(id))).code).toBe('NOT_FOUND');
  });
});
