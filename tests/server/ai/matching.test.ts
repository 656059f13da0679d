import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../domain/ai/messages';
import { loadAiConfig } from '../../../server/ai/config';
import { AppError } from '../../../server/errors';
import { type AiService, createAiService } from '../../../server/services/ai';
import { insertJob, insertSeeker, openTestDb, type TestDb } from './fixtures';

const OVERVIEWS = [
  'CAD jewellery designer, 6 years in Rhino and MatrixGold.',
  '3D modeller of rings in RhinoGold and ZBrush.',
  'Junior CAD designer on JewelCAD.',
  'Hand sketching jewellery designer of bridal collections.',
  'Goldsmith doing soldering and repairs on 22k gold.',
  'Stone setter, micro pave and prong setting.',
  'Casting technician running vacuum casting.',
  'Polisher: buffing and rhodium plating.',
  'GIA graduate gemologist grading diamonds.',
  'Diamond sorter of melee parcels.',
  'Client advisor in a luxury boutique.',
  'Sales associate in a jewellery showroom.',
  'Store manager owning the P&L.',
  'Cashier handling billing and POS.',
  'Visual merchandiser doing window displays.',
  'Inventory controller with RFID stock audits.',
  'E-commerce manager on Shopify.',
  'Digital marketing executive running Google Ads.',
  'Product photographer of jewellery.',
  'Content writer for luxury brands.',
  'HR executive handling recruitment.',
  'Accountant with Tally and GST.',
  'Watchmaker servicing Swiss movements.',
];

let t: TestDb;
let ai: AiService;
let cadJob: string;
let bareJob: string;
const seekers: string[] = [];
let noVectorSeeker: string;

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
  cadJob = await insertJob(t.db, { title: 'CAD Designer', skills: ['Rhino 3D', 'MatrixGold'], description: '3D models for casting.' });
  bareJob = await insertJob(t.db, { title: 'Cashier' });
  await ai.createJobEmbedding(cadJob);
  for (const [i, overview] of OVERVIEWS.entries()) {
    const id = await insertSeeker(t.db, { name: `Seeker ${i}`, overview });
    await ai.createJobSeekerEmbedding(id);
    seekers.push(id);
  }
  noVectorSeeker = await insertSeeker(t.db, { name: 'No Vector', overview: 'CAD designer in Rhino.' });
});
afterAll(() => t.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('getRelevantCandidates', () => {
  it('pages through every seeker with a vector: full pages, best first, the same order as an exact search', async () => {
    const pages = [];
    for (let page = 0; page < 6; page++) pages.push(await ai.getRelevantCandidates(cadJob, page, 5));
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 3, 0]);
    const all = pages.flat();
    expect(new Set(all.map((c) => c._id)).size).toBe(OVERVIEWS.length);
    expect(all.map((c) => c._id)).not.toContain(noVectorSeeker);
    const scores = all.map((c) => c.relevancyScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const s of scores) expect(s >= 0 && s <= 1).toBe(true);

    // the order of the exact relevance score of every seeker, the one the detail and the application show
    const exact = await Promise.all(seekers.map(async (id) => ({ id, score: await ai.getRelevancyScore(cadJob, id) })));
    exact.sort((a, b) => b.score - a.score);
    exact.forEach((e, i) => expect(scores[i]).toBeCloseTo(e.score, 9));
  });

  it('ranks the CAD designers first for a CAD job', async () => {
    const top = await ai.getRelevantCandidates(cadJob, 0, 3);
    expect(top.map((c) => c._id).sort()).toEqual(seekers.slice(0, 3).sort());
    expect(top[0].personalDetails.fullName).toMatch(/^Seeker [0-2]$/);
    expect(top[0].overview).toBeTruthy();
  });

  it('refuses a job without a vector with a clear message', async () => {
    const error = await failure(ai.getRelevantCandidates(bareJob, 0, 5));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(AI_MESSAGES.jobHasNoEmbedding);
    expect((await failure(ai.getRelevantCandidates('00000000-0000-4000-8000-000000000000'))).code).toBe('NOT_FOUND');
  });

  it('checks page and size', async () => {
    expect((await failure(ai.getRelevantCandidates(cadJob, 0, 0))).message).toBe(AI_MESSAGES.pageSize);
    expect((await failure(ai.getRelevantCandidates(cadJob, 0, 51))).message).toBe(AI_MESSAGES.pageSize);
    expect((await failure(ai.getRelevantCandidates(cadJob, -1, 5))).message).toBe(AI_MESSAGES.page);
  });
});

describe('getRelevancyScore', () => {
  it('is between 0 and 1 and matches the candidate score', async () => {
    const [best] = await ai.getRelevantCandidates(cadJob, 0, 1);
    const score = await ai.getRelevancyScore(cadJob, best._id);
    expect(score).toBeGreaterThan(0.5);
    expect(score).toBeLessThanOrEqual(1);
    expect(score).toBeCloseTo(best.relevancyScore, 6);
    const cashier = await ai.getRelevancyScore(cadJob, seekers[13]);
    expect(cashier).toBeGreaterThanOrEqual(0);
    expect(cashier).toBeLessThan(score);
  });

  it('refuses when the seeker or the job has no vector', async () => {
    const seekerError = await failure(ai.getRelevancyScore(cadJob, noVectorSeeker));
    expect(seekerError.code).toBe('BAD_USER_INPUT');
    expect(seekerError.message).toBe(AI_MESSAGES.seekerHasNoEmbedding);
    expect((await failure(ai.getRelevancyScore(bareJob, seekers[0]))).message).toBe(AI_MESSAGES.jobHasNoEmbedding);
    expect((await failure(ai.getRelevancyScore(cadJob, 'nope'))).code).toBe('NOT_FOUND');
  });
});

describe('Job.relevantCandidates (top 5)', () => {
  it('answers a page of jobs together: the top 5 as percentages, [] without a vector', async () => {
    const [cad, bare, unknown] = await Promise.all([
      ai.topCandidatesForJob(cadJob),
      ai.topCandidatesForJob(bareJob),
      ai.topCandidatesForJob('00000000-0000-4000-8000-000000000000'),
    ]);
    const expected = await ai.getRelevantCandidates(cadJob, 0, 5);
    expect(cad.map((c) => c.jobSeekerId)).toEqual(expected.map((c) => c._id));
    cad.forEach((c, i) => {
      expect(c.percentage).toBeCloseTo(expected[i].relevancyScore * 100, 4);
      expect(c.jobSeekerName).toBe(expected[i].personalDetails.fullName);
    });
    expect(bare).toEqual([]);
    expect(unknown).toEqual([]);
  });
});

describe('explainMatch', () => {
  it('lists the job skills a seeker shows and those missing', async () => {
    expect(await ai.explainMatch(cadJob, seekers[0])).toEqual({ matchedSkills: ['Rhino 3D', 'MatrixGold'], missingSkills: [] });
    expect(await ai.explainMatch(cadJob, seekers[13])).toEqual({ matchedSkills: [], missingSkills: ['Rhino 3D', 'MatrixGold'] });
    expect((await failure(ai.explainMatch(cadJob, 'x'))).code).toBe('NOT_FOUND');
  });
});
