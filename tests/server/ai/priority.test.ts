/**
 * The AI queue serves work a person is waiting for before the backlog: a résumé uploaded or a
 * record edited while the start-up backlog is queued, and a job opened whose vector is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../../server/ai/config';
import { AI_PRIORITY, claimTask, completeTask, enqueueMissingWork, enqueueTask } from '../../../server/db/repositories/aiTasks';
import { type AiService, createAiService } from '../../../server/services/ai';
import { insertJob, insertSeeker, openTestDb, type TestDb } from './fixtures';

let t: TestDb;
let ai: AiService;
const backlog: string[] = [];

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
  for (let i = 0; i < 5; i++) backlog.push(await insertJob(t.db, { title: `Backlog job ${i}` }));
  expect(await enqueueMissingWork(t.db)).toBe(5);
}, 60_000);
afterAll(() => t.close());

async function drain(): Promise<void> {
  for (let task = await claimTask(t.db); task; task = await claimTask(t.db)) await completeTask(t.db, task.id);
}

describe('AI queue order', () => {
  it('an upload queued after the backlog is claimed first, and its follow-up keeps its priority', async () => {
    const seeker = await insertSeeker(t.db, { name: 'Ada Setter', resumeUrl: 'resumes/ada.pdf' });
    await ai.enqueueSeekerRefresh(seeker);
    const first = await claimTask(t.db);
    expect(first).toMatchObject({ kind: 'seeker_overview', target_id: seeker, priority: AI_PRIORITY.personWaiting });
    await completeTask(t.db, first!.id);
    // the worker queues the embedding with the task's own priority
    await enqueueTask(t.db, 'seeker_embedding', seeker, 0, first!.priority);
    expect(await claimTask(t.db)).toMatchObject({ kind: 'seeker_embedding', target_id: seeker });
    const next = await claimTask(t.db);
    expect(next).toMatchObject({ kind: 'job_embedding', priority: AI_PRIORITY.backlog });
    expect(backlog).toContain(next!.target_id);
    await completeTask(t.db, next!.id);
    await drain();
  });

  it('a job opened while its vector waits in the backlog moves to the front', async () => {
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await insertJob(t.db, { title: `Queued job ${i}` }));
    for (const id of jobs) await enqueueTask(t.db, 'job_embedding', id);
    const opened = jobs[2];
    await expect(ai.getRelevantCandidates(opened, 0, 5)).rejects.toThrow();
    expect(await claimTask(t.db)).toMatchObject({ kind: 'job_embedding', target_id: opened, priority: AI_PRIORITY.personWaiting });
    await drain();
  });

  it('asking again for waiting backlog work raises it instead of adding a second task', async () => {
    const [a, b] = [await insertJob(t.db, { title: 'A' }), await insertJob(t.db, { title: 'B' })];
    await enqueueTask(t.db, 'job_embedding', a);
    await enqueueTask(t.db, 'job_embedding', b);
    await ai.enqueueJobEmbedding(b);
    const first = await claimTask(t.db);
    expect(first).toMatchObject({ target_id: b, priority: AI_PRIORITY.personWaiting });
    await completeTask(t.db, first!.id);
    expect(await claimTask(t.db)).toMatchObject({ target_id: a });
    expect(await claimTask(t.db)).toBeNull();
  });
});
