/**
 * A résumé already stored (old data, stored before the upload check refused it) that is far beyond
 * a document: the AI overview refuses it with a message a person can act on, reading it in a
 * worker thread, while the server keeps answering. A 20,000-page résumé once froze every request
 * for 4.5 minutes, /api/health included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '../../../domain/constants';
import { loadAiConfig } from '../../../server/ai/config';
import { RESUME_INFLATES_TOO_MUCH, RESUME_TOO_MANY_PAGES } from '../../../server/ai/overview/pdfText';
import { startAiWorker } from '../../../server/ai/worker';
import { createAiService } from '../../../server/services/ai';
import { objectUrl } from '../../../server/storage/fileStore';
import { insertSeeker, openTestDb } from '../ai/fixtures';
import { startTestServer, type TestServer } from '../harness';
import { resumePdf } from '../../unit/ai/resumePdf';
import { flateBombPdf, manyPagesPdf, objectStreamBombPdf } from './pdfBuilders';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A seeker whose résumé is these bytes, written straight into the file store. */
async function seekerWithResume(name: string, bytes: Uint8Array): Promise<string> {
  const object = `${name}_${Date.now()}_resume.pdf`;
  await server.files.put(BUCKETS.resume, object, bytes, 'application/pdf');
  return insertSeeker(server.db, { name, resumeUrl: objectUrl(BUCKETS.resume, object) });
}

const overview = (id: string) => server.gql<{ createJobSeekerOverview: { overview: string } }>('mutation($id: ID!) { createJobSeekerOverview(jobSeekerId: $id) { overview } }', { id });

/**
 * Sends a cheap request every 100 ms until `work` settles; answers how long the slowest took.
 * The cheapest the test app serves is GraphQL's { __typename } (/api/health is registered by
 * server/start.ts, which the test app does not run).
 */
async function cheapRequestsDuring(work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let slowest = 0;
  do {
    const started = performance.now();
    expect((await server.gql<{ __typename: string }>('{ __typename }')).data).toEqual({ __typename: 'Query' });
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (!done);
  return slowest;
}

describe('résumés far beyond a document', () => {
  it.each([
    ['20,000 empty pages', () => manyPagesPdf(20_000), RESUME_TOO_MANY_PAGES],
    ['a stream that inflates past the limit', flateBombPdf, RESUME_INFLATES_TOO_MUCH],
    ['an object stream that inflates past the limit', objectStreamBombPdf, RESUME_INFLATES_TOO_MUCH],
  ])('%s: the overview says why, and the server answers meanwhile', async (name, build, message) => {
    const id = await seekerWithResume(name.replace(/\W+/g, '-'), build());
    const answer = overview(id);
    expect(await cheapRequestsDuring(answer)).toBeLessThan(2_000);
    const { data, errors } = await answer;
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  }, 60_000);

  it('a real résumé still gets its overview', async () => {
    const id = await seekerWithResume('real', await resumePdf());
    const { data, errors } = await overview(id);
    expect(errors).toBeUndefined();
    expect(data?.createJobSeekerOverview.overview).toContain('CAD');
  }, 30_000);
});

describe('the background overview task', () => {
  it('marks a 20,000-page résumé as failed with the reason, without retrying', async () => {
    const t = await openTestDb();
    const ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
    const worker = startAiWorker(t.db, ai, { pollMs: 50, autoStart: false, log: () => {} });
    try {
      const object = `pages_${Date.now()}_resume.pdf`;
      await t.files.put(BUCKETS.resume, object, manyPagesPdf(20_000), 'application/pdf');
      const id = await insertSeeker(t.db, { name: 'Many Pages', resumeUrl: objectUrl(BUCKETS.resume, object) });
      await ai.enqueueSeekerRefresh(id);
      expect(await worker.drain()).toBe(1);
      expect(await ai.tasksOf(id)).toEqual([
        expect.objectContaining({ kind: 'seeker_overview', status: 'failed', attempts: 1, last_error: RESUME_TOO_MANY_PAGES }),
      ]);
    } finally {
      await worker.stop();
      await t.close();
    }
  }, 60_000);
});
