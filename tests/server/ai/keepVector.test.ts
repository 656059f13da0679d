/**
 * Issue 12's vector-dropping bug: a résumé upload queues a background overview; the console
 * meanwhile writes the overview and the embedding itself. When the queued task runs afterwards it
 * must neither drop the vector (its input did not change) nor redo the work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '../../../domain/constants';
import { createServices, type Services } from '../../../server/services';
import { storeUnclaimed } from '../storedObjects';
import { actor } from '../entities/fixtures';
import { resumePdf } from '../../unit/ai/resumePdf';
import { insertJob, insertSeeker, openTestDb, storedVector, type TestDb } from './fixtures';

let t: TestDb;
let services: Services;

beforeAll(async () => {
  t = await openTestDb();
  services = createServices({ db: t.db, files: t.files });
});
afterAll(async () => {
  await t.close();
});

const updatedAt = (id: string) =>
  t.db.selectFrom('job_seekers').select(['embedding_updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a queued overview after the console built the AI data', () => {
  it('keeps the vector and getRelevancyScore still answers', async () => {
    const jobId = await insertJob(t.db, { title: 'CAD Designer', skills: ['Rhino 3D'], description: 'Jewellery CAD in Rhino.' });
    await services.ai.createJobEmbedding(jobId);
    const seekerId = await insertSeeker(t.db, { name: 'Priya Sharma' });
    const resumeUrl = await storeUnclaimed(t.db, BUCKETS.resume, `${seekerId}_${Date.now()}_cv.pdf`, {
      files: t.files,
      bytes: await resumePdf(),
      contentType: 'application/pdf',
    });
    await services.jobSeekers.update(seekerId, { resumeUrl }, actor);
    expect(await services.ai.tasksOf(seekerId)).toEqual([expect.objectContaining({ kind: 'seeker_overview' })]);

    // the console's own calls, before the worker gets to the queued task
    await services.ai.createJobSeekerOverview(seekerId);
    await services.ai.createJobSeekerEmbedding(seekerId);
    const before = await storedVector(t.db, 'job_seekers', seekerId);
    expect(before).toHaveLength(256);
    const builtAt = (await updatedAt(seekerId)).embedding_updated_at;

    const worker = services.ai.startWorker({ autoStart: false, log: () => {} });
    await worker.drain();
    await worker.stop();

    expect(await storedVector(t.db, 'job_seekers', seekerId)).toEqual(before);
    // work already done is skipped, not redone
    expect((await updatedAt(seekerId)).embedding_updated_at).toEqual(builtAt);
    expect(await services.ai.tasksOf(seekerId)).toEqual([]);
    const score = await services.ai.getRelevancyScore(jobId, seekerId);
    expect(score).toBeGreaterThan(0);
  });

  it('an explicit overview of an unchanged résumé keeps the vector too', async () => {
    const seekerId = await insertSeeker(t.db, { name: 'Asha Rao' });
    const resumeUrl = await storeUnclaimed(t.db, BUCKETS.resume, `${seekerId}_${Date.now()}_cv.pdf`, {
      files: t.files,
      bytes: await resumePdf(),
      contentType: 'application/pdf',
    });
    await services.jobSeekers.update(seekerId, { resumeUrl }, actor);
    await services.ai.createJobSeekerOverview(seekerId);
    await services.ai.createJobSeekerEmbedding(seekerId);
    await services.ai.createJobSeekerOverview(seekerId);
    expect(await storedVector(t.db, 'job_seekers', seekerId)).toHaveLength(256);
  });
});
