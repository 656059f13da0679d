/**
 * Stored XSS, server side: every payload of the corpus goes through every rich text and free text
 * field. Rich text (descriptions, about, notes) is sanitised before it is stored, to the safe tags
 * of spec §5 with safe links only; plain text (names, places, metadata, lists) is stored as the
 * very text that was sent, never as markup (React escapes it on display: see tests/e2e/xss.e2e.ts).
 */
import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeList } from '../../../domain/lists';
import { SAFE_TAGS, SAFE_URL_PATTERN } from '../../../domain/richText';
import { sanitizeRichText } from '../../../server/sanitize';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { addApplication, addCompany, addEmployer, addJob, addSeeker } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

// Hundreds of writes each: generous on a busy machine.
const SLOW = { timeout: 180_000 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const template = new JSDOM('').window.document.createElement('template');
const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel'];

/** Rich text that cannot run anything: only safe tags, only href/target/rel, only safe URLs. */
async function expectInert(html: string, label: string): Promise<void> {
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    expect(SAFE_TAGS as readonly string[], `${label}: <${element.localName}> in ${html}`).toContain(element.localName);
    for (const attribute of Array.from(element.attributes)) {
      expect(ALLOWED_ATTRIBUTES, `${label}: ${attribute.name} in ${html}`).toContain(attribute.name);
      if (attribute.name === 'href') expect(attribute.value, label).toMatch(SAFE_URL_PATTERN);
    }
  }
  // Stored output is stable: sanitising it again changes nothing.
  expect(await sanitizeRichText(html, 'description'), label).toBe(html);
}

const ok = <T>(result: { data: T | null; errors?: unknown[] }, label: string): T => {
  expect(result.errors, label).toBeUndefined();
  return result.data as T;
};
const metadataOf = (p: string) => ({ title: p, description: p, keywords: p, metadata: [{ key: p, value: p }] });
const META = 'metadata { title description keywords metadata { key value } }';

it('the corpus holds at least 50 payloads, each one distinct', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
});

describe('companies', () => {
  it('about is sanitised; name, industry, address and metadata are stored as sent', SLOW, async () => {
    const MUTATION = `mutation($input: CompanyInput!) { createCompany(input: $input) {
      companyName about industry companyDetails { address city state country } ${META} } }`;
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const input = {
        companyName: `Company ${i} ${p}`,
        about: `<p>About ${i}</p>${p}`,
        industry: p,
        companyDetails: { email: 'a@b.co', address: p, city: p, state: p, country: p, zipCode: '10001' },
        links: { website: 'https://aurum.example' },
        metadata: metadataOf(p),
      };
      const { createCompany: c } = ok(await server.gql<{ createCompany: Record<string, any> }>(MUTATION, { input }), p);
      expect(c.companyName).toBe(`Company ${i} ${p}`);
      expect([c.industry, c.companyDetails.address, c.companyDetails.city, c.companyDetails.state, c.companyDetails.country]).toEqual([p, p, p, p, p]);
      expect(c.metadata).toMatchObject({ ...metadataOf(p) });
      await expectInert(c.about, `about ${p}`);
      expect(c.about).toContain(`About ${i}`);
    }
  });
});

