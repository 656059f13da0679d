/**
 * The background AI queue as the server wires it (createServices): a resume upload, a job content
 * edit and a seeker profile edit queue their rebuild, and the queue survives a restart — the
 * database is closed and opened again from its folder, and the new process's worker does the work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '../../../domain/constants';
import type { DatabaseHandle } from '../../../server/db/client';
import { createServices, type Services } from '../../../server/services';
import { storeUnclaimed } from '../storedObjects';
import { actor, addCompany } from '../entities/fixtures';
import { copyTemplateInto } from '../platform/template';
import { dropTestDatabase, openTestDatabase } from '../platform/testDatabase';
import { resumePdf } from '../../unit/ai/resumePdf';
import { insertSeeker, MemoryFileStore, storedVector } from './fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'jm-ai-queue-'));
const files = new MemoryFileStore();
let handle: DatabaseHandle;
let services: Services;

/** Opens the database folder as a starting server does. */
async function start() {
  handle = await openTestDatabase(dataDir);
  services = createServices({ db: handle.db, files });
}

beforeAll(async () => {
  await copyTemplateInto(dataDir);
  await start();
});
afterAll(async () => {
  await handle.close();
  await dropTestDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Drops the queued tasks of one target (ai_tasks is not in the typed schema). */
const forget = (id: string) => sql`DELETE FROM ai_tasks WHERE target_id = ${id}`.execute(handle.db);

const seekerRow = (id: string) =>
  handle.db.selectFrom('job_seekers').select(['overview', 'embedding']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the AI queue behind the entity services', () => {
  const ids = { seeker: '', job: '', edited: '' };

  it('queues the overview after a resume upload, a job embedding after a content edit, a seeker embedding after a profile edit', async () => {
    ids.seeker = await insertSeeker(handle.db, { name: 'Priya Sharma' });
    // as an upload leaves it: stored and catalogued, nobody's yet (the save claims it)
    const resumeUrl = await storeUnclaimed(handle.db, BUCKETS.resume, `${ids.seeker}_${Date.now()}_cv.pdf`, {
      files,
      bytes: await resumePdf(),
      contentType: 'application/pdf',
    });
    await services.jobSeekers.update(ids.seeker, { resumeUrl }, actor);
    expect(await services.ai.tasksOf(ids.seeker)).toEqual([expect.objectContaining({ kind: 'seeker_overview', status: 'pending' })]);
    expect(await seekerRow(ids.seeker)).toMatchObject({ overview: null, embedding: null });

    const companyId = await addCompany(handle.db);
    const job = await services.jobs.create(
      { title: 'Cashier', isExternalJob: false, companyId, description: 'Billing.', category: 'Retail', industry: 'Jewellery', city: 'Mumbai', state: 'MH', country: 'India', jobType: 'FULL_TIME' },
      actor,
    );
    ids.job = job._id;
    await forget(ids.job);
    await services.jobs.update(ids.job, { title: 'CAD Designer', isExternalJob: false }, actor);
    expect(await services.ai.tasksOf(ids.job)).toEqual([expect.objectContaining({ kind: 'job_embedding', status: 'pending' })]);

    ids.edited = await insertSeeker(handle.db, { name: 'Asha Rao', overview: 'Stone setter, 8 years.', skills: ['Pave'] });
    await services.jobSeekers.update(ids.edited, { skills: ['Pave', 'Micro pave'] }, actor);
    expect(await services.ai.tasksOf(ids.edited)).toEqual([expect.objectContaining({ kind: 'seeker_embedding', status: 'pending' })]);
    // an edit the embedding does not read queues nothing
    await forget(ids.edited);
    await services.jobSeekers.update(ids.edited, { jobPreferences: { noticePeriod: '30 days' } }, actor);
    expect(await services.ai.tasksOf(ids.edited)).toEqual([]);
    await services.jobSeekers.update(ids.edited, { skills: ['Pave', 'Micro pave', 'Bezel'] }, actor);
  });

  it('keeps the queued work across a restart, and the new worker does it by itself', async () => {
    await handle.close();
    await start();
    expect((await services.ai.tasksOf(ids.seeker)).map((task) => task.kind)).toEqual(['seeker_overview']);
    const worker = services.ai.startWorker({ pollMs: 20, log: () => {} });
    try {
      await expect.poll(() => storedVector(handle.db, 'job_seekers', ids.seeker), { timeout: 10_000, interval: 50 }).toHaveLength(256);
      await expect.poll(() => storedVector(handle.db, 'jobs', ids.job), { timeout: 10_000, interval: 50 }).toHaveLength(256);
      await expect.poll(() => storedVector(handle.db, 'job_seekers', ids.edited), { timeout: 10_000, interval: 50 }).toHaveLength(256);
    } finally {
      await worker.stop();
    }
    expect((await seekerRow(ids.seeker)).overview).toMatch(/CAD Jewellery Designer/);
    for (const id of Object.values(ids)) expect(await services.ai.tasksOf(id)).toEqual([]);
  });
});
