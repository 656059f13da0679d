import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer(), startTestServer({ listen: true })]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('startTestServer', () => {
  it('gives each server its own migrated, unseeded database with only the demo user', async () => {
    await a.db.updateTable('staff_users').set({ first_name: 'OnlyInA' }).execute();
    const inB = await b.db.selectFrom('staff_users').select('first_name').execute();
    expect(inB).toEqual([{ first_name: 'Amelia' }]);
    const jobs = await a.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(0);
    await a.db.updateTable('staff_users').set({ first_name: 'Amelia' }).execute();
  });

  it('gql signs in by itself, or sends no cookie when asked', async () => {
    const signed = await a.gql<{ __typename: string }>('{ __typename }');
    expect(signed).toEqual({ data: { __typename: 'Query' } });
    const unsigned = await a.gql('{ __typename }', undefined, null);
    expect(unsigned.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const withOwn = await a.gql<{ __typename: string }>('{ __typename }', undefined, await a.signIn());
    expect(withOwn.data?.__typename).toBe('Query');
  });

  it('listens on a real port when asked', async () => {
    expect(a.baseUrl).toBeUndefined();
    expect(b.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${b.baseUrl}/api/me`);
    expect(res.status).toBe(401);
  });
});
