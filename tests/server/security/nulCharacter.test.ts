/**
 * The NUL character (U+0000), which PostgreSQL refuses in text, through every way a request can
 * carry it: a JSON escape in a body or in GraphQL variables, %00 in a query string or a path,
 * and an escape inside a string literal of a GraphQL document. Each is the caller's input (400 /
 * BAD_USER_INPUT with one message), never a server fault, signed in or not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../../../server/lib/nulCharacter';
import { addApplication, addJob, addSeeker } from '../entities/fixtures';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();
let seekerId: string;
let applicationId: string;
beforeAll(async () => {
  seekerId = await addSeeker(signedIn.server.db);
  applicationId = await addApplication(signedIn.server.db, await addJob(signedIn.server.db), seekerId);
});

const NUL = '\u0000';
const REFUSED = { error: NUL_MESSAGE, code: 'BAD_USER_INPUT' };

const raw = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, withCookie = true) =>
  signedIn.server.app.inject({
    method,
    url,
    headers: { ...(withCookie ? { cookie: signedIn.cookie } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

describe('REST routes refuse a NUL with a 400', () => {
  it('the sign-in, unsigned: in the email', async () => {
    const res = await raw('POST', '/api/auth/login', { email: `${DEMO_USER.email}${NUL}`, password: 'x' }, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REFUSED);
  });

  it('JSON bodies, query strings and path parameters, signed in', async () => {
    const cases: Array<[method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown]> = [
      ['PUT', '/api/user/update', { firstName: `Ann${NUL}` }],
      ['POST', '/api/staff', { fullName: `Bo${NUL}b`, email: 'bob@example.com', role: 'Admin' }],
      ['POST', '/api/staff', { fullName: 'Bob', email: `bob${NUL}@example.com`, role: 'Admin' }],
      ['PUT', '/api/staff/00000000-0000-4000-8000-000000000001', { fullName: `Bo${NUL}b` }],
      ['GET', '/api/staff?filter_q=a%00b'],
      ['GET', '/api/activity?filter_actor=a%00b'],
      ['GET', '/api/activity/jobs/a%00b'],
      ['GET', '/api/export/jobs.csv?filter_title=a%00b'],
      // a key too: the service reads it by name
      ['PUT', '/api/user/update', { [`first${NUL}Name`]: 'Ann' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await raw(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('the activity CSV answers a 400 before any CSV header is sent', async () => {
    const res = await raw('GET', '/api/activity.csv?filter_actor=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual(REFUSED);
  });

  it('still answers the same requests without the NUL', async () => {
    expect((await raw('POST', '/api/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password }, false)).statusCode).toBe(200);
    expect((await raw('GET', '/api/staff?filter_q=ab')).statusCode).toBe(200);
    expect((await raw('GET', '/api/activity?filter_actor=ab')).statusCode).toBe(200);
    const csv = await raw('GET', '/api/activity.csv?filter_actor=ab');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('When,')).toBe(true);
  });
});

describe('GraphQL refuses a NUL with BAD_USER_INPUT', () => {
  const post = (query: string, variables?: Record<string, unknown>) =>
    signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload: JSON.stringify({ query, variables }) });
  const expectRefused = async (query: string, variables?: Record<string, unknown>) => {
    const res = await post(query, variables);
    expect(res.statusCode, query).toBe(400);
    expect(res.json(), query).toEqual({ data: null, errors: [{ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
  };
  const company = { companyName: 'Aurum', companyDetails: { email: 'hi@aurum.test', address: '1 Main St', zipCode: '400001' } };
  const job = { title: 'Goldsmith', isExternalJob: true, companyName: 'Aurum', category: 'Jewellery Retail', industry: 'Jewellery', description: '<p>Rings</p>', city: 'Mumbai', state: 'MH', country: 'India', jobType: 'FULL_TIME' };

  it('in variables', async () => {
    await expectRefused('query($q: String!) { globalSearch(query: $q) { list } }', { q: `a${NUL}b` });
    const view = 'mutation($input: SavedViewInput!) { createSavedView(input: $input) { id } }';
    await expectRefused(view, { input: { list: 'jobs', name: `v${NUL}`, shared: false, filters: [] } });
    await expectRefused(view, { input: { list: 'jobs', name: 'v', shared: false, filters: [{ key: 'title', value: `a${NUL}` }] } });
    const createCompany = 'mutation($input: CompanyInput!) { createCompany(input: $input) { _id } }';
    await expectRefused(createCompany, { input: { ...company, about: `x${NUL}` } });
    await expectRefused(createCompany, { input: { ...company, industry: `x${NUL}` } });
    const createJob = 'mutation($input: JobInput!) { createJob(input: $input) { _id } }';
    await expectRefused(createJob, { input: { ...job, title: `x${NUL}` } });
    await expectRefused(createJob, { input: { ...job, description: `<p>x${NUL}</p>` } });
    await expectRefused('mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { _id } }', { id: seekerId, input: { skills: [`a${NUL}`] } });
    await expectRefused('mutation($id: ID!, $n: String!) { addJobSeekerNote(jobSeekerId: $id, note: $n) { id } }', { id: seekerId, n: `a${NUL}` });
    await expectRefused('mutation($id: ID!, $n: String) { updateJobApplicationById(_id: $id, input: { note: $n }) { _id } }', { id: applicationId, n: `a${NUL}` });
  });

  it('as an escape in a string literal of the document, in either spelling', async () => {
    await expectRefused('{ globalSearch(query: "a\\u0000b") { list } }');
    await expectRefused('{ globalSearch(query: "a\\u{0}b") { list } }');
    await expectRefused(`mutation { addJobSeekerNote(jobSeekerId: "${seekerId}", note: "a\\u0000b") { id } }`);
  });

  it('still answers the same operations without the NUL, other escapes included', async () => {
    const res = await post('{ globalSearch(query: "a\\u00e9b") { list } }');
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toBeUndefined();
    const note = await post('mutation($id: ID!, $n: String!) { addJobSeekerNote(jobSeekerId: $id, note: $n) { id } }', { id: seekerId, n: 'Called back' });
    expect(note.json().errors).toBeUndefined();
  });
});

describe('a lone surrogate (half of a UTF-16 pair) is refused like the NUL, not stored as U+FFFD', () => {
  const LONE = '\ud800';
  const post = (query: string, variables?: Record<string, unknown>) =>
    signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload: JSON.stringify({ query, variables }) });

  it('in REST bodies, the sign-in included, and in GraphQL variables', async () => {
    for (const [method, url, payload, withCookie] of [
      ['POST', '/api/auth/login', { email: DEMO_USER.email, password: `pass${LONE}` }, false],
      ['PUT', '/api/user/update', { firstName: `Ann${LONE}`, lastName: 'Lee' }, true],
      ['PUT', '/api/user/update', { firstName: 'Ann', lastName: `Lee\udfff` }, true],
    ] as const) {
      const res = await raw(method, url, payload, withCookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: LONE_SURROGATE_MESSAGE, code: 'BAD_USER_INPUT' });
    }
    for (const variables of [{ id: seekerId, n: `a${LONE}b` }, { id: seekerId, n: 'ab\udc00' }]) {
      const res = await post('mutation($id: ID!, $n: String!) { addJobSeekerNote(jobSeekerId: $id, note: $n) { id } }', variables);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: null, errors: [{ message: LONE_SURROGATE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
    }
    const notes = await signedIn.server.db.selectFrom('job_seeker_notes').select('note').where('job_seeker_id', '=', seekerId).execute();
    expect(notes.some((n) => n.note.includes('\ufffd'))).toBe(false);
  });

  it('a character written as a pair (an emoji) is kept whole', async () => {
    const res = await post('mutation($id: ID!, $n: String!) { addJobSeekerNote(jobSeekerId: $id, note: $n) { note } }', { id: seekerId, n: 'Loved the ring 💍' });
    expect(res.json()).toEqual({ data: { addJobSeekerNote: { note: 'Loved the ring 💍' } } });
  });
});
