import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addApplication, addCompany, addJob, addSeeker, errorOf, openTestDb, vectorText } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let jobId: string;
let seekerId: string;
let companyId: string;

beforeAll(async () => {
  t = await openTestDb();
  companyId = await addCompany(t.db, { company_name: 'Aurum Jewels', logo_url: '/logo.png' });
  jobId = await addJob(t.db, { title: 'Gold Smith', company_id: companyId, company_name: 'Aurum Jewels', city: 'Mumbai', country: 'India', embedding: vectorText(2) });
  seekerId = await addSeeker(t.db, { full_name: 'Asha Rao', first_name: 'Asha', last_name: 'Rao', email: 'asha@x.test', overview: 'Gemologist', resume_url: '/r.pdf' });
}, 60_000);
afterAll(() => t?.close());

describe('getJobApplicationById', () => {
  it('joins the seeker, the job and its company', async () => {
    const id = await addApplication(t.db, jobId, seekerId);
    const app = await t.services.applications.getById(id);
    expect(app).toMatchObject({
      _id: id,
      status: 'pending',
      jobId,
      jobSeekerId: seekerId,
      name: 'Asha Rao',
      designation: 'Gold Smith',
      companyName: 'Aurum Jewels',
      location: 'Mumbai, India',
      jobSeeker: { _id: seekerId, personalDetails: { fullName: 'Asha Rao', email: 'asha@x.test' }, overview: 'Gemologist', resumeUrl: '/r.pdf' },
      job: { _id: jobId, title: 'Gold Smith', companyId, company: { companyName: 'Aurum Jewels', logoUrl: '/logo.png' } },
      history: [],
      notes: [],
    });
    expect(app.job?.embeddings).toHaveLength(256);
    expect(app.jobSeeker?.embedding.vector).toBeNull();
    expect((await errorOf(t.services.applications.getById('0'))).message).toBe('Job application was not found.');
  });
});

describe('updateJobApplicationById', () => {
  it('appends status changes and notes with date and changer, oldest first', async () => {
    const id = await addApplication(t.db, jobId, seekerId);
    await t.services.applications.update(id, { status: 'accepted' }, actor);
    await new Promise((r) => setTimeout(r, 5));
    await t.services.applications.update(id, { note: '<p>Called <b>her</b></p><script>x()</script>' }, { email: 'b@example.com' });
    await new Promise((r) => setTimeout(r, 5));
    const app = await t.services.applications.update(id, { status: 'rejected', note: 'Changed mind' }, actor);
    expect(app.status).toBe('rejected');
    expect(app.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['accepted', actor.email],
      ['rejected', actor.email],
    ]);
    expect(app.notes.map((n) => [n.note, n.changedBy])).toEqual([
      ['<p>Called <b>her</b></p>', 'b@example.com'],
      ['Changed mind', actor.email],
    ]);
    expect(app.history[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(app.updatedBy).toBe(actor.email);
  });

  it('needs a status or a note, never an empty note, and a known status', async () => {
    const id = await addApplication(t.db, jobId, seekerId);
    expect(await errorOf(t.services.applications.update(id, {}, actor))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Choose a status or write a note.' });
    expect(await errorOf(t.services.applications.update(id, { note: '<p>  </p>' }, actor))).toMatchObject({ message: 'Note cannot be empty.', fields: { note: 'Note cannot be empty.' } });
    expect((await errorOf(t.services.applications.update(id, { status: 'hired' as 'accepted' }, actor))).code).toBe('BAD_USER_INPUT');
    expect((await t.services.applications.getById(id)).history).toEqual([]);
    expect((await errorOf(t.services.applications.update('00000000-0000-4000-8000-000000000000', { status: 'accepted' }, actor))).code).toBe('NOT_FOUND');
  });
});

describe('deleteJobApplicationById', () => {
  it('deletes, then NOT_FOUND', async () => {
    const id = await addApplication(t.db, jobId, seekerId);
    expect(await t.services.applications.remove(id)).toBe(id);
    expect((await errorOf(t.services.applications.remove(id))).code).toBe('NOT_FOUND');
  });
});

describe('listApplicants', () => {
  it('pages the applicants of one job, newest first', async () => {
    const job = await addJob(t.db, { title: 'Polisher' });
    const other = await addSeeker(t.db, { full_name: 'Ben Carter', email: 'ben@x.test' });
    const first = await addApplication(t.db, job, seekerId, 'accepted');
    const second = await addApplication(t.db, job, other);
    const page0 = await t.services.applications.listApplicants(job, 0, 1);
    expect(page0.totalElements).toBe(2);
    expect(page0.content).toEqual([
      { _id: second, jobSeekerId: other, name: 'Ben Carter', email: 'ben@x.test', status: 'pending', createdAt: expect.any(String) },
    ]);
    const page1 = await t.services.applications.listApplicants(job, 1, 1);
    expect(page1.content.map((r) => [r._id, r.status])).toEqual([[first, 'accepted']]);
    expect((await errorOf(t.services.applications.listApplicants('nope', 0, 10))).message).toBe('Job was not found.');
    expect((await errorOf(t.services.applications.listApplicants(job, -1, 10))).code).toBe('BAD_USER_INPUT');
    expect((await errorOf(t.services.applications.listApplicants(job, 0, 0))).code).toBe('BAD_USER_INPUT');
  });
});
