/** The GraphQL data provider's mapping: react-admin calls → contract requests, answers → records, errors → HttpErrors. */
import { describe, expect, it } from 'vitest';
import { createGraphQLDataProvider } from '../../../providers/graphql';
import { RESOURCE_DEFINITIONS } from '../../../resources/shared/registry';
import { createFakeFetch } from './fakeFetch';
import type { Answer, SentRequest } from './fakeFetch';

const job = (n: number) => ({ _id: `job-${n}`, title: `Goldsmith ${n}`, isExternalJob: false, __typename: 'Job' });

async function setup(answer: (request: SentRequest) => Answer) {
  const double = createFakeFetch(answer);
  const provider = await createGraphQLDataProvider({ resources: RESOURCE_DEFINITIONS, fetch: double.fetch });
  return { provider, sent: double.sent };
}

describe('start-up', () => {
  it('sends nothing until the first data call: the schema is static, never introspected', async () => {
    const { provider, sent } = await setup(() => ({
      body: { data: { getAllJobs: { content: [], totalElements: 0, totalPages: 0 } } },
    }));
    expect(sent).toHaveLength(0);
    await provider.getList('jobs', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(sent.map((r) => r.operationName)).toEqual(['GetAllJobs']);
    expect(sent[0].query).not.toContain('__schema');
  });
});

describe('getList', () => {
  it('sends page-1, size, sort and filters (booleans as boolValue, blanks and unknown keys dropped) and maps the page', async () => {
    const { provider, sent } = await setup(() => ({
      body: { data: { getAllJobs: { content: [job(1), job(2)], totalElements: 342, totalPages: 4 } } },
    }));
    const result = await provider.getList('jobs', {
      pagination: { page: 3, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { title: '  gold ', isExternalJob: 'false', location: '   ', bogus: 'x', companyName: 'Tiffany' },
    });

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/graphql');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].credentials).toBe('same-origin');
    expect(sent[0].query).toContain('getAllJobs(');
    expect(sent[0].variables).toEqual({
      page: 2,
      size: 100,
      sort: { field: 'createdAt', direction: 'DESC' },
      filters: [
        { key: 'title', value: 'gold' },
        { key: 'isExternalJob', boolValue: false },
        { key: 'companyName', value: 'Tiffany' },
      ],
    });
    expect(result.total).toBe(342);
    expect(result.data.map((r) => [r.id, r.title])).toEqual([
      ['job-1', 'Goldsmith 1'],
      ['job-2', 'Goldsmith 2'],
    ]);
  });

  it('falls back to createdAt DESC for a field the contract cannot sort by', async () => {
    const { provider, sent } = await setup(() => ({
      body: { data: { getAllCompanies: { content: [], totalElements: 0, totalPages: 0 } } },
    }));
    await provider.getList('companies', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(sent[0].variables?.sort).toEqual({ field: 'createdAt', direction: 'DESC' });
    expect(sent[0].variables?.page).toBe(0);
  });
});

describe('by-id calls use each operation’s own id argument', () => {
  it('getOne jobs → getJobById(id:), getOne companies → getCompanyById(_id:)', async () => {
    const { provider, sent } = await setup((request) =>
      request.operationName === 'GetJobById'
        ? { body: { data: { getJobById: job(7) } } }
        : { body: { data: { getCompanyById: { _id: 'c-1', companyName: 'Aurum' } } } },
    );
    const one = await provider.getOne('jobs', { id: 'job-7' });
    const company = await provider.getOne('companies', { id: 'c-1' });
    expect(sent[0].variables).toEqual({ id: 'job-7' });
    expect(sent[1].variables).toEqual({ _id: 'c-1' });
    expect(one.data.id).toBe('job-7');
    expect(company.data.id).toBe('c-1');
  });

  it('getMany asks for every id in one request and keeps their order', async () => {
    const { provider, sent } = await setup(() => ({ body: { data: { r0: job(2), r1: job(1) } } }));
    const result = await provider.getMany('jobs', { ids: ['job-2', 'job-1'] });
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toEqual({ id0: 'job-2', id1: 'job-1' });
    expect(result.data.map((r) => r.id)).toEqual(['job-2', 'job-1']);
  });

  it('getManyReference filters the list by the target id', async () => {
    const { provider, sent } = await setup(() => ({
      body: { data: { getAllJobApplications: { content: [], totalElements: 0, totalPages: 0 } } },
    }));
    await provider.getManyReference('job-applications', {
      target: 'jobId',
      id: 'job-3',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(sent[0].variables?.filters).toEqual([{ key: 'jobId', value: 'job-3' }]);
  });
});

describe('writes send only what the contract accepts', () => {
  it('update employers → updateEmployerById(_id, employer) without id, audit or __typename', async () => {
    const { provider, sent } = await setup(() => ({
      body: { data: { updateEmployerById: { _id: 'e-1', jobsPosted: 3 } } },
    }));
    await provider.update('employers', {
      id: 'e-1',
      previousData: { id: 'e-1' },
      data: {
        id: 'e-1',
        _id: 'e-1',
        __typename: 'Employer',
        createdAt: '2025-01-01',
        jobsPosted: 3,
        jobsLeft: 2,
        company: { companyName: 'Aurum' },
        personalDetails: { __typename: 'PersonalDetails', fullName: 'Ada Lee', email: 'ada@example.com' },
      },
    });
    expect(sent[0].variables).toEqual({
      _id: 'e-1',
      employer: { jobsPosted: 3, jobsLeft: 2, personalDetails: { fullName: 'Ada Lee', email: 'ada@example.com' } },
    });
  });

  it('delete answers the previous record; deleteMany sends one aliased mutation', async () => {
    const { provider, sent } = await setup((request) =>
      request.operationName === 'DeleteJobById'
        ? { body: { data: { deleteJobById: 'job-1' } } }
        : { body: { data: { d0: 'job-1', d1: 'job-2' } } },
    );
    const deleted = await provider.delete('jobs', { id: 'job-1', previousData: { id: 'job-1', title: 'Goldsmith' } });
    expect(deleted.data).toEqual({ id: 'job-1', title: 'Goldsmith' });
    const many = await provider.deleteMany('jobs', { ids: ['job-1', 'job-2'] });
    expect(sent[1].variables).toEqual({ id0: 'job-1', id1: 'job-2' });
    expect(many.data).toEqual(['job-1', 'job-2']);
  });

  it('creating a resource the contract cannot create is refused before any request', async () => {
    const { provider, sent } = await setup(() => ({ body: { data: {} } }));
    await expect(provider.create('jobseekers', { data: {} })).rejects.toThrow(/no create for jobseekers/);
    expect(sent).toHaveLength(0);
  });
});

describe('errors', () => {
  it('an errors key is a failure carrying the server message and a status from its code', async () => {
    const { provider } = await setup(() => ({
      body: { data: null, errors: [{ message: 'Job was not found.', extensions: { code: 'NOT_FOUND' } }] },
    }));
    const failure = provider.getOne('jobs', { id: 'missing' });
    await expect(failure).rejects.toMatchObject({ message: 'Job was not found.', status: 404 });
  });

  it('UNAUTHENTICATED becomes status 401 (answered with HTTP 200)', async () => {
    const { provider } = await setup(() => ({
      body: { errors: [{ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] },
    }));
    await expect(provider.getList('jobs', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).rejects.toMatchObject({
      message: 'Please sign in to continue.',
      status: 401,
    });
  });

  it('UNAUTHENTICATED answered with HTTP 401 keeps the server message', async () => {
    const { provider } = await setup(() => ({
      status: 401,
      body: { errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }] },
    }));
    await expect(provider.getRelevancyScore('job-1', 'seeker-1')).rejects.toMatchObject({
      message: 'Your session has ended.',
      status: 401,
    });
  });

  it('BAD_USER_INPUT carries the per-field messages for the form', async () => {
    const { provider } = await setup(() => ({
      body: {
        errors: [
          { message: 'Please correct the job.', extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Title is required' } } },
        ],
      },
    }));
    await expect(provider.create('jobs', { data: { title: '', isExternalJob: false } })).rejects.toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', errors: { title: 'Title is required' } },
    });
  });

  it('a network failure rejects too', async () => {
    const { provider } = await setup(() => new TypeError('Failed to fetch'));
    await expect(provider.getOne('companies', { id: 'c-1' })).rejects.toMatchObject({ message: expect.stringMatching(/fetch/i) });
  });
});

describe('custom methods', () => {
  it('getRelevantCandidates sends jobId, page and size and answers the list', async () => {
    const candidates = [{ _id: 's-1', relevancyScore: 0.8, personalDetails: { fullName: 'Ravi Shah' } }];
    const { provider, sent } = await setup(() => ({ body: { data: { getRelevantCandidates: candidates } } }));
    const result = await provider.getRelevantCandidates('job-1', 2, 5);
    expect(sent[0].variables).toEqual({ jobId: 'job-1', page: 2, size: 5 });
    expect(result.map((c) => c._id)).toEqual(['s-1']);
  });

  it('updateCompanyRequestStatus → updateCompanyRequest(_id, status)', async () => {
    const { provider, sent } = await setup(() => ({
      body: { data: { updateCompanyRequest: { _id: 'r-1', status: 'approved' } } },
    }));
    const result = await provider.updateCompanyRequestStatus('r-1', 'approved');
    expect(sent[0].query).toContain('updateCompanyRequest(');
    expect(sent[0].variables).toEqual({ _id: 'r-1', status: 'approved' });
    expect(result.status).toBe('approved');
  });

  it('addJobSeekerNote and deleteJobSeekerNote send their ids and text', async () => {
    const { provider, sent } = await setup((request) =>
      request.operationName === 'AddJobSeekerNote'
        ? { body: { data: { addJobSeekerNote: { id: 'n-1', note: '<p>Hi</p>', changedBy: 'a@b.c', date: '2025-01-01' } } } }
        : { body: { data: { deleteJobSeekerNote: 'n-1' } } },
    );
    expect((await provider.addJobSeekerNote('s-1', '<p>Hi</p>')).id).toBe('n-1');
    expect(await provider.deleteJobSeekerNote('s-1', 'n-1')).toBe('n-1');
    expect(sent.map((r) => r.variables)).toEqual([
      { jobSeekerId: 's-1', note: '<p>Hi</p>' },
      { jobSeekerId: 's-1', noteId: 'n-1' },
    ]);
  });

  it('getJobApplicants is a REST GET with page and rowsPerPage', async () => {
    const { provider, sent } = await setup(() => ({ body: { content: [], totalElements: 0 } }));
    const page = await provider.getJobApplicants('job 1', 2, 25);
    expect(sent[0]).toMatchObject({ url: '/api/jobs/job%201/applicants?page=2&rowsPerPage=25', method: 'GET' });
    expect(page.totalElements).toBe(0);
  });

  it('uploadFile posts multipart file and fileName and answers the url; a refusal surfaces the server error', async () => {
    let refuse = false;
    const { provider, sent } = await setup(() =>
      refuse ? { status: 400, body: { error: 'Only PNG or JPEG logos are accepted.', code: 'BAD_USER_INPUT' } } : { body: { url: '/api/s3/buckets/company-logo/objects/a.png' } },
    );
    const file = new Blob(['png'], { type: 'image/png' });
    expect(await provider.uploadFile('company-logo', file, 'Aurum_1_logo.png')).toEqual({ url: '/api/s3/buckets/company-logo/objects/a.png' });
    expect(sent[0]).toMatchObject({ url: '/api/s3/buckets/company-logo/upload?isPublic=true', method: 'POST' });
    const form = sent[0].body as FormData;
    expect(form.get('fileName')).toBe('Aurum_1_logo.png');
    expect(form.get('file')).toBeTruthy();
    refuse = true;
    await expect(provider.uploadFile('company-logo', file, 'x.gif')).rejects.toMatchObject({
      message: 'Only PNG or JPEG logos are accepted.',
      status: 400,
    });
  });

  it('deleteFile deletes a stored object by its URL and refuses any other URL', async () => {
    const { provider, sent } = await setup(() => ({ body: { deleted: true } }));
    await provider.deleteFile('/api/s3/buckets/resume/objects/s-1_2025_cv.pdf');
    expect(sent[0]).toMatchObject({ url: '/api/s3/buckets/resume/objects/s-1_2025_cv.pdf', method: 'DELETE' });
    await expect(provider.deleteFile('https://elsewhere.example/cv.pdf')).rejects.toMatchObject({ status: 400 });
    expect(sent).toHaveLength(1);
  });
});
