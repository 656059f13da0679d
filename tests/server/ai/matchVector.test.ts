/**
 * The match vector (server/ai/matchVector.ts, migration 022): what the database writes for a
 * seeker follows their embedding and years, and the scan it drives finds the senior a senior job
 * wants even when juniors of the same closeness fill the nearest hundreds. Runs on PGlite, and on
 * PostgreSQL without pgvector (the exact scan) with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMissingAiData } from '../../../server/ai/bulkBuild';
import { createAiProviders } from '../../../server/ai/providers';
import { loadAiConfig } from '../../../server/ai/config';
import { BAND_MARK, bandMarks, MATCH_BANDS, UNKNOWN_YEARS_BAND, yearBand } from '../../../server/ai/matchVector';
import { RERANK_WINDOW } from '../../../server/services/candidateRanking';
import { type AiService, createAiService } from '../../../server/services/ai';
import { insertJob, insertSeeker, openTestDb, type TestDb } from './fixtures';

let t: TestDb;
let ai: AiService;
const providers = createAiProviders(loadAiConfig({}));

/** A unit vector at `cosine` from the first axis, turned towards axis `side` (1..255). */
function at(cosine: number, side: number): number[] {
  const v = new Array<number>(256).fill(0);
  v[0] = cosine;
  v[side] = Math.sqrt(1 - cosine * cosine);
  return v;
}
const text = (v: number[]) => `[${v.join(',')}]`;

async function matchVector(id: string): Promise<number[] | null> {
  const { rows } = await sql<{ m: string | null }>`SELECT match_vector::text AS m FROM job_seekers WHERE id = ${id}`.execute(t.db);
  return rows[0]?.m ? (JSON.parse(rows[0].m) as number[]) : null;
}
/** The band a match vector's years part stands for: 'unknown' by its own mark, else the last step up of the scale. */
const bandOf = (vector: number[]) => (vector[256 + UNKNOWN_YEARS_BAND] !== 0 ? UNKNOWN_YEARS_BAND : vector.slice(256, 256 + UNKNOWN_YEARS_BAND).filter((x) => x > 0).length - 1);

async function addSeekers(rows: Array<{ vector: number[]; years: number | null }>): Promise<string[]> {
  const ids = rows.map(() => randomUUID());
  await t.db
    .insertInto('job_seekers')
    .values(rows.map((r, i) => ({ id: ids[i], full_name: `Seeker ${i}`, embedding: text(r.vector), years_of_experience: r.years, embedding_updated_at: new Date() })))
    .execute();
  return ids;
}

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}), providers });
});
afterAll(() => t.close());

