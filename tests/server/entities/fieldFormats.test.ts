/**
 * Values that do not fit their field's kind are refused as bad input, each under its field, on
 * every entity's write (server/services/inputRules.ts, by the entity's declaration): a date that
 * is no calendar day, an e-mail without its parts, a choice outside its list, years of experience
 * no one has, and a version stamp the database cannot hold. Before, they were stored as sent (or,
 * for the version, failed in the database as an internal error).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addApplication, addCompany, addEmployer, addJob, addSeeker, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let companyId: string;
let employerId: string;

beforeAll(async () => {
  t = await openTestDb();
  companyId = await addCompany(t.db, { company_name: 'Aurum Jewels' });
  employerId = await addEmployer(t.db, { email: 'hire@aurum.test', company_id: companyId });
}, 60_000);
afterAll(() => t?.close());

const job = (extra: object) => ({
  title: 'Bench Jeweller',
  isExternalJob: false,
  companyId,
  employerId,
  userType: 'ADMIN' as const,
  description: '<p>Set stones in gold.</p>',
  jobType: 'FULL_TIME' as const,
  category: 'Jewellery Manufacturing',
  industry: 'Jewellery',
  city: 'Mumbai',
  state: 'MH',
  country: 'India',
  ...extra,
});

describe('dates', () => {
  it('refuses an expiry date that is no calendar day, on create and on edit', async () => {
    for (const expiryDate of ['<img src=x onerror=alert(1)>', '2026-02-30', '31/12/2026', '+275760-09-13']) {
      const error = await errorOf(t.services.jobs.create(job({ expiryDate }), actor));
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please correct the highlighted fields.', fields: { expiryDate: 'Enter a valid date' } });
    }
    const { _id } = await t.services.jobs.create(job({}), actor);
    expect((await errorOf(t.services.jobs.update(_id, job({ expiryDate: 'soon' }), actor))).fields).toEqual({ expiryDate: 'Enter a valid date' });
  });

  it('keeps a date as the date picker writes it, with or without a time', async () => {
    expect((await t.services.jobs.create(job({ expiryDate: '2026-12-31' }), actor)).expiryDate).toBe('2026-12-31');
    expect((await t.services.jobs.create(job({ expiryDate: '2027-01-15T00:00:00.000Z' }), actor)).expiryDate).toBe('2027-01-15T00:00:00.000Z');
  });

  it("refuses a seeker's birthday that is not a date", async () => {
    const id = await addSeeker(t.db);
    const error = await errorOf(t.services.jobSeekers.update(id, { personalDetails: { birthday: 'yesterday' } }, actor));
    expect(error.fields).toEqual({ 'personalDetails.birthday': 'Enter a valid date' });
    const saved = await t.services.jobSeekers.update(id, { personalDetails: { birthday: '1991-03-14' } }, actor);
    expect(saved.personalDetails.birthday).toBe('1991-03-14');
  });
});

describe('e-mails and choices', () => {
  it("refuses an employer's malformed e-mail and keeps a valid one", async () => {
    const id = await addEmployer(t.db, { company_id: companyId, full_name: 'Ravi Mehta', phone: '98200' });
    const error = await errorOf(t.services.employers.update(id, { personalDetails: { email: 'not-an-email<img src=x>' } }, actor));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'personalDetails.email': 'Enter a valid email address' } });
    const saved = await t.services.employers.update(id, { personalDetails: { fullName: 'Ravi Mehta', email: 'ravi@aurum.test', phone: '98200' } }, actor);
    expect(saved.personalDetails.email).toBe('ravi@aurum.test');
  });

  it("refuses a seeker's job type outside its list", async () => {
    const id = await addSeeker(t.db);
    const error = await errorOf(t.services.jobSeekers.update(id, { jobPreferences: { jobType: 'WHATEVER' as never } }, actor));
    expect(error.fields?.['jobPreferences.jobType']).toMatch(/^Choose one of FULL_TIME/);
    const saved = await t.services.jobSeekers.update(id, { jobPreferences: { jobType: 'PART_TIME' as never } }, actor);
    expect(saved.jobPreferences.jobType).toBe('PART_TIME');
  });
});

describe('years of experience', () => {
  it('refuses years below 0 or above a working life, for jobs and seekers alike', async () => {
    expect((await errorOf(t.services.jobs.create(job({ yearsOfExperience: 1e308 }), actor))).message).toBe('Years of experience must be 60 or fewer.');
    expect((await errorOf(t.services.jobs.create(job({ yearsOfExperience: -1 }), actor))).message).toBe('Years of experience must be 0 or more.');
    const id = await addSeeker(t.db);
    expect((await errorOf(t.services.jobSeekers.update(id, { yearsOfExperience: 61 }, actor))).fields).toEqual({
      yearsOfExperience: 'Years of experience must be 60 or fewer.',
    });
    expect((await t.services.jobSeekers.update(id, { yearsOfExperience: 60 }, actor)).yearsOfExperience).toBe(60);
  });
});

describe('the version an edit was made on', () => {
  it('refuses a stamp in a year the database cannot hold as bad input, not an internal error', async () => {
    const jobId = await addJob(t.db, { company_id: companyId });
    const seekerId = await addSeeker(t.db);
    const applicationId = await addApplication(t.db, jobId, seekerId);
    const error = await errorOf(t.services.applications.update(applicationId, { note: 'Called' }, actor, '+275760-09-13T00:00:00.000Z'));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'expectedUpdatedAt must be a date and time (ISO 8601).' });
  });
});
