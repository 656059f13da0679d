/**
 * Inputs within the request limits that once cost the server seconds of its one thread: each is
 * refused (or answered) in well under a second, while /api/me keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createCompany({}); // signs in, and warms the mutation's path
});
afterAll(() => server?.close());

const COMPANY = { companyName: 'Aurum Jewels', companyDetails: { email: 'hi@aurum.test', address: '1 Main St', zipCode: '400001' }, links: { website: 'https://aurum.test' } };
const createCompany = (input: Record<string, unknown>) => server.gql('mutation($input: CompanyInput!) { createCompany(input: $input) { _id } }', { input: { ...COMPANY, ...input } });

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe('e-mail addresses', () => {
  // /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracked quadratically: 'a@' and 150,000 dots took ~85 s.
  it('a long address of dots is refused at once, with the field\'s message', async () => {
    const email = `a@${'.'.repeat(150_000)}@`;
    const { result, ms } = await timed(() => createCompany({ companyDetails: { ...COMPANY.companyDetails, email } }));
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.fields?.['companyDetails.email']).toBe('Valid email is required');
    expect(ms).toBeLessThan(1000);
  });

  it('a new staff member with such an address is refused at once', async () => {
    const cookie = await server.signIn();
    const staff = (email: string) => timed(() => server.rest('POST', '/api/staff', cookie, { email, firstName: 'Nora', lastName: 'Quill', role: 'Viewer', password: 'Harbour7Lantern' }));
    // The REST routes read at most 16 KB of JSON (JSON_BODY_LIMIT): the address within it reaches the check.
    const { result, ms } = await staff(`a@${'.'.repeat(15_000)}@`);
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Enter a valid email address');
    expect(ms).toBeLessThan(1000);
    const whole = await staff(`a@${'.'.repeat(150_000)}@`);
    expect(whole.result.status).toBe(413);
    expect(whole.ms).toBeLessThan(1000);
  });
});

describe('list reads a request', () => {
  // Each list page, search or candidate list scans the database (up to ~0.5 s on 20,000 rows with
  // 50 filters), and a request's reads queue at once: 100 aliased pages in a 7 KB request held
  // every other request for 33 s, past the 10 s budget.
  const FILTERS = [{ key: 'title', value: 'a' }, { key: 'location', value: 'e' }];
  const pages = (n: number) => Array.from({ length: n }, (_, i) => `p${i}: getAllJobs(page: ${i}, size: 1, filters: $f) { totalElements }`).join(' ');

  it('takes four, the console sends one', async () => {
    const res = await server.gql(`query($f: [FilterInput!]) { ${pages(4)} }`, { f: FILTERS });
    expect(res.errors).toBeUndefined();
  });

  it('refuses a fifth before any is read, aliases, fragments and searches counted alike', async () => {
    const message = 'The query reads too many lists at once (5; at most 4 lists, searches or candidate lists a request). Ask for less at once.';
    for (const [query, variables] of [
      [`query($f: [FilterInput!]) { ${pages(5)} }`, { f: FILTERS }],
      [`query($f: [FilterInput!]) { ...P ... on Query { s: globalSearch(query: "gold") { list } } } fragment P on Query { ${pages(4)} }`, { f: FILTERS }],
      [`{ ${Array.from({ length: 5 }, (_, i) => `s${i}: globalSearch(query: "gold ${i}") { list }`).join(' ')} }`, {}],
    ] as const) {
      const res = await server.gqlResponse(query, variables);
      expect(res.status).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('does not count reads by id (the console reads a page of rows by id, one alias each)', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `j${i}: getJobById(id: "00000000-0000-4000-8000-${String(i).padStart(12, '0')}") { _id }`).join(' ');
    const res = await server.gqlResponse(`{ ${ids} }`);
    expect(res.body.errors?.[0]?.message ?? '').not.toContain('reads too many lists');
  });
});