describe('a seeker’s match vector', () => {
  it('is their embedding at unit length and their years on the scale, as server/ai/matchVector.ts reads it', async () => {
    const years = [null, -2, 0, 0.5, 1, 5.9, 7, 19.99, 20, 45];
    const ids = await addSeekers(years.map((y) => ({ vector: at(0.6, 3).map((x) => x * 2), years: y })));
    for (const [i, id] of ids.entries()) {
      const vector = (await matchVector(id))!;
      expect(vector).toHaveLength(256 + MATCH_BANDS);
      expect(vector[0]).toBeCloseTo(0.6, 6);
      expect(vector[3]).toBeCloseTo(0.8, 6);
      expect(bandOf(vector)).toBe(yearBand(years[i]));
      bandMarks(yearBand(years[i])).forEach((mark, b) => expect(vector[256 + b]).toBeCloseTo(mark, 6));
      // the years part has the same length for everyone, so cosine order is inner-product order
      expect(Math.hypot(...vector.slice(256))).toBeCloseTo(BAND_MARK, 6);
    }
    expect(yearBand(null)).toBe(UNKNOWN_YEARS_BAND);
  });

  it('follows an edit of the years, and goes with the embedding', async () => {
    const [id] = await addSeekers([{ vector: at(0.9, 5), years: 2 }]);
    expect(bandOf((await matchVector(id))!)).toBe(2);
    await t.db.updateTable('job_seekers').set({ years_of_experience: 11 }).where('id', '=', id).execute();
    expect(bandOf((await matchVector(id))!)).toBe(11);
    await t.db.updateTable('job_seekers').set({ years_of_experience: null }).where('id', '=', id).execute();
    expect(bandOf((await matchVector(id))!)).toBe(UNKNOWN_YEARS_BAND);
    await t.db.updateTable('job_seekers').set({ embedding: null }).where('id', '=', id).execute();
    expect(await matchVector(id)).toBeNull();
    await t.db.deleteFrom('job_seekers').where('id', '=', id).execute();
  });

  it('is rebuilt with the embedding the service builds after a profile edit', async () => {
    const id = await insertSeeker(t.db, { name: 'Asha Rao', overview: 'Bench jeweller, stone setting and polishing.', skills: ['Stone Setting'] });
    await t.db.updateTable('job_seekers').set({ years_of_experience: 3 }).where('id', '=', id).execute();
    await ai.createJobSeekerEmbedding(id);
    expect(bandOf((await matchVector(id))!)).toBe(3);
    // an edit of the years clears the vector (jobSeekers service); the rebuilt one has the new band
    await t.db.updateTable('job_seekers').set({ years_of_experience: 9, embedding: null, embedding_updated_at: null }).where('id', '=', id).execute();
    await ai.createJobSeekerEmbedding(id);
    expect(bandOf((await matchVector(id))!)).toBe(9);
    await t.db.deleteFrom('job_seekers').where('id', '=', id).execute();
  });

  // migration 024: the score reads the years a résumé states when the field is empty; so does the scan
  it('weighs the years the overview states when the field is empty, as the relevance score does', async () => {
    const id = await insertSeeker(t.db, { name: 'Meera Iyer', overview: 'Master goldsmith with 14 years of experience in high jewellery.', skills: ['Goldsmithing'] });
    await ai.createJobSeekerEmbedding(id);
    expect(bandOf((await matchVector(id))!)).toBe(14);
    // the field, once filled in, wins at once; emptied, the text's years are back
    await t.db.updateTable('job_seekers').set({ years_of_experience: 3 }).where('id', '=', id).execute();
    expect(bandOf((await matchVector(id))!)).toBe(3);
    await t.db.updateTable('job_seekers').set({ years_of_experience: null }).where('id', '=', id).execute();
    expect(bandOf((await matchVector(id))!)).toBe(14);
    await t.db.deleteFrom('job_seekers').where('id', '=', id).execute();
  });

  it('is read by the bulk build, filled in for vectors built before, and a text that says nothing stays unknown', async () => {
    const states = await insertSeeker(t.db, { name: 'Kabir Shah', overview: 'Store head of a luxury watch boutique since 2016.' });
    const silent = await insertSeeker(t.db, { name: 'Ira Sen', overview: 'Bench jeweller, stone setting and polishing.' });
    await buildMissingAiData(t.db, providers);
    const since2016 = new Date().getUTCFullYear() - 2016;
    expect(bandOf((await matchVector(states))!)).toBe(Math.min(since2016, 20));
    expect(bandOf((await matchVector(silent))!)).toBe(UNKNOWN_YEARS_BAND);
    // a vector built before migration 024 has not had its text read: the next start reads it
    await t.db.updateTable('job_seekers').set({ years_in_text: null }).where('id', 'in', [states, silent]).execute();
    expect(bandOf((await matchVector(states))!)).toBe(UNKNOWN_YEARS_BAND);
    await buildMissingAiData(t.db, providers);
    expect(bandOf((await matchVector(states))!)).toBe(Math.min(since2016, 20));
    // read and found nothing: marked so (NaN), not read again at every start
    const row = await t.db.selectFrom('job_seekers').select('years_in_text').where('id', '=', silent).executeTakeFirstOrThrow();
    expect(row.years_in_text).toBeNaN();
    await t.db.deleteFrom('job_seekers').where('id', 'in', [states, silent]).execute();
  });

  // migration 023: the candidates' scan reads both vectors of each row it returns; out of line
  // (the two alone pass the 2 KB TOAST threshold), each would cost a TOAST lookup. Not on
  // PostgreSQL without pgvector: there `vector` is a text domain, left as it was.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('stays in the row with the embedding, beside a long résumé', async () => {
    const [id] = await addSeekers([{ vector: at(0.9, 1), years: 6 }]);
    const long = 'Bench jeweller: setting, polishing, casting clean-up and repairs for a retail atelier. '.repeat(60);
    await t.db.updateTable('job_seekers').set({ overview: long, resume_text: long }).where('id', '=', id).execute();
    const { rows } = await sql<{ embedding: string | null; match: string | null }>`
      SELECT pg_column_toast_chunk_id(embedding)::text AS embedding, pg_column_toast_chunk_id(match_vector)::text AS match
      FROM job_seekers WHERE id = ${id}`.execute(t.db);
    expect(rows[0]).toEqual({ embedding: null, match: null });
    await t.db.deleteFrom('job_seekers').where('id', '=', id).execute();
  });
});

