import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '../../../domain/constants';
import { loadAiConfig } from '../../../server/ai/config';
import { AppError } from '../../../server/errors';
import { type AiService, createAiService } from '../../../server/services/ai';
import { objectUrl } from '../../../server/storage/fileStore';
import { type FakeAiServer, startFakeAiServer, vectorOf } from '../../unit/ai/fakeAiServer';
import { resumePdf } from '../../unit/ai/resumePdf';
import { insertJob, insertSeeker, openTestDb, storedVector, type TestDb } from './fixtures';

let t: TestDb;
let fake: FakeAiServer;
let ai: AiService;

beforeAll(async () => {
  t = await openTestDb();
  fake = await startFakeAiServer();
  const config = loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'k', AI_MAX_ATTEMPTS: '1' });
  ai = createAiService({ db: t.db, files: t.files }, { config });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('AI service with an OpenAI-compatible provider', () => {
  it('stores the provider embedding of the job text', async () => {
    fake.script([{ status: 200, body: { data: [{ index: 0, embedding: vectorOf(256, 3) }] } }]);
    const id = await insertJob(t.db, { title: 'Gemologist', skills: ['GIA'] });
    await ai.createJobEmbedding(id);
    const input = (fake.requests[0].body.input as string[])[0];
    expect(input).toContain('Title: Gemologist');
    expect(input).toContain('Skills: GIA');
    const stored = await storedVector(t.db, 'jobs', id);
    const expected = vectorOf(256, 3);
    const n = Math.hypot(...expected);
    expect(stored?.[7]).toBeCloseTo(expected[7] / n, 5);
  });

  it('stores the chat model overview of the resume', async () => {
    fake.script([{ status: 200, body: { choices: [{ message: { content: 'A senior CAD designer with 7 years of experience.' } }] } }]);
    const object = `oa_${Date.now()}_resume.pdf`;
    await t.files.put(BUCKETS.resume, object, await resumePdf(), 'application/pdf');
    const id = await insertSeeker(t.db, { name: 'Priya', resumeUrl: objectUrl(BUCKETS.resume, object) });
    await ai.createJobSeekerOverview(id);
    expect(JSON.stringify(fake.requests[0].body)).toContain('MatrixGold');
    const row = await t.db.selectFrom('job_seekers').select('overview').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.overview).toBe('A senior CAD designer with 7 years of experience.');
  });

  it("passes the provider's failure on as a message an operator can act on", async () => {
    fake.script([{ status: 401, body: { error: { message: 'Incorrect API key provided' } } }]);
    const id = await insertJob(t.db, { title: 'Cashier' });
    const error = await ai.createJobEmbedding(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INTERNAL');
    expect((error as AppError).message).toMatch(/HTTP 401: Incorrect API key provided/);
    expect(await storedVector(t.db, 'jobs', id)).toBeNull();
  });
});
