import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../domain/constants';
import { addApplication, addCompany, addEmployer, addJob, addRequest, addSeeker, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  ids.aurum = await addCompany(db, { company_name: 'Aurum Jewels', status: 'active', city: 'Mumbai', country: 'India' });
  ids.gemco = await addCompany(db, { company_name: 'Gem_Co 50%', status: 'pending', address: '12 Hatton Garden', city: 'London' });
  ids.emp1 = await addEmployer(db, { full_name: 'Ravi Mehta', email: 'ravi@aurum.test', city: 'Mumbai', state: 'MH', country: 'India', company_id: ids.aurum });
  ids.emp2 = await addEmployer(db, { full_name: 'Clara Stone', email: 'clara@gem.test', city: 'London', state: 'LDN', country: 'UK' });
  ids.job1 = await addJob(db, { title: 'Senior Gold Smith', company_id: ids.aurum, company_name: 'Aurum Jewels', city: 'Mumbai', country: 'India', employer_id: ids.emp1 });
  ids.job2 = await addJob(db, { title: 'Diamond Grader', company_name: 'Outside Brand', is_external_job: true, location: 'Antwerp', job_status: 'CLOSED' });
  ids.job3 = await addJob(db, { title: 'CAD Designer', company_id: ids.gemco, company_name: 'Gem_Co 50%', state: 'Greater London' });
  ids.s1 = await addSeeker(db, { full_name: 'Asha Rao', email: 'asha@mail.test', city: 'Pune', skills: ['Gemology', 'CAD'] });
  ids.s2 = await addSeeker(db, { full_name: 'Ben Carter', email: 'ben@mail.test', pref_locations: ['Jaipur', 'Surat'], skills: ['Polishing'] });
  ids.s3 = await addSeeker(db, { full_name: 'Chen Li', email: 'chen@other.test', address: '5 Jaipur Road' });
  ids.a1 = await addApplication(db, ids.job1, ids.s1, 'pending');
  ids.a2 = await addApplication(db, ids.job2, ids.s2, 'accepted');
  ids.a3 = await addApplication(db, ids.job3, ids.s3, 'rejected');
  ids.r1 = await addRequest(db, ids.aurum, ids.emp2, 'pending');
  ids.r2 = await addRequest(db, ids.gemco, ids.emp1, 'approved');
}, 60_000);
afterAll(() => t?.close());

const idsOf = (page: { content: Array<{ _id: string }> }) => page.content.map((r) => r._id);