describe('relevant candidates of a senior job, a senior’s years written only in the résumé', () => {
  it('finds them past a window of closer seekers whose years are unknown', async () => {
    await t.db.deleteFrom('job_seekers').execute();
    const jobId = await insertJob(t.db, { title: 'Senior Diamond Setter' });
    await t.db
      .updateTable('jobs')
      .set({ years_of_experience: 8, experience: 'Sr-Level', embedding: text(at(1, 1)), embedding_updated_at: new Date() })
      .where('id', '=', jobId)
      .execute();
    // more seekers a shade closer, years unknown, than the re-ranked window holds
    await addSeekers(Array.from({ length: RERANK_WINDOW + 10 }, (_, i) => ({ vector: at(0.8 + i * 1e-5, 2 + (i % 200)), years: null })));
    const [senior] = await addSeekers([{ vector: at(0.79, 250), years: null }]);
    await t.db.updateTable('job_seekers').set({ overview: 'Diamond setter with 12 years at the bench, pavé and micro-setting.' }).where('id', '=', senior).execute();
    await t.db.updateTable('job_seekers').set({ years_in_text: null }).execute();
    await buildMissingAiData(t.db, providers);
    const [first] = await ai.getRelevantCandidates(jobId, 0, 5);
    expect(first._id).toBe(senior);
  });
});

describe('relevant candidates of a senior job', () => {
  let jobId: string;
  let senior: string;
  let twin: string;
  let juniors: string[];

  beforeAll(async () => {
    await t.db.deleteFrom('job_seekers').execute();
    jobId = await insertJob(t.db, { title: 'Senior Diamond Setter' });
    await t.db
      .updateTable('jobs')
      .set({ years_of_experience: 8, experience: 'Sr-Level', embedding: text(at(1, 1)), embedding_updated_at: new Date() })
      .where('id', '=', jobId)
      .execute();
    // more juniors a shade closer than the senior than the old scan's 150 nearest could hold,
    // and one junior exactly as close as the senior
    juniors = await addSeekers(Array.from({ length: 160 }, (_, i) => ({ vector: at(0.8 + i * 1e-5, 2 + (i % 200)), years: 1 })));
    [senior, twin] = await addSeekers([
      { vector: at(0.79, 250), years: 10 },
      { vector: at(0.79, 251), years: 1 },
    ]);
  });

  it('puts the senior first, above the junior as close and the closer juniors', async () => {
    const [first] = await ai.getRelevantCandidates(jobId, 0, 5);
    expect(first._id).toBe(senior);
    expect(await ai.getRelevancyScore(jobId, senior)).toBeGreaterThan(await ai.getRelevancyScore(jobId, twin));
    const [top] = await ai.topCandidatesForJob(jobId);
    expect(top.jobSeekerId).toBe(senior);
  });

  it('pages 5 at a time across the re-rank blocks without a repeat or a skip', async () => {
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const rows = await ai.getRelevantCandidates(jobId, page, 5);
      seen.push(...rows.map((r) => r._id));
      if (rows.length < 5) break;
    }
    expect(seen.length).toBeGreaterThan(RERANK_WINDOW);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set([...juniors, senior, twin]));
    // a page of 5 reads the same order as one wide page
    const wide = await ai.getRelevantCandidates(jobId, 0, 40);
    expect(seen.slice(0, 40)).toEqual(wide.map((r) => r._id));
  });

  it('follows an edit of the job’s years to its next page', async () => {
    await t.db.updateTable('jobs').set({ years_of_experience: 0, experience: 'Entry/Fresher', embedding_updated_at: new Date() }).where('id', '=', jobId).execute();
    const [first] = await ai.getRelevantCandidates(jobId, 0, 5);
    // an entry job weighs only closeness: the closest junior leads
    expect(first._id).toBe(juniors[159]);
  });
});
