/** Every entity operation of the contract through POST /api/graphql on the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, MAX_PAGE_SIZE } from '../../../domain/constants';
import { startTestServer, type TestServer } from '../harness';
import { addApplication, addCompany, addEmployer, addJob, addRequest, addSeeker } from './fixtures';

let server: TestServer;
const ids: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  ids.company = await addCompany(db, { company_name: 'Aurum Jewels', logo_url: '/logo.png' });
  ids.employer = await addEmployer(db, { email: 'hire@aurum.test' });
  ids.job = await addJob(db, { title: 'Gold Smith', company_id: ids.company, company_name: 'Aurum Jewels' });
  ids.seeker = await addSeeker(db, { full_name: 'Asha Rao', skills: ['CAD'] });
  ids.application = await addApplication(db, ids.job, ids.seeker);
  ids.request = await addRequest(db, ids.company, ids.employer);
}, 60_000);
afterAll(() => server?.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
type Errors = Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }> | undefined;
const codeOf = (errors: Errors) => errors?.[0]?.extensions?.code;

describe('lists over GraphQL', () => {
  const LISTS = [
    ['getAllJobs', '_id title company { companyName } relevantCandidates { jobSeekerId }'],
    ['getAllCompanies', '_id companyName logoUrl'],
    ['getAllEmployers', '_id personalDetails { email }'],
    ['getAllJobSeekers', '_id personalDetails { fullName } jobPreferences { location }'],
    ['getAllJobApplications', '_id name designation companyName status'],
    ['getAllCompanyRequests', '_id status employerEmail company { companyName }'],
  ] as const;

  it.each(LISTS)('%s answers content, totalElements and totalPages', async (op, fields) => {
    const res = await server.gql<Record<string, { content: unknown[]; totalElements: number; totalPages: number }>>(
      `{ ${op}(page: 0, size: 10) { content { ${fields} } totalElements totalPages } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.[op]).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(res.data?.[op].content).toHaveLength(1);
  });

  it('filters with variables and refuses bad arguments with BAD_USER_INPUT', async () => {
    const q = `query($f: [FilterInput!], $size: Int) { getAllJobSeekers(size: $size, filters: $f) { totalElements content { _id } } }`;
    const hit = await server.gql<{ getAllJobSeekers: { totalElements: number } }>(q, { f: [{ key: 'skills', value: 'cad' }] });
    expect(hit.data?.getAllJobSeekers.totalElements).toBe(1);
    const miss = await server.gql<{ getAllJobSeekers: { totalElements: number } }>(q, { f: [{ key: 'location', value: 'nowhere' }] });
    expect(miss.data?.getAllJobSeekers.totalElements).toBe(0);
    const unknown = await server.gql(q, { f: [{ key: 'password', value: 'x' }] });
    expect(codeOf(unknown.errors)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].message).toContain('Unknown filter "password"');
    const big = await server.gql(q, { size: MAX_PAGE_SIZE + 1 });
    expect(big.errors?.[0]).toMatchObject({ message: `size must be between 1 and ${MAX_PAGE_SIZE}.`, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an unsigned caller', async () => {
    const res = await server.gql('{ getAllJobs { totalElements } }', undefined, null);
    expect(res.data).toBeNull();
    expect(codeOf(res.errors)).toBe('UNAUTHENTICATED');
  });
});

describe('by-id queries over GraphQL', () => {
  const BY_ID = [
    ['getJobById', 'id', 'job', '_id title companyLogo metadata { url } embeddings'],
    ['getCompanyById', '_id', 'company', '_id companyName history { status }'],
    ['getEmployerById', '_id', 'employer', '_id personalDetails { email }'],
    ['getJobSeekerById', 'id', 'seeker', '_id notes { id } embedding { vector }'],
    ['getJobApplicationById', '_id', 'application', '_id history { status } job { title }'],
    ['getCompanyRequest', '_id', 'request', '_id status company { companyName }'],
  ] as const;

  it.each(BY_ID)('%s finds the record, and answers NOT_FOUND for missing and malformed ids', async (op, arg, key, fields) => {
    const query = `query($id: ID!) { ${op}(${arg}: $id) { ${fields} } }`;
    const found = await server.gql<Record<string, { _id: string }>>(query, { id: ids[key] });
    expect(found.errors).toBeUndefined();
    expect(found.data?.[op]._id).toBe(ids[key]);
    for (const id of [MISSING, 'not-a-uuid']) {
      const res = await server.gql(query, { id });
      expect(codeOf(res.errors)).toBe('NOT_FOUND');
      expect(res.errors?.[0].message).toMatch(/ was not found\.$/);
    }
  });
});

describe('mutations over GraphQL', () => {
  it('createJob: per-field messages in extensions.fields; then create, update, delete', async () => {
    const CREATE = `mutation($input: JobInput!) { createJob(input: $input) { _id title companyName jobStatus createdBy userType } }`;
    const bad = await server.gql(CREATE, { input: { title: '', isExternalJob: false } });
    expect(codeOf(bad.errors)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fields).toMatchObject({ title: 'Title is required', company: 'Company Name is required' });
    const input = {
      title: 'Diamond Setter', isExternalJob: false, companyId: ids.company, userType: 'ADMIN', description: '<p>Set stones</p>',
      jobType: 'FULL_TIME', category: 'Natural Diamond', industry: 'Jewellery', city: 'Surat', state: 'GJ', country: 'India',
    };
    const created = await server.gql<{ createJob: { _id: string } }>(CREATE, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createJob).toMatchObject({ title: 'Diamond Setter', companyName: 'Aurum Jewels', jobStatus: 'OPEN', createdBy: DEMO_USER.email, userType: 'ADMIN' });
    const id = created.data!.createJob._id;
    const updated = await server.gql<{ updateJobById: { salary: string; updatedBy: string } }>(
      `mutation($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { salary updatedBy } }`,
      { id, input: { title: 'Diamond Setter', isExternalJob: false, salary: '20k' } },
    );
    expect(updated.data?.updateJobById).toEqual({ salary: '20k', updatedBy: DEMO_USER.email });
    const deleted = await server.gql<{ deleteJobById: string }>(`mutation($id: ID!) { deleteJobById(_id: $id) }`, { id });
    expect(deleted.data?.deleteJobById).toBe(id);
    const again = await server.gql(`mutation($id: ID!) { deleteJobById(_id: $id) }`, { id });
    expect(codeOf(again.errors)).toBe('NOT_FOUND');
  });

  it('companies: create with validation, update, delete', async () => {
    const CREATE = `mutation($input: CompanyInput!) { createCompany(input: $input) { _id status history { status changedBy } } }`;
    const bad = await server.gql(CREATE, { input: { companyName: 'X', companyDetails: { email: 'nope' } } });
    expect(bad.errors?.[0].extensions?.fields?.['companyDetails.email']).toBe('Valid email is required');
    const created = await server.gql<{ createCompany: { _id: string } }>(CREATE, {
      input: { companyName: 'Lumen', companyDetails: { email: 'a@b.co', address: '1 St', zipCode: '10001' }, links: { website: 'lumen.co' } },
    });
    expect(created.data?.createCompany).toMatchObject({ status: 'pending', history: [{ status: 'pending', changedBy: DEMO_USER.email }] });
    const id = created.data!.createCompany._id;
    const updated = await server.gql<{ updateCompanyById: { status: string } }>(
      `mutation($id: ID!) { updateCompanyById(_id: $id, input: { companyName: "Lumen", status: active }) { status } }`,
      { id },
    );
    expect(updated.data?.updateCompanyById.status).toBe('active');
    expect((await server.gql<{ deleteCompanyById: string }>(`mutation($id: ID!) { deleteCompanyById(_id: $id) }`, { id })).data?.deleteCompanyById).toBe(id);
  });

  it('employers: update with the required-fields message, delete', async () => {
    const UPDATE = `mutation($id: ID!, $e: EmployerInput!) { updateEmployerById(_id: $id, employer: $e) { jobsPosted companyId } }`;
    const bad = await server.gql(UPDATE, { id: ids.employer, e: { personalDetails: { fullName: '', email: 'x@y.z', phone: '1' } } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please fill all required fields', extensions: { fields: { fullName: 'Full Name is required' } } });
    const ok = await server.gql<{ updateEmployerById: { jobsPosted: number } }>(UPDATE, { id: ids.employer, e: { jobsPosted: 5 } });
    expect(ok.data?.updateEmployerById.jobsPosted).toBe(5);
    const other = await addEmployer(server.db);
    expect((await server.gql<{ deleteEmployerById: string }>(`mutation($id: ID!) { deleteEmployerById(_id: $id) }`, { id: other })).data?.deleteEmployerById).toBe(other);
  });

  it('job seekers: update, add and delete a sanitised note, delete', async () => {
    const seeker = await addSeeker(server.db);
    const upd = await server.gql<{ updateJobSeekerById: { skills: string[] } }>(
      `mutation($id: ID!) { updateJobSeekerById(_id: $id, input: { skills: [" Gold ", "gold", "CAD"] }) { skills } }`,
      { id: seeker },
    );
    expect(upd.data?.updateJobSeekerById.skills).toEqual(['Gold', 'CAD']);
    const add = await server.gql<{ addJobSeekerNote: { id: string; note: string; changedBy: string } }>(
      `mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { id note changedBy date } }`,
      { id: seeker, note: '<b>ok</b><script>bad()</script>' },
    );
    expect(add.data?.addJobSeekerNote).toMatchObject({ note: '<b>ok</b>', changedBy: DEMO_USER.email });
    const empty = await server.gql(`mutation($id: ID!) { addJobSeekerNote(jobSeekerId: $id, note: "<p></p>") { id } }`, { id: seeker });
    expect(codeOf(empty.errors)).toBe('BAD_USER_INPUT');
    const noteId = add.data!.addJobSeekerNote.id;
    const del = await server.gql<{ deleteJobSeekerNote: string }>(
      `mutation($id: ID!, $n: ID!) { deleteJobSeekerNote(jobSeekerId: $id, noteId: $n) }`,
      { id: seeker, n: noteId },
    );
    expect(del.data?.deleteJobSeekerNote).toBe(noteId);
    expect((await server.gql<{ deleteJobSeeker: string }>(`mutation($id: ID!) { deleteJobSeeker(_id: $id) }`, { id: seeker })).data?.deleteJobSeeker).toBe(seeker);
  });

  it('applications: status and note, then delete', async () => {
    const app = await addApplication(server.db, ids.job, ids.seeker);
    const res = await server.gql<{ updateJobApplicationById: { status: string; history: Array<{ changedBy: string }>; notes: Array<{ note: string }> } }>(
      `mutation($id: ID!) { updateJobApplicationById(_id: $id, input: { status: accepted, note: "Great fit" }) { status history { status changedBy } notes { note } } }`,
      { id: app },
    );
    expect(res.data?.updateJobApplicationById).toEqual({
      status: 'accepted',
      history: [{ status: 'accepted', changedBy: DEMO_USER.email }],
      notes: [{ note: 'Great fit' }],
    });
    const none = await server.gql(`mutation($id: ID!) { updateJobApplicationById(_id: $id, input: {}) { _id } }`, { id: app });
    expect(codeOf(none.errors)).toBe('BAD_USER_INPUT');
    expect((await server.gql<{ deleteJobApplicationById: string }>(`mutation($id: ID!) { deleteJobApplicationById(_id: $id) }`, { id: app })).data?.deleteJobApplicationById).toBe(app);
  });

  it('company requests: approve links the employer; a second approval is a CONFLICT', async () => {
    const APPROVE = `mutation($id: ID!) { updateCompanyRequest(_id: $id, status: approved) { status updatedBy } }`;
    const first = await server.gql<{ updateCompanyRequest: { status: string } }>(APPROVE, { id: ids.request });
    expect(first.data?.updateCompanyRequest).toEqual({ status: 'approved', updatedBy: DEMO_USER.email });
    const employer = await server.gql<{ getEmployerById: { companyId: string } }>(
      `query($id: ID!) { getEmployerById(_id: $id) { companyId } }`,
      { id: ids.employer },
    );
    expect(employer.data?.getEmployerById.companyId).toBe(ids.company);
    const second = await server.gql(APPROVE, { id: ids.request });
    expect(second.errors?.[0]).toMatchObject({ message: 'This request has already been approved.', extensions: { code: 'CONFLICT' } });
  });
});
