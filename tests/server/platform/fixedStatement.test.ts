/** server/db/fixedStatement.ts: a statement's text made once per database, each call's value bound. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedStatement } from '../../../server/db/fixedStatement';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('fixedStatement', () => {
  it('builds the text once per database and binds each call its own value', async () => {
    let builds = 0;
    const echo = fixedStatement((db, value) => {
      builds++;
      return db.selectNoFrom([sql<string>`${value}::text`.as('value'), sql<string>`${'constant'}::text`.as('constant')]);
    });
    const run = async (value: string) => (await server.db.executeQuery(echo(server.db, value))).rows[0];
    expect(await run('first')).toEqual({ value: 'first', constant: 'constant' });
    expect(await run('second')).toEqual({ value: 'second', constant: 'constant' });
    expect(echo(server.db, 'third').sql).toBe(echo(server.db, 'fourth').sql);
    expect(builds).toBe(1);
  });

  it('refuses a statement that would take its value more than once or not at all', () => {
    const twice = fixedStatement((db, value) => db.selectNoFrom([sql<string>`${value}::text`.as('a'), sql<string>`${value}::text`.as('b')]));
    expect(() => twice(server.db, 'x')).toThrow(/each value exactly once/);
    const never = fixedStatement((db) => db.selectNoFrom([sql<number>`1`.as('a')]));
    expect(() => never(server.db, 'x')).toThrow(/each value exactly once/);
  });
});
