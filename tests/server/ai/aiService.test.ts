import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../domain/ai/messages';
import { BUCKETS } from '../../../domain/constants';
import { loadAiConfig } from '../../../server/ai/config';
import { cosine } from '../../../server/ai/embedder';
import { NO_READABLE_TEXT } from '../../../server/ai/overview/pdfText';
import { AppError } from '../../../server/errors';
import { type AiService, createAiService } from '../../../server/services/ai';
import { objectUrl } from '../../../server/storage/fileStore';
import { imageOnlyPdf, resumePdf } from '../../unit/ai/resumePdf';
import { insertJob, insertSeeker, openTestDb, storedVector, type TestDb } from './fixtures';

let t: TestDb;
let ai: AiService;

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
});
afterAll(() => t.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createJobEmbedding', () => {
  it('stores 256 unit-length numbers and the time, and returns the id', async () => {
    const id = await insertJob(t.db, { title: 'CAD Designer', skills: ['Rhino 3D'] });
    expect(await storedVector(t.db, 'jobs', id)).toBeNull();
    expect(await ai.createJobEmbedding(id)).toBe(id);
    const vector = await storedVector(t.db, 'jobs', id);
    expect(vector).toHaveLength(256);
    expect(Math.hypot(...(vector ?? []))).toBeCloseTo(1, 5);
    const row = await t.db.selectFrom('jobs').select('embedding_updated_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.embedding_updated_at).toBeInstanceOf(Date);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    expect((await failure(ai.createJobEmbedding('00000000-0000-4000-8000-000000000000'))).code).toBe('NOT_FOUND');
    expect((await failure(ai.createJobEmbedding('not-an-id'))).code).toBe('NOT_FOUND');
  });
});

describe('createJobSeekerOverview', () => {
  it('refuses a seeker without a resume with the spec message', async () => {
    const id = await insertSeeker(t.db, { name: 'No Resume' });
    const error = await failure(ai.createJobSeekerOverview(id));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('No resume uploaded to generate overview.');
  });

  it('reads the stored PDF, stores the resume text and overview, and clears the stale embedding', async () => {
    const object = `cad_${Date.now()}_resume.pdf`;
    await t.files.put(BUCKETS.resume, object, await resumePdf(), 'application/pdf');
    const id = await insertSeeker(t.db, { name: 'Priya Sharma', resumeUrl: objectUrl(BUCKETS.resume, object), overview: 'old' });
    await t.db.updateTable('job_seekers').set({ embedding: `[${new Array(256).fill(0.0625).join(',')}]` }).where('id', '=', id).execute();
    expect(await ai.createJobSeekerOverview(id)).toBe(id);
    const row = await t.db.selectFrom('job_seekers').select(['overview', 'resume_text', 'embedding']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.overview).toMatch(/^Senior CAD Jewellery Designer with 7 years of experience\./);
    expect(row.resume_text).toContain('MatrixGold');
    expect(row.embedding).toBeNull();
  });

  it('gives the clear message for a scanned PDF and keeps the old overview', async () => {
    const object = `scan_${Date.now()}_resume.pdf`;
    await t.files.put(BUCKETS.resume, object, await imageOnlyPdf(), 'application/pdf');
    const id = await insertSeeker(t.db, { name: 'Scanned', resumeUrl: objectUrl(BUCKETS.resume, object), overview: 'kept' });
    const error = await failure(ai.createJobSeekerOverview(id));
    expect(error.message).toBe(NO_READABLE_TEXT);
    const row = await t.db.selectFrom('job_seekers').select('overview').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.overview).toBe('kept');
  });

  it('says so when the resume file is gone', async () => {
    const id = await insertSeeker(t.db, { name: 'Gone', resumeUrl: objectUrl(BUCKETS.resume, 'missing.pdf') });
    expect((await failure(ai.createJobSeekerOverview(id))).message).toBe(AI_MESSAGES.resumeFileMissing);
  });
});

describe('createJobSeekerEmbedding', () => {
  it('needs an overview', async () => {
    const id = await insertSeeker(t.db, { name: 'Blank', overview: '  ' });
    const error = await failure(ai.createJobSeekerEmbedding(id));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('No overview available to generate embedding.');
  });

  it('stores 256 numbers built from the overview and profile', async () => {
    const id = await insertSeeker(t.db, { name: 'Asha Rao', overview: 'Stone setter with 8 years of micro pave.', skills: ['Pave'] });
    expect(await ai.createJobSeekerEmbedding(id)).toBe(id);
    expect(await storedVector(t.db, 'job_seekers', id)).toHaveLength(256);
  });
});
