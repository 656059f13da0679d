/**
 * Starts the real server on a throwaway database for one test file:
 *
 *   const server = await startTestServer();
 *   const { data, errors } = await server.gql('{ getAllJobs(page: 0, size: 5) { totalElements } }');
 *   await server.close();
 *
 * Requests go through `app.inject` (no port) unless `listen: true`. gql signs in as the demo
 * user (cookie cached) unless its cookie argument is null. A file that wants one server signed in
 * for all its tests calls signedInTestServer (at the end) instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_USER } from '../../domain/constants';
import { type AppDeps, buildApp } from '../../server/app';
import { ensureStaffUser } from '../../server/auth/staffUsers';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createServices } from '../../server/services';
import type { FileStore } from '../../server/storage/fileStore';
import { LocalFileStore } from '../../server/storage/localFileStore';
import { copyTemplateInto } from './platform/template';
import { openOwnedTestDatabase } from './platform/testDatabase';

export interface GqlResult<T> {
  data: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

export interface GqlResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: GqlResult<T>;
}

export interface RestResponse {
  status: number;
  body: Record<string, unknown>;
  /** Set-Cookie headers as light-my-request parses them */
  cookies: Array<{ name: string; value: string; expires?: Date; maxAge?: number }>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  files: FileStore;
  /** Set only with `listen: true`. */
  baseUrl?: string;
  /** Signs in as the demo user; returns the Cookie header value ("sid=..."). */
  signIn(): Promise<string>;
  gql<T = unknown>(query: string, variables?: Record<string, unknown>, cookie?: string | null): Promise<GqlResult<T>>;
  /** gql with the whole answer: its status and headers too (the read cache's hit or miss). */
  gqlResponse<T = unknown>(query: string, variables?: Record<string, unknown>, cookie?: string | null): Promise<GqlResponse<T>>;
  /** A REST call as the holder of `cookie`, with a JSON payload when one is given. */
  rest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown): Promise<RestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Fill the database with the demo marketplace (slow: use once per file at most). */
  seed?: boolean;
  /** Listen on a free 127.0.0.1 port and set baseUrl (for fetch-based tests). */
  listen?: boolean;
  /** Settings to override, e.g. { loginRateLimit: { perPair: 3, perAddress: 5 } }. */
  config?: Partial<ServerConfig>;
  /** Only for tests of the timeouts themselves. */
  httpTimeouts?: AppDeps['httpTimeouts'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-test-'));
  await copyTemplateInto(dataDir);
  const handle = await openOwnedTestDatabase(dataDir);
  const files = new LocalFileStore(join(dataDir, 'files'));
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }),
    distDir: join(dataDir, 'no-console'),
    ...options.config,
  };
  let app: FastifyInstance | undefined;
  try {
    await ensureStaffUser(handle.db, { ...DEMO_USER });
    if (options.seed) {
      const { seedIfEmpty } = await import('../../server/seed');
      await seedIfEmpty({ db: handle.db, files, log: () => {} });
    }
    const services = createServices({ db: handle.db, files });
    app = await buildApp({ config, db: handle.db, files, services, log: (m) => console.error(`[server] ${m}`), httpTimeouts: options.httpTimeouts });
    await app.ready();
  } catch (error) {
    await app?.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = app;
  let baseUrl: string | undefined;
  if (options.listen) baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });

  let cookie: Promise<string> | null = null;
  const signIn = async (): Promise<string> => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    if (res.statusCode !== 200) throw new Error(`Test sign-in failed: ${res.statusCode} ${res.body}`);
    const sid = res.cookies.find((c) => c.name === 'sid');
    if (!sid) throw new Error('Test sign-in set no sid cookie.');
    return `sid=${sid.value}`;
  };

  async function gqlResponse<T>(query: string, variables?: Record<string, unknown>, cookieArg?: string | null): Promise<GqlResponse<T>> {
    let header: string | undefined;
    if (cookieArg === undefined) {
      cookie ??= signIn();
      header = await cookie;
    } else if (cookieArg !== null) {
      header = cookieArg;
    }
    const res = await server.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...(header ? { cookie: header } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() as GqlResult<T> };
  }

  return {
    app: server,
    db: handle.db,
    files,
    baseUrl,
    signIn,
    async gql<T>(query: string, variables?: Record<string, unknown>, cookieArg?: string | null) {
      return (await gqlResponse<T>(query, variables, cookieArg)).body;
    },
    gqlResponse,
    async rest(method, url, cookie, payload) {
      const res = await app.inject({
        method,
        url,
        headers: { cookie, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {}, cookies: res.cookies };
    },
    async close() {
      await server.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What signedInTestServer gives a test file: both are there once its beforeAll has run. */
export interface SignedInTestServer {
  readonly server: TestServer;
  /** The demo user's Cookie header value ("sid=..."), signed in once for the file. */
  readonly cookie: string;
}

/**
 * The set-up most server test files share, written once: a test server for the whole file, signed
 * in as the demo user, closed after the last test. Call it at the top of the file; it registers the
 * beforeAll (with `hookTimeout`, e.g. 120_000 for a seeded server) and the afterAll:
 *
 *   const signedIn = signedInTestServer({ seed: true }, 120_000);
 *   it('...', async () => expect((await signedIn.server.rest('GET', '/api/me', signedIn.cookie)).status).toBe(200));
 *
 * A file's own set-up (rows, files) goes in a beforeAll written after this call: it runs after this one.
 */
export function signedInTestServer(options: TestServerOptions = {}, hookTimeout?: number): SignedInTestServer {
  let server: TestServer | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    cookie = await server.signIn();
  }, hookTimeout);
  afterAll(async () => {
    await server?.close();
  });
  const notYet = () => new Error('signedInTestServer: the server and cookie are there only once its beforeAll has run.');
  return {
    get server() {
      if (!server) throw notYet();
      return server;
    },
    get cookie() {
      if (cookie === undefined) throw notYet();
      return cookie;
    },
  };
}
