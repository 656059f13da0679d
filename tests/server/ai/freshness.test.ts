/**
 * Staleness while AI data is being built (issue 5): an edit that lands while a vector or an
 * overview is on its way (a provider call takes seconds) wins — the late result of the old content
 * is not stored on top of the edit's clear; the work is done again from the new content.
 * Real embedded database, real PDFs; the providers are the local ones with an edit slipped in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../domain/ai/messages';
import { BUCKETS } from '../../../domain/constants';
import { loadAiConfig } from '../../../server/ai/config';
import type { Embedder } from '../../../server/ai/embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../../server/ai/embeddingText';
import { FRESH_ATTEMPTS } from '../../../server/ai/freshWrite';
import { createLocalEmbedder, embedOne } from '../../../server/ai/local/localEmbedder';
import { createLocalOverviewWriter } from '../../../server/ai/overview/localOverview';
import type { OverviewWriter } from '../../../server/ai/overview/writer';
import { AppError } from '../../../server/errors';
import { createAiService } from '../../../server/services/ai';
import { objectUrl } from '../../../server/storage/fileStore';
import { CAD_RESUME_LINES, resumePdf } from '../../unit/ai/resumePdf';
import { insertJob, insertSeeker, openTestDb, storedVector, type TestDb } from './fixtures';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

/** Providers that run `edit` during their first `edits` calls, as a person editing meanwhile. */
function editingProviders(edit: () => Promise<void>, edits = 1) {
  let calls = 0;
  const local = createLocalEmbedder();
  const writer = createLocalOverviewWriter();
  const during = async () => {
    if (calls++ < edits) await edit();
  };
  const embedder: Embedder = { name: 'editing', embed: async (texts) => (await during(), local.embed(texts)) };
  const overviewWriter: OverviewWriter = { name: 'editing', write: async (text) => (await during(), writer.write(text)) };
  const service = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}), providers: { embedder, overviewWriter } });
  return { service, calls: () => calls };
}

async function storeResume(name: string, lines: string[]): Promise<string> {
  const object = `${name}_${Date.now()}_resume.pdf`;
  await t.files.put(BUCKETS.resume, object, await resumePdf(lines), 'application/pdf');
  return objectUrl(BUCKETS.resume, object);
}

const seekerRow = (id: string) =>
  t.db.selectFrom('job_seekers').select(['overview', 'resume_text', 'embedding', 'skills']).where('id', '=', id).executeTakeFirstOrThrow();

describe('an edit while AI data is being built', () => {
  it("job: the vector of the edited text is stored, not the old one's", async () => {
    const id = await insertJob(t.db, { title: 'Cashier', description: 'Billing at the cash counter.' });
    const { service, calls } = editingProviders(async () => {
      // what the jobs service does on a content edit: new text, vector cleared
      await t.db.updateTable('jobs').set({ title: 'CAD Designer', embedding: null }).where('id', '=', id).execute();
    });
    expect(await service.createJobEmbedding(id)).toBe(id);
    expect(calls()).toBe(2);
    const expected = embedOne(jobEmbeddingText({ title: 'CAD Designer', description: 'Billing at the cash counter.', industry: 'Jewellery', skillsRequired: [] }));
    const stored = await storedVector(t.db, 'jobs', id);
    expect(stored?.[0]).toBeCloseTo(expected[0], 5);
    expect(stored?.map((n) => n.toFixed(5))).toEqual(expected.map((n) => n.toFixed(5)));
  });

  it('seeker: a resume deleted while its overview is written leaves no overview behind', async () => {
    const id = await insertSeeker(t.db, { name: 'Deleted Resume', resumeUrl: await storeResume('deleted', CAD_RESUME_LINES) });
    const { service } = editingProviders(async () => {
      // what the job seekers service does on a resume removal
      await t.db.updateTable('job_seekers').set({ resume_url: null, resume_text: null, overview: null, embedding: null }).where('id', '=', id).execute();
    });
    const error = await service.createJobSeekerOverview(id).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(AI_MESSAGES.noResume);
    expect(await seekerRow(id)).toMatchObject({ overview: null, resume_text: null, embedding: null });
  });

  it('seeker: a resume replaced while its overview is written gets the overview of the new resume', async () => {
    const id = await insertSeeker(t.db, { name: 'Replaced Resume', resumeUrl: await storeResume('old', CAD_RESUME_LINES) });
    const newUrl = await storeResume('new', ['Meera Iyer', 'Store Manager', 'SUMMARY', 'Store manager with 11 years of luxury retail and store operations.']);
    const { service, calls } = editingProviders(async () => {
      await t.db.updateTable('job_seekers').set({ resume_url: newUrl, resume_text: null, overview: null, embedding: null }).where('id', '=', id).execute();
    });
    await service.createJobSeekerOverview(id);
    expect(calls()).toBe(2);
    const row = await seekerRow(id);
    expect(row.resume_text).toContain('Store manager with 11 years');
    expect(row.overview).toMatch(/Store Manager/);
    expect(row.overview).not.toMatch(/CAD/);
  });

  it("seeker: the vector of the edited profile is stored, not the old one's", async () => {
    const id = await insertSeeker(t.db, { name: 'Edited Skills', overview: 'Jewellery professional.', skills: ['Cashier'] });
    const { service } = editingProviders(async () => {
      await t.db.updateTable('job_seekers').set({ skills: ['Rhino 3D', 'MatrixGold'], embedding: null }).where('id', '=', id).execute();
    });
    await service.createJobSeekerEmbedding(id);
    const expected = embedOne(jobSeekerEmbeddingText({ overview: 'Jewellery professional.', skills: ['Rhino 3D', 'MatrixGold'] }));
    expect((await storedVector(t.db, 'job_seekers', id))?.map((n) => n.toFixed(5))).toEqual(expected.map((n) => n.toFixed(5)));
  });

  it('gives up with a clear CONFLICT when the record changes on every attempt, storing nothing', async () => {
    const id = await insertJob(t.db, { title: 'Polisher' });
    let n = 0;
    const { service, calls } = editingProviders(async () => {
      await t.db.updateTable('jobs').set({ title: `Polisher ${++n}`, embedding: null }).where('id', '=', id).execute();
    }, Infinity);
    const error = await service.createJobEmbedding(id).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: AI_MESSAGES.changedMeanwhile });
    expect(calls()).toBe(FRESH_ATTEMPTS);
    expect(await storedVector(t.db, 'jobs', id)).toBeNull();
  });
});
