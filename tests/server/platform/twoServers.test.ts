/**
 * Two app servers on one database and one S3-protocol store (two apps in this process, each with
 * its own memory: read cache, sign-in limiter, file client): a session made on one is valid on the
 * other; a write on one is read on the other, through its read cache, and a write to another table
 * leaves that cache's answers; a file uploaded through one is read and deleted through the other;
 * the sign-in limit counts across both.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { buildApp } from '../../../server/app';
import { ensureStaffUser } from '../../../server/auth/staffUsers';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { createServices } from '../../../server/services';
import { createFileStore } from '../../../server/storage/createFileStore';
import { copyTemplateInto } from './template';
import { openOwnedTestDatabase } from './testDatabase';
import {
  expectFileSharedAcross,
  expectLoginLimitAcross,
  expectPerTableAcross,
  expectWriteSeenThroughCache,
  injectSender,
  signInDemo,
} from './twoServerChecks';

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
let companyId: string;

async function app(env: Record<string, string>): Promise<FastifyInstance> {
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', LOGIN_RATE_LIMIT: '3', ...env }), distDir: join(dir, 'none') };
  const files = await createFileStore(config);
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
  cookie = await signInDemo(injectSender(one));
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await handle?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('two app servers, one database, one S3 store', () => {
  it('a write on one is read on the other, through its read cache', async () => {
    companyId = await expectWriteSeenThroughCache(injectSender(one), injectSender(two), cookie);
  });

  it('a write on one to another table leaves the cached answers of the other; one to their table does not', async () => {
    await expectPerTableAcross(injectSender(one), injectSender(two), cookie, companyId);
  });

  it('a file uploaded through one is read and deleted through the other', async () => {
    await expectFileSharedAcross(injectSender(one), injectSender(two), cookie);
  });

  it('the sign-in limit counts across both', async () => {
    await expectLoginLimitAcross(injectSender(one, '203.0.113.99'), injectSender(two, '203.0.113.99'));
  });
});
