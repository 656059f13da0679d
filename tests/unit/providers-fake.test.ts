/** The fake provider: the demo data served the way the contract filters it, and plausible custom answers. */
import { describe, expect, it } from 'vitest';
import { EMBEDDING_LENGTH } from '../../domain/constants';
import type { Company, CompanyRequest, Employer, Job, JobApplication, JobSeeker } from '../../domain/types';
import { createFakeDataProvider } from '../../providers/fake';
import { STATUS_SORT_ORDER } from '../../domain/filters';
import { toFakeRestFilter } from '../../providers/fake/filters';

const counts = { companies: 10, employers: 12, jobs: 40, jobSeekers: 30, applications: 25, companyRequests: 10 };
const page = (perPage = 1000) => ({ pagination: { page: 1, perPage }, sort: { field: 'createdAt', order: 'DESC' as const } });

describe('createFakeDataProvider', () => {
  it('is deterministic per seed and serves every resource with id = _id', async () => {
    const a = createFakeDataProvider({ seed: 7, counts });
    const b = createFakeDataProvider({ seed: 7, counts });
    for (const resource of ['jobs', 'companies', 'jobseekers', 'employers', 'job-applications', 'company-requests']) {
      const left = await a.getList(resource, { ...page(), filter: {} });
      const right = await b.getList(resource, { ...page(), filter: {} });
      expect(left.total).toBeGreaterThan(0);
      expect(left.data).toEqual(right.data);
      for (const record of left.data) expect(record.id).toBe(record._id);
    }
  });

  it('sorts newest first and filters text case-insensitively, booleans exactly', async () => {
    const fake = createFakeDataProvider({ counts });
    const all = (await fake.getList('jobs', { ...page(), filter: {} })).data as unknown as Job[];
    const dates = all.map((j) => j.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const word = all[0].title.split(' ')[0];
    const byTitle = (await fake.getList('jobs', { ...page(), filter: { title: word.toUpperCase() } })).data as unknown as Job[];
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((j) => j.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const external = (await fake.getList('jobs', { ...page(), filter: { isExternalJob: 'true' } })).data as unknown as Job[];
    expect(external.every((j) => j.isExternalJob)).toBe(true);
    expect(external.length).toBe(all.filter((j) => j.isExternalJob).length);
  });

  it('treats filter text literally, drops unknown keys and blanks, and matches no record without the field', () => {
    expect(toFakeRestFilter('jobs', { title: 'a+b (x)', bogus: 'y', companyName: '  ' })).toEqual({ title_q: 'a\\+b \\(x\\)', title_neq: null });
    // A key over several fields is matched beside FakeRest (idsMatchingComposites), not by it.
    expect(toFakeRestFilter('companies', { status: 'active', location: 'Paris' })).toEqual({ status_eq: 'active' });
  });

  it('matches keys declared over several fields, or over a linked record, as the server does', async () => {
    const fake = createFakeDataProvider({ counts });
    const list = async <T,>(resource: string, filter: Record<string, unknown>) => (await fake.getList(resource, { ...page(), filter })).data as unknown as T[];
    const jobs = await list<Job>('jobs', {});
    // A job's location: its location text, city, state or country, any of them.
    const state = jobs.find((j) => j.state)!.state!;
    const inState = await list<Job>('jobs', { location: state.toUpperCase() });
    const holds = (j: Job) => [j.location, j.city, j.state, j.country].some((v) => v?.toLowerCase().includes(state.toLowerCase()));
    expect(inState.length).toBeGreaterThan(0);
    expect(inState.map((j) => j._id).sort()).toEqual(jobs.filter(holds).map((j) => j._id).sort());
    // A seeker found by a preferred location alone.
    const seekers = await list<JobSeeker>('jobseekers', {});
    const preferred = seekers.flatMap((s) => s.jobPreferences?.location ?? []).find(Boolean)!;
    const bySeekerPlace = await list<JobSeeker>('jobseekers', { location: preferred });
    expect(bySeekerPlace.length).toBeGreaterThan(0);
    // An application by its job's title (the job is another record), combined with a plain key.
    const applications = await list<JobApplication>('job-applications', {});
    const titleOf = new Map(jobs.map((j) => [j._id, j.title]));
    const title = titleOf.get(applications[0].jobId!)!;
    const byTitle = await list<JobApplication>('job-applications', { designation: title });
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((a) => titleOf.get(a.jobId!)?.toLowerCase().includes(title.toLowerCase()))).toBe(true);
    expect(await list('job-applications', { designation: title, status: 'no-such-status' })).toEqual([]);
    expect(await list('jobs', { location: 'Atlantis-under-the-sea' })).toEqual([]);
  });

  it('ranks relevant candidates best first and pages them', async () => {
    const fake = createFakeDataProvider({ counts });
    const job = ((await fake.getList('jobs', { ...page(1), filter: {} })).data[0]) as unknown as Job;
    const first = await fake.getRelevantCandidates(job._id, 0, 5);
    expect(first.length).toBeLessThanOrEqual(5);
    const scores = first.map((c) => c.relevancyScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    for (const s of scores) expect(s).toBeGreaterThan(0);
    const second = await fake.getRelevantCandidates(job._id, 1, 5);
    expect(second.map((c) => c._id)).not.toEqual(first.map((c) => c._id));
    if (first[0]) {
      expect(await fake.getRelevancyScore(job._id, first[0]._id)).toBeCloseTo(first[0].relevancyScore);
    }
  });

  it("explains a match with the server's rule for a role above the opening's level", async () => {
    const fake = createFakeDataProvider({ counts });
    const job = ((await fake.getList('jobs', { ...page(1), filter: {} })).data[0]) as unknown as Job;
    const seeker = ((await fake.getList('jobseekers', { ...page(1), filter: {} })).data[0]) as unknown as JobSeeker;
    await fake.update('jobs', { id: job._id, data: { title: 'Jewellery Sales Executive' }, previousData: job });
    const asRoles = (preferredRoles: string[]) =>
      fake.update('jobseekers', { id: seeker._id, data: { overview: 'Store manager of a gold jewellery showroom, 9 years.', jobPreferences: { ...seeker.jobPreferences, preferredRoles } }, previousData: seeker });
    await asRoles(['Store Manager']);
    expect((await fake.explainMatch(job._id, seeker._id)).roleAboveOpening).toBe('Store Manager');
    await asRoles(['Store Manager', 'Sales Executive']);
    expect((await fake.explainMatch(job._id, seeker._id)).roleAboveOpening).toBeNull();
  });

  it('creates embeddings of 256 numbers and stores them on the record', async () => {
    const fake = createFakeDataProvider({ counts });
    const job = ((await fake.getList('jobs', { ...page(1), filter: {} })).data[0]) as unknown as Job;
    const made = await fake.createJobEmbedding(job._id);
    expect(made.embeddings).toHaveLength(EMBEDDING_LENGTH);
    expect(((await fake.getOne('jobs', { id: job._id })).data as unknown as Job).embeddings).toEqual(made.embeddings);

    const seeker = ((await fake.getList('jobseekers', { ...page(1), filter: {} })).data[0]) as unknown as JobSeeker;
    const embedded = await fake.createJobSeekerEmbedding(seeker._id);
    expect(embedded.embedding.vector).toHaveLength(EMBEDDING_LENGTH);
  });

  it('adds a note newest first and deletes it', async () => {
    const fake = createFakeDataProvider({ counts });
    const seeker = ((await fake.getList('jobseekers', { ...page(1), filter: {} })).data[0]) as unknown as JobSeeker;
    const note = await fake.addJobSeekerNote(seeker._id, '<p>Strong CAD portfolio</p>');
    let stored = (await fake.getOne('jobseekers', { id: seeker._id })).data as unknown as JobSeeker;
    expect(stored.notes[0]).toEqual(note);
    expect(await fake.deleteJobSeekerNote(seeker._id, note.id)).toBe(note.id);
    stored = (await fake.getOne('jobseekers', { id: seeker._id })).data as unknown as JobSeeker;
    expect(stored.notes.find((n) => n.id === note.id)).toBeUndefined();
  });

  it('sorts company requests by status the way the server does: its STATUS_SORT_ORDER, newest first within a status', async () => {
    const order = STATUS_SORT_ORDER['company-requests'] ?? [];
    expect(order[0]).toBe('pending');
    const fake = createFakeDataProvider({ counts: { ...counts, companyRequests: 30 } });
    const sorted = async (direction: 'ASC' | 'DESC', pagination = { page: 1, perPage: 1000 }) =>
      (await fake.getList('company-requests', { pagination, sort: { field: 'status', order: direction }, filter: {} }))
        .data as unknown as CompanyRequest[];
    const expectOrdered = (rows: CompanyRequest[], ranks: readonly string[]) => {
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1], rows[i]];
        const [ra, rb] = [ranks.indexOf(a.status), ranks.indexOf(b.status)];
        expect(ra, `${a.status} before ${b.status}`).toBeLessThanOrEqual(rb);
        if (ra === rb) expect(a.createdAt >= b.createdAt, `${a.createdAt} before ${b.createdAt}`).toBe(true);
      }
    };
    const ascending = await sorted('ASC');
    expect(ascending).toHaveLength(30);
    // The demo data holds every status, so an alphabetical sort ('approved' first) cannot pass.
    expect(new Set(ascending.map((r) => r.status))).toEqual(new Set(order));
    expect(ascending[0].status).toBe('pending');
    expectOrdered(ascending, order);
    const descending = await sorted('DESC');
    expect(descending[0].status).toBe(order.at(-1));
    expectOrdered(descending, [...order].reverse());
    // Pages are cut from the ranked rows, with the total of all matches.
    const second = await fake.getList('company-requests', { pagination: { page: 2, perPage: 7 }, sort: { field: 'status', order: 'ASC' }, filter: {} });
    expect(second.total).toBe(30);
    expect(second.data.map((r) => r.id)).toEqual(ascending.slice(7, 14).map((r) => r._id));
    // Filters still apply, and so does the order through getManyReference.
    const companyId = ascending[0].companyId;
    const ofCompany = ascending.filter((r) => r.companyId === companyId).map((r) => r._id);
    const referenced = await fake.getManyReference('company-requests', {
      target: 'companyId',
      id: companyId,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'status', order: 'ASC' },
      filter: {},
    });
    expect(referenced.data.map((r) => r.id)).toEqual(ofCompany);
  });

  it('approving a request links the employer to the company', async () => {
    const fake = createFakeDataProvider({ counts });
    const requests = (await fake.getList('company-requests', { ...page(), filter: { status: 'pending' } })).data as unknown as CompanyRequest[];
    expect(requests.length).toBeGreaterThan(0);
    const request = requests[0];
    const updated = await fake.updateCompanyRequestStatus(request._id, 'approved');
    expect(updated.status).toBe('approved');
    const employer = (await fake.getOne('employers', { id: request.employeeId })).data as unknown as Employer;
    expect(employer.companyId).toBe(request.companyId);
  });

  it('lists a job’s applicants a page at a time', async () => {
    const fake = createFakeDataProvider({ counts });
    const applications = (await fake.getList('job-applications', { ...page(), filter: {} })).data as unknown as JobApplication[];
    const jobId = applications[0].jobId;
    const expected = applications.filter((a) => a.jobId === jobId).length;
    const result = await fake.getJobApplicants(jobId, 0, 1);
    expect(result.totalElements).toBe(expected);
    expect(result.content).toHaveLength(1);
    expect(result.content[0]).toMatchObject({ jobSeekerId: expect.any(String), status: expect.any(String) });
  });

  it('creates records with the contract identity and audit fields', async () => {
    const fake = createFakeDataProvider({ counts });
    const { data } = await fake.create('companies', { data: { companyName: 'Nova Gems', status: 'pending' } });
    const company = data as unknown as Company & { id: string };
    expect(company.id).toBe(company._id);
    expect(company.createdAt).toMatch(/^\d{4}-/);
  });
});
