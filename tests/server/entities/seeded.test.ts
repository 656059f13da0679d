/** The demo marketplace reads back through every list and detail query without an error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
}, 240_000);
afterAll(() => server?.close());

const AUDIT = 'createdAt createdBy updatedAt updatedBy';
const PERSON = 'personalDetails { fullName firstName lastName email phone address city state zipCode country birthday }';
const METADATA = 'metadata { title url description keywords metadata { key value } }';
const ENTITIES = [
  {
    list: 'getAllJobs', one: 'getJobById', arg: 'id',
    fields: `_id jobCode jobUrl jobSource isExternalJob companyId companyName company { companyName logoUrl } companyLogo employerId employerEmail userType title description jobType jobStatus industry category salary experience yearsOfExperience education requirements responsibilities interviewProcess skillsRequired tags expiryDate location city state country zipCode ${METADATA} postedDate embeddings ${AUDIT}`,
  },
  {
    list: 'getAllCompanies', one: 'getCompanyById', arg: '_id',
    fields: `_id companyName about status logoUrl industry companyDetails { email address city state country zipCode } links { instagram linkedin website } ${METADATA} history { status date changedBy } ${AUDIT}`,
  },
  {
    list: 'getAllEmployers', one: 'getEmployerById', arg: '_id',
    fields: `_id companyId company { companyName logoUrl } ${PERSON} jobsPosted jobsLeft links { instagram linkedin website behance googleDrive facebook twitter } ${AUDIT}`,
  },
  {
    list: 'getAllJobSeekers', one: 'getJobSeekerById', arg: 'id',
    fields: `_id ${PERSON} jobPreferences { jobType location noticePeriod preferredRoles } resumeUrl yearsOfExperience skills education jobSeekerDescription overview embedding { vector updatedAt } notes { id note changedBy date } ${AUDIT}`,
  },
  {
    list: 'getAllJobApplications', one: 'getJobApplicationById', arg: '_id',
    fields: `_id status jobId jobSeekerId jobSeeker { _id ${PERSON} overview resumeUrl embedding { vector } } job { _id title companyName companyId location city state country embeddings company { companyName logoUrl } } name designation companyName location history { status date changedBy } notes { id note changedBy date } ${AUDIT}`,
  },
  {
    list: 'getAllCompanyRequests', one: 'getCompanyRequest', arg: '_id',
    fields: `_id companyId employeeId status requestNote company { companyName logoUrl } employerEmail ${AUDIT}`,
  },
] as const;

describe('seeded marketplace', () => {
  it.each(ENTITIES)('$list and $one read every field of the demo data', async ({ list, one, arg, fields }) => {
    const page = await server.gql<Record<string, { content: Array<{ _id: string }>; totalElements: number; totalPages: number }>>(
      `{ ${list}(page: 0, size: 100) { content { ${fields} } totalElements totalPages } }`,
    );
    expect(page.errors).toBeUndefined();
    const result = page.data![list];
    expect(result.totalElements).toBeGreaterThan(0);
    expect(result.content.length).toBe(Math.min(100, result.totalElements));
    const detail = await server.gql<Record<string, { _id: string }>>(
      `query($id: ID!) { ${one}(${arg}: $id) { ${fields} } }`,
      { id: result.content[0]._id },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data![one]).toEqual(result.content[0]);
  });
});