describe('list paging and order', () => {
  it('sorts by createdAt descending by default and reports totals', async () => {
    const page = await t.services.jobs.list({});
    expect(idsOf(page)).toEqual([ids.job3, ids.job2, ids.job1]);
    expect(page.totalElements).toBe(3);
    expect(page.totalPages).toBe(1);
  });

  it('pages with 0-based page numbers and keeps the total past the end', async () => {
    const first = await t.services.jobs.list({ page: 0, size: 2 });
    const second = await t.services.jobs.list({ page: 1, size: 2 });
    const beyond = await t.services.jobs.list({ page: 5, size: 2 });
    expect(idsOf(first)).toEqual([ids.job3, ids.job2]);
    expect(idsOf(second)).toEqual([ids.job1]);
    expect(first.totalPages).toBe(2);
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(3);
  });

  it('sorts ascending when asked', async () => {
    const page = await t.services.jobs.list({ sort: { field: 'createdAt', direction: 'ASC' } });
    expect(idsOf(page)).toEqual([ids.job1, ids.job2, ids.job3]);
  });

  it('refuses a size above the maximum, zero, a negative page and an unknown sort field', async () => {
    const tooBig = await errorOf(t.services.jobs.list({ size: MAX_PAGE_SIZE + 1 }));
    expect(tooBig.code).toBe('BAD_USER_INPUT');
    expect(tooBig.message).toBe(`size must be between 1 and ${MAX_PAGE_SIZE}.`);
    expect((await errorOf(t.services.jobs.list({ size: 0 }))).code).toBe('BAD_USER_INPUT');
    expect((await errorOf(t.services.jobs.list({ page: -1 }))).message).toBe('page must be a whole number of 0 or more.');
    expect((await errorOf(t.services.jobs.list({ sort: { field: 'title', direction: 'ASC' } }))).message).toContain('Cannot sort by "title"');
    expect((await t.services.jobs.list({ size: MAX_PAGE_SIZE })).content).toHaveLength(3);
  });

  it('refuses an unknown filter key, naming it', async () => {
    const error = await errorOf(t.services.jobs.list({ filters: [{ key: 'salary', value: '10' }] }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('Unknown filter "salary"');
    expect(error.fields).toEqual({ salary: 'Unknown filter' });
  });

  it('refuses thousands of filters and an overlong filter value, readably', async () => {
    const many = await errorOf(t.services.jobs.list({ filters: Array.from({ length: 4_000 }, () => ({ key: 'title', value: 'gold' })) }));
    expect(many.code).toBe('BAD_USER_INPUT');
    expect(many.message).toBe('Too many filters (4000); a list takes at most 50.');
    const long = await errorOf(t.services.jobs.list({ filters: [{ key: 'title', value: 'g'.repeat(501) }] }));
    expect(long.code).toBe('BAD_USER_INPUT');
    expect(long.fields).toEqual({ title: 'Must be at most 500 characters.' });
    const page = await t.services.jobs.list({ filters: [{ key: 'title', value: 'g'.repeat(500) }] });
    expect(page.totalElements).toBe(0);
  });

  it('ignores blank values', async () => {
    const page = await t.services.jobs.list({ filters: [{ key: 'title', value: '   ' }, { key: 'isExternalJob' }] });
    expect(page.totalElements).toBe(3);
  });
});

describe('job filters', () => {
  const jobs = (filters: Array<{ key: string; value?: string; boolValue?: boolean; operator?: 'EQUALS' | 'CONTAINS' }>) =>
    t.services.jobs.list({ filters }).then(idsOf);

  it('title is a case-insensitive substring', async () => {
    expect(await jobs([{ key: 'title', value: 'gold' }])).toEqual([ids.job1]);
    expect(await jobs([{ key: 'title', value: 'GOLD SMITH', operator: 'EQUALS' }])).toEqual([]);
    expect(await jobs([{ key: 'title', value: 'senior gold smith', operator: 'EQUALS' }])).toEqual([ids.job1]);
  });

  it('companyName escapes LIKE wildcards', async () => {
    expect(await jobs([{ key: 'companyName', value: '_co 50%' }])).toEqual([ids.job3]);
    expect(await jobs([{ key: 'companyName', value: '%' }])).toEqual([ids.job3]);
    expect(await jobs([{ key: 'companyName', value: 'aurum' }])).toEqual([ids.job1]);
  });

  it('location is an OR over location, city, state and country', async () => {
    expect(await jobs([{ key: 'location', value: 'antwerp' }])).toEqual([ids.job2]);
    expect(await jobs([{ key: 'location', value: 'mumbai' }])).toEqual([ids.job1]);
    expect(await jobs([{ key: 'location', value: 'greater' }])).toEqual([ids.job3]);
    expect(await jobs([{ key: 'location', value: 'india' }])).toEqual([ids.job1]);
  });

  it('isExternalJob uses boolValue, and filters combine with AND', async () => {
    expect(await jobs([{ key: 'isExternalJob', boolValue: true }])).toEqual([ids.job2]);
    expect(await jobs([{ key: 'isExternalJob', boolValue: false }])).toEqual([ids.job3, ids.job1]);
    expect(await jobs([{ key: 'isExternalJob', boolValue: false }, { key: 'title', value: 'cad' }])).toEqual([ids.job3]);
    expect(await jobs([{ key: 'isExternalJob', boolValue: true }, { key: 'title', value: 'cad' }])).toEqual([]);
  });

  it('jobStatus is exact and checked; ids are exact and a non-uuid matches nothing', async () => {
    expect(await jobs([{ key: 'jobStatus', value: 'CLOSED' }])).toEqual([ids.job2]);
    expect(await jobs([{ key: 'jobStatus', value: 'closed' }])).toEqual([ids.job2]);
    const unknown = await errorOf(jobs([{ key: 'jobStatus', value: 'clo' }]));
    expect(unknown).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Filter "jobStatus" must be one of: OPEN, CLOSED.' });
    expect(await jobs([{ key: 'companyId', value: ids.aurum }])).toEqual([ids.job1]);
    expect(await jobs([{ key: 'employerId', value: ids.emp1 }])).toEqual([ids.job1]);
    expect(await jobs([{ key: 'companyId', value: 'not-a-uuid' }])).toEqual([]);
  });
});

describe('job seeker filters', () => {
  const seekers = (key: string, value: string) => t.services.jobSeekers.list({ filters: [{ key, value }] }).then(idsOf);

  it('name, email and skills', async () => {
    expect(await seekers('personalDetails.fullName', 'ASHA')).toEqual([ids.s1]);
    expect(await seekers('personalDetails.email', 'mail.test')).toEqual([ids.s2, ids.s1]);
    expect(await seekers('skills', 'gemo')).toEqual([ids.s1]);
    expect(await seekers('skills', 'polish')).toEqual([ids.s2]);
  });

  it('location is an OR over city, state, country, preferred locations and address', async () => {
    expect(await seekers('location', 'jaipur')).toEqual([ids.s3, ids.s2]);
    expect(await seekers('location', 'pune')).toEqual([ids.s1]);
    expect(await seekers('location', 'surat')).toEqual([ids.s2]);
  });
});

describe('company, employer, application and request filters', () => {
  it('companies: name, status, location', async () => {
    const list = (key: string, value: string) => t.services.companies.list({ filters: [{ key, value }] }).then(idsOf);
    expect(await list('companyName', 'aurum')).toEqual([ids.aurum]);
    expect(await list('status', 'pending')).toEqual([ids.gemco]);
    expect(await list('location', 'hatton')).toEqual([ids.gemco]);
    expect(await list('location', 'india')).toEqual([ids.aurum]);
  });

  it('employers: each person key and companyId', async () => {
    const list = (key: string, value: string) => t.services.employers.list({ filters: [{ key, value }] }).then(idsOf);
    expect(await list('personalDetails.fullName', 'clara')).toEqual([ids.emp2]);
    expect(await list('personalDetails.email', 'AURUM')).toEqual([ids.emp1]);
    expect(await list('personalDetails.city', 'london')).toEqual([ids.emp2]);
    expect(await list('personalDetails.state', 'mh')).toEqual([ids.emp1]);
    expect(await list('personalDetails.country', 'uk')).toEqual([ids.emp2]);
    expect(await list('companyId', ids.aurum)).toEqual([ids.emp1]);
  });

  it('applications: name, designation, company name, status, location, ids', async () => {
    const list = (key: string, value: string) => t.services.applications.list({ filters: [{ key, value }] }).then(idsOf);
    expect(await list('name', 'ben')).toEqual([ids.a2]);
    expect(await list('designation', 'diamond')).toEqual([ids.a2]);
    expect(await list('companyName', 'gem_co')).toEqual([ids.a3]);
    expect(await list('status', 'rejected')).toEqual([ids.a3]);
    expect(await list('location', 'mumbai')).toEqual([ids.a1]);
    expect(await list('jobId', ids.job1)).toEqual([ids.a1]);
    expect(await list('jobSeekerId', ids.s3)).toEqual([ids.a3]);
    const page = await t.services.applications.list({});
    expect(page.totalPages).toBe(1);
    expect(page.content[0]).toMatchObject({ name: 'Chen Li', designation: 'CAD Designer', companyName: 'Gem_Co 50%' });
  });

  it('company requests: status, company name, employer email, ids', async () => {
    const list = (key: string, value: string) => t.services.companyRequests.list({ filters: [{ key, value }] }).then(idsOf);
    expect(await list('status', 'approved')).toEqual([ids.r2]);
    expect(await list('companyName', 'aurum')).toEqual([ids.r1]);
    expect(await list('employerEmail', 'clara@')).toEqual([ids.r1]);
    expect(await list('companyId', ids.gemco)).toEqual([ids.r2]);
    expect(await list('employeeId', ids.emp2)).toEqual([ids.r1]);
  });
});
