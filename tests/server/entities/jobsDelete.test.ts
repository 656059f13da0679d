/**
 * What deleting a job takes with it (README "Data rules: deleting"): its applications with their
 * history and notes, and its queued AI work. The job seekers, the company and the employer stay.
 * Also the edit rules around the company of an internal job.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueTask } from '../../../server/db/repositories/aiTasks';
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

const count = async (query: string, id: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.raw(query)} = ${id}`.execute(t.db)).rows[0].n);

describe('deleting a job', () => {
  it('removes its applications, their history and notes, and its queued AI work; keeps seekers, company and employer', async () => {
    const jobId = await addJob(t.db, { company_id: companyId, employer_id: employerId, title: 'Stone Setter' });
    const otherJob = await addJob(t.db, { company_id: companyId, title: 'Polisher' });
    const seeker = await addSeeker(t.db);
    const application = await addApplication(t.db, jobId, seeker);
    const kept = await addApplication(t.db, otherJob, seeker);
    await t.services.applications.update(application, { status: 'accepted', note: 'Strong portfolio' }, actor);
    await enqueueTask(t.db, 'job_embedding', jobId);
    await enqueueTask(t.db, 'job_embedding', otherJob);

    expect(await count('job_application_events WHERE application_id', application)).toBeGreaterThan(0);
    expect(await t.services.jobs.remove(jobId)).toBe(jobId);

    expect((await errorOf(t.services.jobs.getById(jobId))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.services.applications.getById(application))).code).toBe('NOT_FOUND');
    expect(await count('job_applications WHERE job_id', jobId)).toBe(0);
    expect(await count('job_application_events WHERE application_id', application)).toBe(0);
    expect(await count('ai_tasks WHERE target_id', jobId)).toBe(0);

    // nothing else goes with it
    expect(await count('ai_tasks WHERE target_id', otherJob)).toBe(1);
    expect((await t.services.applications.getById(kept))._id).toBe(kept);
    expect((await t.services.jobSeekers.getById(seeker))._id).toBe(seeker);
    expect((await t.services.companies.getById(companyId)).companyName).toBe('Aurum Jewels');
    expect((await t.services.employers.getById(employerId))._id).toBe(employerId);
  });

  it('leaves no application of the job in the lists or the applicant table', async () => {
    const jobId = await addJob(t.db, { company_id: companyId, title: 'Wax Carver' });
    const seeker = await addSeeker(t.db);
    await addApplication(t.db, jobId, seeker);
    expect((await t.services.applications.listApplicants(jobId, 0, 10)).totalElements).toBe(1);
    await t.services.jobs.remove(jobId);
    expect((await errorOf(t.services.applications.listApplicants(jobId, 0, 10))).code).toBe('NOT_FOUND');
    const list = await t.services.applications.list({ page: 0, size: 100, filters: [{ key: 'jobId', value: jobId }] });
    expect(list.totalElements).toBe(0);
  });

  it('is NOT_FOUND for a malformed or already deleted id', async () => {
    expect((await errorOf(t.services.jobs.remove('not-a-uuid'))).code).toBe('NOT_FOUND');
    const jobId = await addJob(t.db);
    await t.services.jobs.remove(jobId);
    expect((await errorOf(t.services.jobs.remove(jobId))).code).toBe('NOT_FOUND');
  });
});

describe('the company of an internal job on edit', () => {
  const base = {
    title: 'Goldsmith',
    isExternalJob: false,
    userType: 'ADMIN' as const,
    description: '<p>Shape gold</p>',
    jobType: 'FULL_TIME' as const,
    category: 'Jewellery Manufacturing',
    industry: 'Jewellery',
    city: 'Jaipur',
    state: 'RJ',
    country: 'India',
  };

  it('keeps the company when none is sent, and takes the new name when another is picked', async () => {
    const job = await t.services.jobs.create({ ...base, companyId }, actor);
    expect(job.jobStatus).toBe('OPEN');
    const kept = await t.services.jobs.update(job._id, { title: 'Goldsmith II', isExternalJob: false }, actor);
    expect(kept).toMatchObject({ companyId, companyName: 'Aurum Jewels' });

    const other = await addCompany(t.db, { company_name: 'Nizam Pearls' });
    const moved = await t.services.jobs.update(job._id, { title: 'Goldsmith II', isExternalJob: false, companyId: other, companyName: 'typed name is ignored' }, actor);
    expect(moved).toMatchObject({ companyId: other, companyName: 'Nizam Pearls', company: { companyName: 'Nizam Pearls' } });
  });

  it('refuses a company that does not exist', async () => {
    const job = await t.services.jobs.create({ ...base, companyId }, actor);
    const error = await errorOf(
      t.services.jobs.update(job._id, { title: 'x', isExternalJob: false, companyId: '00000000-0000-4000-8000-000000000000' }, actor),
    );
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { company: 'Company not found' } });
  });

  it('does not turn an internal job external', async () => {
    const job = await t.services.jobs.create({ ...base, companyId }, actor);
    const updated = await t.services.jobs.update(job._id, { title: 'Goldsmith', isExternalJob: true, companyName: 'Elsewhere' }, actor);
    expect(updated).toMatchObject({ isExternalJob: false, companyId, companyName: 'Aurum Jewels' });
  });

  it("asks for a company again when the job's company was deleted", async () => {
    const gone = await addCompany(t.db, { company_name: 'Closed House' });
    const job = await t.services.jobs.create({ ...base, companyId: gone }, actor);
    await t.services.companies.remove(gone);
    const orphan = await t.services.jobs.getById(job._id);
    expect(orphan).toMatchObject({ companyId: null, companyName: 'Closed House' });
    const error = await errorOf(t.services.jobs.update(job._id, { title: 'Goldsmith', isExternalJob: false, companyName: 'Closed House' }, actor));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', fields: { company: 'Company Name is required' } });
    const fixed = await t.services.jobs.update(job._id, { title: 'Goldsmith', isExternalJob: false, companyId }, actor);
    expect(fixed).toMatchObject({ companyId, companyName: 'Aurum Jewels' });
  });
});
