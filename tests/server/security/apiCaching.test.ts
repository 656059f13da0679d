/**
 * The API's answers carry people's details (a profile, sessions with their addresses, seekers'
 * phones in a GraphQL page): no browser or proxy keeps them. A file that may be kept says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  cookie = await server.signIn();
}, 120_000);
afterAll(() => server?.close());

describe('caching of API answers', () => {
  it('answers with people in them are no-store: REST, GraphQL, and a refusal', async () => {
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const page = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ getAllJobSeekers(page: 0, size: 5) { totalElements content { _id personalDetails { phone } } } }' }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.getAllJobSeekers.content.length).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-store');
    const refused = await server.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the console page to its own rule', async () => {
    const login = await server.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers['cache-control']).not.toBe('no-store');
  });
});
