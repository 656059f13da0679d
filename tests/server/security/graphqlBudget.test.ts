/**
 * Issue 10, item 1: every read has a time budget and every answer a size cap. The mechanisms are
 * exercised on the real app and database with the budget and the cap made small (the defaults
 * are in server/graphql/limits.ts); the slow read is a real resolver behind a stalled wait.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { resolvers as allResolvers } from '../../../server/graphql';
import { answerSizeMessage, GRAPHQL_LIMITS, timeBudgetMessage } from '../../../server/graphql/limits';
import type { Resolvers } from '../../../server/graphql/yoga';
import { createServices } from '../../../server/services';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let cookie: string;
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await server?.close();
});

/** The real app over the test server's database, with other limits or resolvers; listening. */
async function appWith(deps: Pick<AppDeps, 'graphqlLimits' | 'resolvers'>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'jm-limits-'));
  dirs.push(dir);
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), distDir: join(dir, 'no-console') };
  const app = await buildApp({ config, db: server.db, files: server.files, services: createServices({ db: server.db, files: server.files }), log: () => {}, ...deps });
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function post(baseUrl: string, query: string) {
  const res = await fetch(`${baseUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

/** The real resolvers, with getAllJobs first made to wait for `delay`. */
const slowedBy = (delay: () => Promise<unknown>): Resolvers => {
  const query = (allResolvers as { Query: Record<string, (...args: unknown[]) => unknown> }).Query;
  return {
    ...allResolvers,
    Query: {
      ...query,
      getAllJobs: async (...args: unknown[]) => {
        await delay();
        return query.getAllJobs(...args);
      },
    },
  } as Resolvers;
};

/** getAllJobs after a stalled wait of `ms` (a timer: the thread is free meanwhile). */
const stalled = (ms: number) => slowedBy(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** getAllJobs after the database has been kept busy for `ms` with statement after statement. */
const busyOnDatabase = (ms: number) =>
  slowedBy(async () => {
    const started = performance.now();
    while (performance.now() - started < ms) await sql`SELECT 1`.execute(server.db);
  });

/** A slow read sent at a 300 ms budget, and /api/me asked while it runs. */
async function readPastItsBudget(resolvers: Resolvers) {
  const budget = 300;
  const baseUrl = await appWith({ graphqlLimits: { queryMs: budget }, resolvers });
  const started = performance.now();
  const slow = post(baseUrl, '{ getAllJobs(size: 1) { totalElements } }');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const meStarted = performance.now();
  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  const meMs = performance.now() - meStarted;
  const answer = await slow;
  return { budget, me, meMs, answer, elapsed: performance.now() - started };
}

describe('time budget of a read', () => {
  // The embedded database runs on the server's thread: a read made of many statements must
  // still let the budget's timer and other requests in between them (server/db/pgliteTurns.ts).
  it.each([
    ['waiting', stalled(2_000)],
    ['busy with statement after statement', busyOnDatabase(3_000)],
  ])('a read past its budget (%s) is stopped with a readable error while the server keeps answering others', async (_, resolvers) => {
    const { budget, me, meMs, answer, elapsed } = await readPastItsBudget(resolvers);

    expect(me.status).toBe(200);
    expect(meMs).toBeLessThan(1_000);
    expect(answer.status).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.[0]).toMatchObject({ message: timeBudgetMessage(budget), extensions: { code: 'BAD_USER_INPUT' } });
    expect(elapsed).toBeGreaterThanOrEqual(budget - 20);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('a read within its budget answers normally', async () => {
    const baseUrl = await appWith({ graphqlLimits: { queryMs: 2_000 }, resolvers: stalled(50) });
    const answer = await post(baseUrl, '{ getAllJobs(size: 1) { totalElements } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('the budget of a read is 10 seconds or less by default', () => {
    expect(GRAPHQL_LIMITS.queryMs).toBeLessThanOrEqual(10_000);
  });
});

describe('size cap of an answer', () => {
  const big = '{ __schema { types { name description fields { name description args { name } } } } }';

  it('an answer larger than the cap is not sent; the caller reads why', async () => {
    const answerBytes = 8 * 1024;
    const baseUrl = await appWith({ graphqlLimits: { answerBytes } });
    const answer = await post(baseUrl, big);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ data: null, errors: [{ message: answerSizeMessage(answerBytes), extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('the same answer passes under the default cap (it is larger than the small one)', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ query: big }) });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeGreaterThan(8 * 1024);
    expect(res.json().errors).toBeUndefined();
  });
});
