/**
 * Two app servers on one database and one S3-protocol store (two apps in this process, each with
 * its own memory: read cache, sign-in limiter, file client): a session made on one is valid on the
 * other; a write on one is read on the other, through its read cache; a file uploaded through one
 * is read and deleted through the other; the sign-in limit counts across both.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { buildApp } from '../../../server/app';
import { ensureStaffUser } from '../../../server/auth/staffUsers';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { READ_CACHE_HEADER } from '../../../server/graphql/readCache';
import { createServices } from '../../../server/services';
import { createFileStore } from '../../../server/storage/createFileStore';
import { makePdf, multipart } from './helpers';
import { copyTemplateInto } from './template';
import { openOwnedTestDatabase } from './testDatabase';

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

const dir = mkdtempSync(join(tmpdir(), 'jm-two-'));
let s3: S3rverServer;
let handle: DatabaseHandle;
let one: FastifyInstance;
let two: FastifyInstance;
let cookie: string;

async function app(env: Record<string, string>): Promise<FastifyInstance> {
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '3', ...env }), distDir: join(dir, 'none') };
  const files = createFileStore(config);
  const built = await buildApp({ config, db: handle.db, files, services: createServices({ db: handle.db, files }), log: () => {} });
  await built.ready();
  return built;
}

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
  const { port } = await s3.run();
  const env = { S3_BUCKET_PREFIX: 'jm-two-', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  await copyTemplateInto(dir);
  handle = await openOwnedTestDatabase(dir);
  await ensureStaffUser(handle.db, { ...DEMO_USER });
  [one, two] = [await app(env), await app(env)];
  const signIn = await one.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_USER.email, password: DEMO_USER.password } });
  expect(signIn.statusCode).toBe(200);
  cookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')!.value}`;
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await handle?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const gql = (server: FastifyInstance, query: string) =>
  server.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ query }) });

describe('two app servers, one database, one S3 store', () => {
  it('a write on one is read on the other, through its read cache', async () => {
    const list = '{ getAllCompanies(page: 0, size: 5) { totalElements } }';
    const before = await gql(two, list);
    expect(before.json().data.getAllCompanies.totalElements).toBe(0);
    expect((await gql(two, list)).headers[READ_CACHE_HEADER]).toBe('hit');
    const created = await gql(one, `mutation { createCompany(input: { companyName: "Aurum Jewels",
      companyDetails: { email: "hello@aurum.test", address: "1 Hatton Garden", zipCode: "10001" },
      links: { website: "https://aurum.test" } }) { _id } }`);
    expect(created.json().errors, created.body).toBeUndefined();
    const after = await gql(two, list);
    expect(after.headers[READ_CACHE_HEADER]).toBe('miss');
    expect(after.json().data.getAllCompanies.totalElements).toBe(1);
  });

  it('a file uploaded through one is read and deleted through the other', async () => {
    const pdf = await makePdf();
    const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf }], { fileName: 'cv.pdf' });
    const uploaded = await one.inject({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().url as string;
    const read = await two.inject({ method: 'GET', url, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(read.rawPayload, pdf)).toBe(0);
    expect((await two.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBeLessThan(300);
    expect((await one.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });

  it('the sign-in limit counts across both', async () => {
    const attempt = (server: FastifyInstance) =>
      server.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_USER.email, password: 'wrong' }, remoteAddress: '203.0.113.99' });
    for (const server of [one, two, one, two]) expect((await attempt(server)).statusCode).toBe(401);
    expect((await attempt(one)).statusCode).toBe(429);
    expect((await attempt(two)).statusCode).toBe(429);
  });
});
