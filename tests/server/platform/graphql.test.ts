import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_DEPTH } from '../../../server/graphql/limits';
import { SCHEMA_PATH } from '../../../server/graphql/yoga';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const UPDATE_ME = `mutation($id: ID!) { updateUserById(id: $id, input: {firstName: "A", lastName: "B"}) { _id } }`;

describe('POST /api/graphql', () => {
  it('refuses an unsigned caller with one UNAUTHENTICATED error and no data, before any resolver', async () => {
    const before = await server.db.selectFrom('staff_users').select(['first_name']).executeTakeFirstOrThrow();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: UPDATE_ME, variables: { id: 'anything' } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ data: null, errors: [{ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const after = await server.db.selectFrom('staff_users').select(['first_name']).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const viaHarness = await server.gql('{ __typename }', undefined, null);
    expect(viaHarness.data).toBeNull();
    expect(viaHarness.errors).toHaveLength(1);
  });

  it('serves exactly domain/schema.graphql', async () => {
    const sdl = readFileSync(SCHEMA_PATH, 'utf8');
    const res = await server.gql<{ __type: { fields: Array<{ name: string }> } }>('{ __type(name: "Mutation") { fields { name } } }');
    expect(res.errors).toBeUndefined();
    const names = res.data!.__type.fields.map((f) => f.name);
    expect(names).toContain('updateUserById');
    for (const name of names) expect(sdl).toContain(`${name}(`);
  });

  it("answers a document or variables that do not fit with 400 and BAD_USER_INPUT, never 500", async () => {
    const cookie = await server.signIn();
    const cases = ['{ noSuchField }', '{ not closed', 'query($p: Int!) { getAllJobs(page: $p) { totalElements } }'];
    for (const query of cases) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', cookie },
        payload: JSON.stringify({ query }),
      });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
      expect(body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
      expect(body.errors[0].message).not.toMatch(/\bat \w+ \(/); // no stack
    }
  });

  it('limits nesting depth with a readable error, following fragments', async () => {
    const atLimit = await server.gql(`{ ${nest(MAX_QUERY_DEPTH)} }`);
    expect(atLimit.errors).toBeUndefined();

    const res = await server.gql(`{ ${nest(MAX_QUERY_DEPTH + 1)} }`);
    expect(res.data ?? null).toBeNull();
    const deep = res.errors?.find((e) => /nested too deeply/.test(e.message));
    expect(deep?.extensions?.code).toBe('BAD_USER_INPUT');

    const viaFragments = await server.gql(`{ ...A } fragment A on Query { ${nest(MAX_QUERY_DEPTH + 1)} }`);
    expect(viaFragments.errors?.some((e) => /nested too deeply/.test(e.message))).toBe(true);
  });

  it('limits the document size', async () => {
    const huge = `{ __typename ${' '.repeat(60 * 1024)} }`;
    const res = await server.gql(huge);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].message).toMatch(/too large/);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers syntax and validation errors with BAD_USER_INPUT and a readable message', async () => {
    const syntax = await server.gql('{ getAllJobs(');
    expect(syntax.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(syntax.errors?.[0].message).toMatch(/Syntax Error/);
    const unknown = await server.gql('{ noSuchField }');
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(unknown.errors?.[0].message).toMatch(/noSuchField/);
    const variables = await server.gql(UPDATE_ME, {});
    expect(variables.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses GET, PUT, PATCH and DELETE with 405, naming POST', async () => {
    const cookie = await server.signIn();
    const res = await server.app.inject({ method: 'GET', url: '/api/graphql?query=%7B__typename%7D', headers: { cookie } });
    expect(res.statusCode).toBe(405);
    expect(res.body).not.toContain('"__typename"');
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const other = await server.app.inject({ method, url: '/api/graphql', headers: { cookie }, payload: { query: '{ __typename }' } });
      expect(other.statusCode, method).toBe(405);
      expect(other.headers.allow).toBe('POST');
      expect(other.json().errors[0].message).toBe('Send GraphQL requests with POST.');
    }
    // signed out it is the sign-in that is missing, as everywhere else
    expect((await server.app.inject({ method: 'DELETE', url: '/api/graphql' })).statusCode).toBe(401);
  });

  it('answers an Accept it cannot serve with 406 and a message naming the types it can (was an empty body)', async () => {
    const cookie = await server.signIn();
    const post = (accept: string) =>
      server.app.inject({ method: 'POST', url: '/api/graphql', headers: { cookie, accept, 'content-type': 'application/json' }, payload: { query: '{ __typename }' } });
    for (const accept of ['image/png', 'application/xml, text/html']) {
      const res = await post(accept);
      expect(res.statusCode, accept).toBe(406);
      expect(res.json().errors[0]).toMatchObject({ message: expect.stringMatching(/application\/json/), extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await post('application/json')).json()).toEqual({ data: { __typename: 'Query' } });
  });
});

/** A valid introspection selection exactly `levels` fields deep: __type { fields { type { ofType { … name } } } }. */
function nest(levels: number): string {
  let inner = 'name';
  for (let i = 0; i < levels - 4; i++) inner = `ofType { ${inner} }`;
  return `__type(name: "Query") { fields { type { ${inner} } } }`;
}
