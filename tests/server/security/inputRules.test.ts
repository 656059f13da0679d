/**
 * Issue 10 items 8 and 9 through the real GraphQL API and database: links only http(s), file
 * fields only this server's object URLs of their bucket, and texts within their limits, each
 * refusal with a message per field in extensions.fields and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployer, addSeeker } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let seekerId: string;
let employerId: string;
beforeAll(async () => {
  server = await startTestServer();
  seekerId = await addSeeker(server.db);
  employerId = await addEmployer(server.db);
});
afterAll(() => server?.close());

const COMPANY = { companyName: 'Aurum Jewels', companyDetails: { email: 'hi@aurum.test', address: '1 Main St', zipCode: '400001' }, links: { website: 'https://aurum.test' } };
const JOB = { title: 'Goldsmith', isExternalJob: true, companyName: 'Aurum', category: 'Jewellery Retail', industry: 'Jewellery', description: '<p>Make rings</p>', city: 'Mumbai', state: 'MH', country: 'India', jobType: 'FULL_TIME' };

const createCompany = (input: Record<string, unknown>) => server.gql('mutation($input: CompanyInput!) { createCompany(input: $input) { _id } }', { input: { ...COMPANY, ...input } });
const createJob = (input: Record<string, unknown>) => server.gql('mutation($input: JobInput!) { createJob(input: $input) { _id } }', { input: { ...JOB, ...input } });
const updateSeeker = (input: Record<string, unknown>) => server.gql('mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { _id } }', { id: seekerId, input });
const updateEmployer = (employer: Record<string, unknown>) => server.gql('mutation($id: ID!, $e: EmployerInput!) { updateEmployerById(_id: $id, employer: $e) { _id } }', { id: employerId, e: employer });
const fieldsOf = (res: { errors?: Array<{ extensions?: { code?: string; fields?: Record<string, string> } }> }) => {
  expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  return res.errors?.[0].extensions?.fields;
};
const companies = async () => (await server.db.selectFrom('companies').select('id').execute()).length;

describe('links take only http and https', () => {
  it("refuses javascript:, data: and friends in every link field, with the spec's website message", async () => {
    const before = await companies();
    expect(fieldsOf(await createCompany({ links: { website: 'javascript:alert(1)//x.example' } }))).toEqual({ 'links.website': 'Website must be valid' });
    expect(fieldsOf(await createCompany({ links: { website: 'aurum.test', instagram: 'data:text/html,<script>alert(1)</script>', linkedin: 'vbscript:x' } }))).toEqual({
      'links.instagram': 'Instagram must be a web address starting with http:// or https://.',
      'links.linkedin': 'LinkedIn must be a web address starting with http:// or https://.',
    });
    expect(await companies()).toBe(before);
    expect(fieldsOf(await createJob({ jobUrl: 'javascript:alert(1)' }))).toEqual({ jobUrl: 'Job URL must be a web address starting with http:// or https://.' });
    expect(fieldsOf(await updateEmployer({ links: { twitter: 'JAVASCRIPT:alert(1)', googleDrive: 'https://drive.example/x' } }))).toEqual({
      'links.twitter': 'Twitter must be a web address starting with http:// or https://.',
    });
  });

  it('takes web addresses, with or without a scheme', async () => {
    expect((await createCompany({ links: { website: 'www.aurum.test', instagram: 'https://instagram.com/aurum', linkedin: '' } })).errors).toBeUndefined();
    expect((await createJob({ jobUrl: 'https://careers.example/jobs/1' })).errors).toBeUndefined();
    expect((await updateEmployer({ links: { twitter: 'https://x.com/aurum', website: 'aurum.test' } })).errors).toBeUndefined();
  });

  it("file fields take only this server's object URLs of their own bucket", async () => {
    for (const resumeUrl of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'https://evil.example/api/s3/buckets/resume/objects/cv.pdf',
      '//evil.example/api/s3/buckets/resume/objects/cv.pdf',
      '/api/s3/buckets/company-logo/objects/logo.png',
      '/api/s3/buckets/resume/objects/..%2F..%2Fetc%2Fpasswd',
      '/api/s3/buckets/resume/objects/cv.pdf?download=1',
    ]) {
      expect(fieldsOf(await updateSeeker({ resumeUrl })), resumeUrl).toEqual({ resumeUrl: 'The resume must be a PDF uploaded here.' });
    }
    expect(fieldsOf(await createCompany({ logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }))).toEqual({ logoUrl: 'The logo must be an image uploaded here (png, jpeg or jpg).' });
    const stored = await server.db.selectFrom('job_seekers').select('resume_url').where('id', '=', seekerId).executeTakeFirstOrThrow();
    expect(stored.resume_url).toBeNull();
  });
});

describe('texts have length limits', () => {
  it('refuses each text over its limit with a message per field, and takes it at the limit', async () => {
    expect(fieldsOf(await createCompany({ companyName: 'c'.repeat(201), about: 'a'.repeat(50_001), companyDetails: { ...COMPANY.companyDetails, address: 'x'.repeat(501) } }))).toEqual({
      companyName: 'Must be at most 200 characters.',
      about: 'Must be at most 50,000 characters.',
      'companyDetails.address': 'Must be at most 500 characters.',
    });
    expect((await createCompany({ companyName: 'c'.repeat(200), about: `<p>${'a'.repeat(49_993)}</p>` })).errors).toBeUndefined();

    expect(fieldsOf(await createJob({ title: 't'.repeat(201), requirements: 'r'.repeat(50_001), tags: Array.from({ length: 101 }, (_, i) => `t${i}`), metadata: { keywords: 'k'.repeat(501) } }))).toEqual({
      title: 'Must be at most 200 characters.',
      requirements: 'Must be at most 50,000 characters.',
      tags: 'Must have at most 100 entries.',
      'metadata.keywords': 'Must be at most 500 characters.',
    });
    expect(fieldsOf(await updateSeeker({ skills: ['s'.repeat(201)], personalDetails: { fullName: 'f'.repeat(201) }, jobPreferences: { noticePeriod: 'n'.repeat(201) } }))).toEqual({
      skills: 'Must be at most 200 characters.',
      'personalDetails.fullName': 'Must be at most 200 characters.',
      'jobPreferences.noticePeriod': 'Must be at most 200 characters.',
    });
    expect(fieldsOf(await updateEmployer({ personalDetails: { phone: '9'.repeat(201) } }))).toEqual({ 'personalDetails.phone': 'Must be at most 200 characters.' });
  });

  it('limits notes on seekers and applications', async () => {
    const long = `<p>${'n'.repeat(50_000)}</p>`;
    expect(fieldsOf(await server.gql('mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { id } }', { id: seekerId, note: long }))).toEqual({
      note: 'Must be at most 50,000 characters.',
    });
    const notes = await server.db.selectFrom('job_seeker_notes').select('id').where('job_seeker_id', '=', seekerId).execute();
    expect(notes).toEqual([]);
    const res = await server.gql('mutation($id: ID!, $input: JobApplicationUpdateInput!) { updateJobApplicationById(_id: $id, input: $input) { _id } }', {
      id: '00000000-0000-4000-8000-000000000000',
      input: { note: long },
    });
    expect(fieldsOf(res)).toEqual({ note: 'Must be at most 50,000 characters.' });
  });
});