describe('jobs', () => {
  it('description is sanitised; every free text field and list is stored as sent', SLOW, async () => {
    const companyId = await addCompany(server.db);
    const MUTATION = `mutation($input: JobInput!) { createJob(input: $input) {
      title description category industry salary experience education requirements responsibilities interviewProcess
      location city state country skillsRequired tags ${META} } }`;
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const input = {
        title: `Job ${i} ${p}`,
        isExternalJob: false,
        companyId,
        jobType: 'FULL_TIME',
        description: `<p>Job ${i}</p>${p}`,
        ...Object.fromEntries(
          ['category', 'industry', 'salary', 'experience', 'education', 'requirements', 'responsibilities', 'interviewProcess', 'location', 'city', 'state', 'country'].map((k) => [k, p]),
        ),
        skillsRequired: [p],
        tags: [p],
        metadata: metadataOf(p),
      };
      const { createJob: j } = ok(await server.gql<{ createJob: Record<string, any> }>(MUTATION, { input }), p);
      expect(j.title).toBe(`Job ${i} ${p}`);
      for (const key of ['category', 'industry', 'salary', 'experience', 'education', 'requirements', 'responsibilities', 'interviewProcess', 'location', 'city', 'state', 'country']) {
        expect(j[key], `${key} ${p}`).toBe(p);
      }
      expect(j.skillsRequired).toEqual(normalizeList([p]));
      expect(j.tags).toEqual(normalizeList([p]));
      expect(j.metadata).toMatchObject(metadataOf(p));
      await expectInert(j.description, `description ${p}`);
      expect(j.description).toContain(`Job ${i}`);
    }
  });
});

describe('job seekers and employers', () => {
  it('person details, preferences and skills are stored as sent; notes are sanitised', SLOW, async () => {
    const UPDATE = `mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) {
      personalDetails { fullName firstName lastName address city state country } education skills
      jobPreferences { location preferredRoles noticePeriod } } }`;
    const NOTE = `mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { note } }`;
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const id = await addSeeker(server.db);
      const personalDetails = { fullName: `Seeker ${i} ${p}`, firstName: p, lastName: p, address: p, city: p, state: p, country: p };
      const input = { personalDetails, education: p, skills: [p], jobPreferences: { location: [p], preferredRoles: [p], noticePeriod: p } };
      const { updateJobSeekerById: s } = ok(await server.gql<{ updateJobSeekerById: Record<string, any> }>(UPDATE, { id, input }), p);
      expect(s.personalDetails).toEqual(personalDetails);
      expect([s.education, s.jobPreferences.noticePeriod]).toEqual([p, p]);
      expect([s.skills, s.jobPreferences.location, s.jobPreferences.preferredRoles]).toEqual([normalizeList([p]), normalizeList([p]), normalizeList([p])]);
      const { addJobSeekerNote: n } = ok(await server.gql<{ addJobSeekerNote: { note: string } }>(NOTE, { id, note: `<p>Note ${i}</p>${p}` }), p);
      await expectInert(n.note, `seeker note ${p}`);
    }
  });

  it('employer person details are stored as sent', SLOW, async () => {
    const UPDATE = `mutation($id: ID!, $e: EmployerInput!) { updateEmployerById(_id: $id, employer: $e) {
      personalDetails { fullName firstName lastName address city state country } } }`;
    const id = await addEmployer(server.db);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const personalDetails = { fullName: `Employer ${i} ${p}`, firstName: p, lastName: p, address: p, city: p, state: p, country: p };
      const { updateEmployerById: e } = ok(await server.gql<{ updateEmployerById: Record<string, any> }>(UPDATE, { id, e: { personalDetails } }), p);
      expect(e.personalDetails).toEqual(personalDetails);
    }
  });

  it('application notes are sanitised', SLOW, async () => {
    const job = await addJob(server.db, { company_id: await addCompany(server.db) });
    const id = await addApplication(server.db, job, await addSeeker(server.db, { email: `${randomUUID()}@mail.test` }));
    const UPDATE = `mutation($id: ID!, $note: String) { updateJobApplicationById(_id: $id, input: { note: $note }) { notes { note } } }`;
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const { updateJobApplicationById: a } = ok(
        await server.gql<{ updateJobApplicationById: { notes: Array<{ note: string }> } }>(UPDATE, { id, note: `<p>Note ${i}</p>${p}` }),
        p,
      );
      const stored = a.notes.find((n) => n.note.includes(`Note ${i}<`));
      expect(stored, p).toBeDefined();
      await expectInert(stored!.note, `application note ${p}`);
    }
  });
});
