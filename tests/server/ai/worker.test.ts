import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '../../../domain/constants';
import { loadAiConfig } from '../../../server/ai/config';
import { NO_READABLE_TEXT } from '../../../server/ai/overview/pdfText';
import { enqueueTask, releaseStaleTasks } from '../../../server/db/repositories/aiTasks';
import { type AiWorker, startAiWorker } from '../../../server/ai/worker';
import { type AiService, createAiService } from '../../../server/services/ai';
import { objectUrl } from '../../../server/storage/fileStore';
import { imageOnlyPdf, resumePdf } from '../../unit/ai/resumePdf';
import { insertJob, insertSeeker, openTestDb, storedVector, type TestDb } from './fixtures';

let t: TestDb;
let ai: AiService;
let worker: AiWorker;

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
  worker = startAiWorker(t.db, ai, { pollMs: 50, autoStart: false, log: () => {} });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function seekerWithResume(bytes: Uint8Array, name: string): Promise<string> {
  const object = `${name}_${Date.now()}_resume.pdf`;
  await t.files.put(BUCKETS.resume, object, bytes, 'application/pdf');
  return insertSeeker(t.db, { name, resumeUrl: objectUrl(BUCKETS.resume, object) });
}

describe('background AI tasks', () => {
  it('turns an uploaded resume into an overview and then an embedding, by itself', async () => {
    const id = await seekerWithResume(await resumePdf(), 'Priya');
    await ai.enqueueSeekerRefresh(id);
    await ai.enqueueSeekerRefresh(id);
    expect(await ai.tasksOf(id)).toEqual([expect.objectContaining({ kind: 'seeker_overview', status: 'pending' })]);
    expect(await worker.drain()).toBe(2);
    const row = await t.db.selectFrom('job_seekers').select('overview').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.overview).toContain('CAD');
    expect(await storedVector(t.db, 'job_seekers', id)).toHaveLength(256);
    expect(await ai.tasksOf(id)).toEqual([]);
  });

  it('marks a scanned resume as failed with the reason, without retrying', async () => {
    const id = await seekerWithResume(await imageOnlyPdf(), 'Scan');
    await ai.enqueueSeekerRefresh(id);
    expect(await worker.drain()).toBe(1);
    expect(await ai.tasksOf(id)).toEqual([
      expect.objectContaining({ kind: 'seeker_overview', status: 'failed', attempts: 1, last_error: NO_READABLE_TEXT }),
    ]);
  });

  it('queues at start what the data lacks, once, and skips what failed for good', async () => {
    await worker.drain();
    const withResume = await seekerWithResume(await resumePdf(), 'Backfill Resume');
    const withOverview = await insertSeeker(t.db, { name: 'Backfill Overview', overview: 'CAD designer, 5 years.' });
    const bare = await insertSeeker(t.db, { name: 'Backfill Bare' });
    const job = await insertJob(t.db, { title: 'Backfill Job' });
    const scanned = await seekerWithResume(await imageOnlyPdf(), 'Backfill Scan');
    await ai.enqueueSeekerRefresh(scanned);
    await worker.drain();

    expect(await ai.enqueueMissingWork()).toBe(3);
    expect(await ai.enqueueMissingWork()).toBe(0);
    expect((await ai.tasksOf(withResume)).map((task) => task.kind)).toEqual(['seeker_overview']);
    expect((await ai.tasksOf(withOverview)).map((task) => task.kind)).toEqual(['seeker_embedding']);
    expect((await ai.tasksOf(job)).map((task) => task.kind)).toEqual(['job_embedding']);
    expect(await ai.tasksOf(bare)).toEqual([]);
    expect((await ai.tasksOf(scanned)).map((task) => task.status)).toEqual(['failed']);
    await worker.drain();
    expect(await storedVector(t.db, 'job_seekers', withResume)).toHaveLength(256);
  });

  it('embeds a job from the queue', async () => {
    const id = await insertJob(t.db, { title: 'Goldsmith' });
    await ai.enqueueJobEmbedding(id);
    await worker.drain();
    expect(await storedVector(t.db, 'jobs', id)).toHaveLength(256);
  });

  it('retries a failure that may pass later, and waits before doing so', async () => {
    let calls = 0;
    const flaky = startAiWorker(
      t.db,
      {
        ...ai,
        createJobEmbedding: async (id: string) => {
          calls++;
          if (calls === 1) throw new Error('provider timed out');
          return ai.createJobEmbedding(id);
        },
      },
      { pollMs: 50, autoStart: false, log: () => {} },
    );
    const id = await insertJob(t.db, { title: 'Polisher' });
    await ai.enqueueJobEmbedding(id);
    expect(await flaky.drain()).toBe(1);
    expect(await ai.tasksOf(id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'provider timed out' }),
    ]);
    await sql`UPDATE ai_tasks SET run_after = now() WHERE target_id = ${id}`.execute(t.db);
    expect(await flaky.drain()).toBe(1);
    expect(await ai.tasksOf(id)).toEqual([]);
    await flaky.stop();
  });

  it('hands out again a task left running by a process that died', async () => {
    const id = await insertJob(t.db, { title: 'Engraver' });
    await enqueueTask(t.db, 'job_embedding', id);
    await sql`UPDATE ai_tasks SET status = 'running', locked_at = now() - interval '1 hour' WHERE target_id = ${id}`.execute(t.db);
    expect(await worker.drain()).toBe(0);
    expect(await releaseStaleTasks(t.db, 60_000)).toBe(1);
    expect(await worker.drain()).toBe(1);
    expect(await storedVector(t.db, 'jobs', id)).toHaveLength(256);
  });

  it('polls by itself when the service starts its worker', async () => {
    const auto = ai.startWorker({ pollMs: 20, log: () => {} });
    const id = await insertJob(t.db, { title: 'Wax Carver' });
    await ai.enqueueJobEmbedding(id);
    await expect.poll(() => storedVector(t.db, 'jobs', id), { timeout: 5000, interval: 50 }).toHaveLength(256);
    await auto.stop();
  });
});
