/**
 * What two app servers on one database and one S3 store must agree on, checked the same way
 * whether the servers are two apps in this process (twoServers.test.ts, through Fastify's inject)
 * or two real processes started together (tests/server/postgres/startTogether.test.ts, over HTTP):
 * a write on one is read on the other through its read cache, which a write to another table
 * leaves alone; a file uploaded through one is read
 * and deleted through the other; the sign-in limit counts across both.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { READ_CACHE_HEADER } from '../../../server/graphql/readCache';
import { makePdf, multipart } from './helpers';

export interface Sent {
  status: number;
  header(name: string): string | undefined;
  bytes: Buffer;
  json(): any;
}

export type Send = (request: { method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer }) => Promise<Sent>;

/** Requests to an app in this process, from one client address. */
export function injectSender(app: FastifyInstance, remoteAddress = '127.0.0.1'): Send {
  return async (request) => {
    const res = await app.inject({ ...request, method: request.method as 'GET', remoteAddress });
    const bytes = res.rawPayload;
    return { status: res.statusCode, header: (name) => res.headers[name]?.toString(), bytes, json: () => JSON.parse(bytes.toString()) };
  };
}

/** Requests to a server process over loopback. */
export function httpSender(baseUrl: string): Send {
  return async (request) => {
    const body = typeof request.payload === 'string' || request.payload === undefined ? request.payload : new Uint8Array(request.payload);
    const res = await fetch(`${baseUrl}${request.url}`, { method: request.method, headers: request.headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, header: (name) => res.headers.get(name) ?? undefined, bytes, json: () => JSON.parse(bytes.toString()) };
  };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Signs the demo user in; returns the Cookie header to send. */
export function signInDemo(send: Send): Promise<string> {
  return signInAs(send, DEMO_USER.email, DEMO_USER.password);
}

/** Signs a staff member in; returns the Cookie header to send. */
export async function signInAs(send: Send, email: string, password: string): Promise<string> {
  const res = await send({ method: 'POST', url: '/api/auth/login', headers: JSON_HEADERS, payload: JSON.stringify({ email, password }) });
  expect(res.status, res.bytes.toString()).toBe(200);
  const sid = /sid=([^;]+)/.exec(res.header('set-cookie') ?? '')?.[1];
  expect(sid).toBeTruthy();
  return `sid=${sid}`;
}

export function gql(send: Send, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<Sent> {
  return send({ method: 'POST', url: '/api/graphql', headers: { ...JSON_HEADERS, cookie }, payload: JSON.stringify({ query, variables }) });
}

/** Run on a database without companies; leaves one, "Aurum Jewels", and returns its id. */
export async function expectWriteSeenThroughCache(one: Send, two: Send, cookie: string): Promise<string> {
  const list = '{ getAllCompanies(page: 0, size: 5) { totalElements } }';
  const before = await gql(two, cookie, list);
  expect(before.json().data.getAllCompanies.totalElements).toBe(0);
  expect((await gql(two, cookie, list)).header(READ_CACHE_HEADER)).toBe('hit');
  const created = await gql(one, cookie, `mutation { createCompany(input: { companyName: "Aurum Jewels",
    companyDetails: { email: "hello@aurum.test", address: "1 Hatton Garden", zipCode: "10001" },
    links: { website: "https://aurum.test" } }) { _id } }`);
  expect(created.json().errors, created.bytes.toString()).toBeUndefined();
  const after = await gql(two, cookie, list);
  expect(after.header(READ_CACHE_HEADER)).toBe('miss');
  expect(after.json().data.getAllCompanies.totalElements).toBe(1);
  return created.json().data.createCompany._id as string;
}

/**
 * Caches are per table across servers too: a write on one to a table a cached answer of the other
 * did not read (companies, for a job list) leaves it a hit there; a write to one it read (jobs)
 * is seen there at once. `companyId`: a company to post the job at.
 */
export async function expectPerTableAcross(one: Send, two: Send, cookie: string, companyId: string): Promise<void> {
  const list = '{ getAllJobs(page: 0, size: 100) { totalElements content { title } } }';
  const before = (await gql(two, cookie, list)).json().data.getAllJobs;
  expect((await gql(two, cookie, list)).header(READ_CACHE_HEADER)).toBe('hit');
  const company = await gql(one, cookie, `mutation { createCompany(input: { companyName: "Argent Atelier",
    companyDetails: { email: "hello@argent.test", address: "2 Hatton Garden", zipCode: "10001" },
    links: { website: "https://argent.test" } }) { _id } }`);
  expect(company.json().errors, company.bytes.toString()).toBeUndefined();
  expect((await gql(two, cookie, list)).header(READ_CACHE_HEADER)).toBe('hit');
  const input = { title: 'Per Table Setter', isExternalJob: false, companyId, description: '<p>Set stones</p>', jobType: 'FULL_TIME', category: 'Craft', industry: 'Jewellery', city: 'Lyon', state: 'Rhône', country: 'France' };
  const job = await gql(one, cookie, 'mutation($input: JobInput!) { createJob(input: $input) { _id } }', { input });
  expect(job.json().errors, job.bytes.toString()).toBeUndefined();
  const after = await gql(two, cookie, list);
  expect(after.header(READ_CACHE_HEADER)).toBe('miss');
  expect(after.json().data.getAllJobs.totalElements).toBe(before.totalElements + 1);
  expect(after.json().data.getAllJobs.content.map((j: { title: string }) => j.title)).toContain('Per Table Setter');
}

export async function expectFileSharedAcross(one: Send, two: Send, cookie: string): Promise<void> {
  const pdf = await makePdf();
  const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf }], { fileName: 'cv.pdf' });
  const uploaded = await one({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { ...body.headers, cookie }, payload: body.payload });
  expect(uploaded.status, uploaded.bytes.toString()).toBe(200);
  const url = uploaded.json().url as string;
  const read = await two({ method: 'GET', url, headers: { cookie } });
  expect(read.status).toBe(200);
  expect(read.header('content-type')).toContain('application/pdf');
  expect(Buffer.compare(read.bytes, pdf)).toBe(0);
  expect((await two({ method: 'DELETE', url, headers: { cookie } })).status).toBeLessThan(300);
  expect((await one({ method: 'GET', url, headers: { cookie } })).status).toBe(404);
}

/** Both servers run with LOGIN_RATE_LIMIT=3 and see the attempts come from one address. */
export async function expectLoginLimitAcross(one: Send, two: Send): Promise<void> {
  const attempt = (send: Send) =>
    send({ method: 'POST', url: '/api/auth/login', headers: JSON_HEADERS, payload: JSON.stringify({ email: DEMO_USER.email, password: 'wrong' }) });
  // the three free failures and the one that starts the wait, alternating servers
  for (const send of [one, two, one, two]) expect((await attempt(send)).status).toBe(401);
  expect((await attempt(one)).status).toBe(429);
  expect((await attempt(two)).status).toBe(429);
}
