/**
 * The relevant-candidates page's two statements (the match vector's scan, the cards of the page)
 * prepared once in PGlite's session (server/db/sessionStatements.ts): the same rows as the plain
 * statements, prepared once, prepared again when the session lost them, and still telling the
 * read cache which tables they read. On a PostgreSQL server they stay plain statements. The cards
 * are findJobSeekerRows' own record read (server/db/fieldMap.ts, loadRecords' prepareAs).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAiConfig } from '../../../server/ai/config';
import { seniorityQuery } from '../../../server/ai/matchVector';
import type { Db } from '../../../server/db/client';
import { recordingReads } from '../../../server/db/readTables';
import { findCandidateProfiles, nearestSeekers } from '../../../server/db/repositories/ai';
import { findJobSeekerRows } from '../../../server/db/repositories/jobSeekers';
import { createAiService } from '../../../server/services/ai';
import { insertJob, insertSeeker, openTestDb, type TestDb } from './fixtures';

const OVERVIEWS = [
  'CAD jewellery designer, 6 years in Rhino and MatrixGold.',
  '3D modeller of rings in RhinoGold and ZBrush.',
  'Junior CAD designer on JewelCAD.',
  'Goldsmith doing soldering and repairs on 22k gold.',
  'Stone setter, micro pave and prong setting.',
  'Casting technician running vacuum casting.',
  'Client advisor in a luxury boutique.',
  'Watchmaker servicing Swiss movements.',
];
const CARD = { personalDetails: {}, jobPreferences: {}, overview: {}, yearsOfExperience: {} } as const;

let t: TestDb;
let jobId: string;
const seekers: string[] = [];
const senior = seniorityQuery({ yearsOfExperience: 5 });

beforeAll(async () => {
  t = await openTestDb();
  const ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
  jobId = await insertJob(t.db, { title: 'CAD Designer', skills: ['Rhino 3D'] });
  await ai.createJobEmbedding(jobId);
  for (const [i, overview] of OVERVIEWS.entries()) {
    const id = await insertSeeker(t.db, { name: `Seeker ${i}`, overview });
    await ai.createJobSeekerEmbedding(id);
    seekers.push(id);
  }
}, 60_000);
afterAll(() => t.close());

/** The statement as a connection of its own runs it: never prepared (not the app's Db object). */
const plainly = <T>(work: (db: Db) => Promise<T>) => t.db.connection().execute((conn) => work(conn as Db));

const preparedNames = async () =>
  (await sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`.execute(t.db)).rows.map((r) => r.name);

describe('statements prepared in the session', () => {
  it('answer what the plain statements answer', async () => {
    // (without pgvector the exact scan answers, prepared nowhere; its ties at cosine 0 may come in any order)
    for (const [limit, offset] of t.handle.vectors === 'pgvector' ? [[75, 0], [3, 0], [3, 3], [5, 6]] : []) {
      expect(await nearestSeekers(t.db, jobId, senior, limit, offset)).toEqual(await plainly((db) => nearestSeekers(db, jobId, senior, limit, offset)));
    }
    expect((await nearestSeekers(t.db, jobId, senior, 75, 0)).map((r) => r.id).sort()).toEqual([...seekers].sort());
    const cards = await findCandidateProfiles(t.db, [seekers[2], seekers[0], 'not-a-uuid']);
    expect(cards).toEqual(await findJobSeekerRows(t.db, [seekers[2], seekers[0]], CARD));
    expect(cards.map((c) => c._id).sort()).toEqual([seekers[0], seekers[2]].sort());
    expect(await findCandidateProfiles(t.db, [])).toEqual([]);
  });

  it('are prepared once on the embedded database, and never on a PostgreSQL server', async () => {
    await nearestSeekers(t.db, jobId, senior, 75, 0);
    await nearestSeekers(t.db, jobId, senior, 75, 0);
    await findCandidateProfiles(t.db, [seekers[1]]);
    const names = await preparedNames();
    if (t.handle.engine === 'pglite') expect(names).toEqual(expect.arrayContaining(['candidate_profiles', 'nearest_seekers_75_0']));
    else expect(names).toEqual([]);
    expect(names.filter((n) => n === 'nearest_seekers_75_0').length).toBeLessThanOrEqual(1);
  });

  it('are prepared again when the session lost them', async () => {
    const before = await nearestSeekers(t.db, jobId, senior, 75, 0);
    await sql`DEALLOCATE ALL`.execute(t.db);
    expect(await nearestSeekers(t.db, jobId, senior, 75, 0)).toEqual(before);
    expect((await findCandidateProfiles(t.db, [seekers[3]])).map((c) => c._id)).toEqual([seekers[3]]);
  });

  it('take one statement a name: a record read prepared under a name another selection took throws', async () => {
    expect((await findJobSeekerRows(t.db, [seekers[0]], CARD, { prepareAs: 'test_one_name' })).map((c) => c._id)).toEqual([seekers[0]]);
    await expect(findJobSeekerRows(t.db, [seekers[0]], { overview: {} }, { prepareAs: 'test_one_name' })).rejects.toThrow(/already taken/);
  });

  it('tell the read cache the tables they read', async () => {
    const scan = await recordingReads(() => nearestSeekers(t.db, jobId, senior, 5, 0));
    expect([...scan.reads.words]).toEqual(expect.arrayContaining(['jobs', 'job_seekers']));
    const cards = await recordingReads(() => findCandidateProfiles(t.db, [seekers[0]]));
    expect([...cards.reads.words]).toContain('job_seekers');
  });
});
