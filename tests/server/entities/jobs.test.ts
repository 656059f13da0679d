import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addApplication, addCompany, addEmployer, addJob, addSeeker, errorOf, openTestDb, vectorText } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let companyId: string;
let employerId: string;

beforeAll(async () => {
  t = await openTestDb();
  companyId = await addCompany(t.db, { company_name: 'Aurum Jewels', logo_url: '/api/s3/buckets/company-logo/objects/a.png' });
  employerId = await addEmployer(t.db, { email: 'hire@aurum.test', company_id: companyId });
}, 60_000);
afterAll(() => t?.close());

const internal = () => ({
  title: '  Gold Smith ',
  isExternalJob: false,
  companyId,
  employerId,
  userType: 'ADMIN' as const,
  description: '<p>Shape <b>gold</b></p><script>alert(1)</script>',
  jobType: 'FULL_TIME' as const,
  category: 'Jewellery Manufacturing',
  industry: 'Jewellery',
  city: 'Mumbai',
  state: 'MH',
  country: 'India',
  skillsRequired: [' Soldering ', 'soldering', '', 'Casting'],
  tags: ['gold', 'GOLD', ' '],
  metadata: { title: 'Gold Smith job', keywords: 'gold', metadata: [{ key: 'k', value: 'v' }] },
});

describe('createJob', () => {
  it('creates an internal job with the company name, logo and employer email derived', async () => {
    const job = await t.services.jobs.create(internal(), actor);
    expect(job).toMatchObject({
      title: 'Gold Smith',
      isExternalJob: false,
      companyId,
      companyName: 'Aurum Jewels',
      company: { companyName: 'Aurum Jewels', logoUrl: '/api/s3/buckets/company-logo/objects/a.png' },
      companyLogo: '/api/s3/buckets/company-logo/objects/a.png',
      employerId,
      employerEmail: 'hire@aurum.test',
      jobStatus: 'OPEN',
      userType: 'ADMIN',
      location: 'Mumbai, MH, India',
      skillsRequired: ['Soldering', 'Casting'],
      tags: ['gold'],
      createdBy: actor.email,
      updatedAt: null,
      embeddings: null,
    });
    expect(job.description).toBe('<p>Shape <b>gold</b></p>');
    expect(job.postedDate).not.toBeNull();
    expect(job.metadata.url).toBe(`/jobs/gold-smith-${job._id.slice(0, 8)}`);
    expect(job.metadata.metadata).toEqual([{ key: 'k', value: 'v' }]);
    expect(await t.services.jobs.getById(job._id)).toEqual(job);
  });

  it('creates an external job with the typed company name', async () => {
    const job = await t.services.jobs.create(
      { ...internal(), isExternalJob: true, companyId: null, employerId: null, companyName: 'Cartier', jobUrl: 'https://x.test/j' },
      actor,
    );
    expect(job).toMatchObject({
      isExternalJob: true,
      companyId: null,
      companyName: 'Cartier',
      company: { companyName: 'Cartier', logoUrl: null },
      companyLogo: null,
      jobUrl: 'https://x.test/j',
    });
  });

  it('answers every missing field with the spec message', async () => {
    const error = await errorOf(t.services.jobs.create({ title: '', isExternalJob: false, description: '<p> </p>' }, actor));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      industry: 'Industry is required',
      description: 'Description is required',
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      jobType: 'Job type is required',
      company: 'Company Name is required',
    });
    const external = await errorOf(t.services.jobs.create({ ...internal(), isExternalJob: true, companyName: ' ' }, actor));
    expect(external.fields).toEqual({ company: 'Company Name is required' });
  });

  it('refuses an unknown company, employer or job type', async () => {
    const missing = await errorOf(t.services.jobs.create({ ...internal(), companyId: '00000000-0000-4000-8000-000000000000' }, actor));
    expect(missing).toMatchObject({ code: 'BAD_USER_INPUT', fields: { company: 'Company not found' } });
    const notUuid = await errorOf(t.services.jobs.create({ ...internal(), companyId: 'abc' }, actor));
    expect(notUuid.code).toBe('BAD_USER_INPUT');
    const employer = await errorOf(t.services.jobs.create({ ...internal(), employerId: 'abc' }, actor));
    expect(employer.fields).toEqual({ employer: 'Employer not found' });
    const type = await errorOf(t.services.jobs.create({ ...internal(), jobType: 'SOMETIMES' as 'FULL_TIME' }, actor));
    expect(type.fields?.jobType).toContain('Choose one of');
  });
});

describe('getJobById', () => {
  it('is NOT_FOUND for a missing or malformed id', async () => {
    expect(await errorOf(t.services.jobs.getById('00000000-0000-4000-8000-000000000000'))).toMatchObject({ code: 'NOT_FOUND', message: 'Job was not found.' });
    expect((await errorOf(t.services.jobs.getById('nope'))).code).toBe('NOT_FOUND');
  });

  it('returns the embedding as numbers', async () => {
    const id = await addJob(t.db, { embedding: vectorText(3) });
    const job = await t.services.jobs.getById(id);
    expect(job.embeddings).toHaveLength(256);
    expect(job.embeddings?.[3]).toBe(1);
  });
});

describe('updateJobById', () => {
  it('updates fields, records the editor and keeps the embedding when its text is unchanged', async () => {
    const created = await t.services.jobs.create(internal(), actor);
    await t.db.updateTable('jobs').set({ embedding: vectorText(1) }).where('id', '=', created._id).execute();
    const updated = await t.services.jobs.update(
      created._id,
      { title: 'Gold Smith', isExternalJob: false, salary: '15k per month', location: 'Mumbai, MH, India' },
      { email: 'editor@example.com' },
    );
    expect(updated).toMatchObject({ salary: '15k per month', updatedBy: 'editor@example.com', companyName: 'Aurum Jewels' });
    expect(updated.embeddings).toHaveLength(256);
  });

  it('clears the embedding when the text it is built from changes', async () => {
    const created = await t.services.jobs.create(internal(), actor);
    await t.db.updateTable('jobs').set({ embedding: vectorText(1) }).where('id', '=', created._id).execute();
    const updated = await t.services.jobs.update(created._id, { title: 'Platinum Smith', isExternalJob: false }, actor);
    expect(updated.title).toBe('Platinum Smith');
    expect(updated.embeddings).toBeNull();
  });

  it('applies the edit rules with the spec messages', async () => {
    const created = await t.services.jobs.create(internal(), actor);
    const error = await errorOf(
      t.services.jobs.update(created._id, { title: ' ', isExternalJob: false, category: '', description: '', location: '' }, actor),
    );
    expect(error.fields).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description is required',
      location: 'Location is required',
    });
  });

  it('refuses to edit an external job, and a missing job is NOT_FOUND', async () => {
    const id = await addJob(t.db, { is_external_job: true, company_name: 'Elsewhere' });
    const error = await errorOf(t.services.jobs.update(id, { title: 'x', isExternalJob: true }, actor));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'External jobs cannot be edited.' });
    expect((await errorOf(t.services.jobs.update('nope', { title: 'x', isExternalJob: false }, actor))).code).toBe('NOT_FOUND');
  });
});

describe('deleteJobById', () => {
  it('deletes the job and its applications, then is NOT_FOUND', async () => {
    const id = await addJob(t.db);
    const seeker = await addSeeker(t.db);
    const application = await addApplication(t.db, id, seeker);
    expect(await t.services.jobs.remove(id)).toBe(id);
    expect((await errorOf(t.services.applications.getById(application))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.services.jobs.remove(id))).code).toBe('NOT_FOUND');
  });
});
