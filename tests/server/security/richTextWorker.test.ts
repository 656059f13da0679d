/**
 * Rich text is sanitised in a worker thread (server/sanitize.ts): a long description of an odd
 * shape within the shape bounds (domain/richTextShape.ts) takes jsdom about a second, which on the
 * server's own thread held every other request behind it. Here a read sent while such a save is
 * in progress is answered first, and the HTML parser is never loaded on the server's own thread.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isTangledRichText } from '../../../domain/richTextShape';
import { addCompany } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** ~50 KB that jsdom takes ~1 s to read (each <noscript> a paragraph's start), within the shape bounds. */
const SLOW_TEXT = '<noscript><p>x</p></noscript>'.repeat(1_700);

it('a slow rich text is sanitised beside the other requests, not in front of them', async () => {
  expect(isTangledRichText(SLOW_TEXT)).toBe(false);
  const companyId = await addCompany(server.db);
  const input = { title: 'Slow text', isExternalJob: false, companyId, jobType: 'FULL_TIME', category: 'Retail', industry: 'Jewellery', city: 'Jaipur', state: 'Rajasthan', country: 'India' };
  const order: string[] = [];
  const save = server
    .gql<{ createJob: { description: string | null } }>('mutation($input: JobInput!) { createJob(input: $input) { description } }', { input: { ...input, description: SLOW_TEXT } })
    .then((result) => {
      order.push('save');
      return result;
    });
  // the save's input is read and its text handed to the worker before this read is sent
  await new Promise((resolve) => setTimeout(resolve, 50));
  const read = await server.gql<{ getAllJobs: { totalElements: number } }>('{ getAllJobs(page: 0, size: 1) { totalElements } }');
  order.push('read');
  expect(read.errors).toBeUndefined();
  const saved = await save;
  expect(saved.errors).toBeUndefined();
  expect(order).toEqual(['read', 'save']);
  expect(saved.data?.createJob.description).not.toContain('noscript');
  // the parser never runs on the server's own thread: jsdom is not even loaded there
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  expect(loaded.filter((path) => /[\\/]jsdom[\\/]/.test(path))).toEqual([]);
});
