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
    const email = `a@${'.'.repeat(150_000)}@`;
    const cookie = await server.signIn();
    const { result, ms } = await timed(() => server.rest('POST', '/api/staff', cookie, { email, firstName: 'Nora', lastName: 'Quill', role: 'Viewer', password: 'Harbour7Lantern' }));
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Enter a valid email address');
    expect(ms).toBeLessThan(1000);
  });
});
