/**
 * The API's answers carry people's details (a profile, sessions with their addresses, seekers'
 * phones in a GraphQL page): no browser or proxy keeps them. A file that may be kept says so.
 */
import { describe, expect, it } from 'vitest';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ seed: true }, 120_000);

describe('caching of API answers', () => {
  it('answers with people in them are no-store: REST, GraphQL, and a refusal', async () => {
    const me = await signedIn.server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: signedIn.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const page = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { cookie: signedIn.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ getAllJobSeekers(page: 0, size: 5) { totalElements content { _id personalDetails { phone } } } }' }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.getAllJobSeekers.content.length).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-store');
    const refused = await signedIn.server.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the console page to its own rule', async () => {
    const login = await signedIn.server.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers['cache-control']).not.toBe('no-store');
  });
});
