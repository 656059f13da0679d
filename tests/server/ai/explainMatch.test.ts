/** explainMatch and Candidate.match over GraphQL, against a real PGlite database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { insertJob, insertSeeker } from './fixtures';

let server: TestServer;
let jobId: string;
let cadSeekerId: string;
let cashierId: string;

const EXPLAIN = `query($j: ID!, $s: ID!) { explainMatch(jobId: $j, jobSeekerId: $s) {
  jobId jobSeekerId matchedSkills missingSkills relevancyScore } }`;

interface Explanation {
  jobId: string;
  jobSeekerId: string;
  matchedSkills: string[];
  missingSkills: string[];
  relevancyScore: number | null;
}

beforeAll(async () => {
  server = await startTestServer();
  jobId = await insertJob(server.db, { title: 'CAD Designer', skills: ['Rhino 3D', 'MatrixGold', 'Stone Setting', 'Hand Sketching'] });
  cadSeekerId = await insertSeeker(server.db, {
    name: 'Priya Sharma',
    skills: ['RhinoGold', 'KeyShot'],
    overview: 'CAD jewellery designer who sketches by hand and plans micro pave setting layouts.',
  });
  cashierId = await insertSeeker(server.db, { name: 'Ravi Kumar', skills: ['POS'], overview: 'Cashier handling billing and POS.' });
});
afterAll(() => server.close());

/** Builds the job's and the seekers' vectors through the API, as the console's buttons do. */
async function embed(job: string, seekers: string[]): Promise<void> {
  expect((await server.gql('mutation($id: ID!) { createJobEmbedding(id: $id) { _id } }', { id: job })).errors).toBeUndefined();
  for (const id of seekers) {
    expect((await server.gql('mutation($id: ID!) { createJobSeekerEmbedding(id: $id) { _id } }', { id })).errors).toBeUndefined();
  }
}

describe('explainMatch', () => {
  it('names the required skills the seeker shows and those missing, in the job order, with no score before vectors', async () => {
    const result = await server.gql<{ explainMatch: Explanation }>(EXPLAIN, { j: jobId, s: cadSeekerId });
    expect(result.errors).toBeUndefined();
    expect(result.data?.explainMatch).toEqual({
      jobId,
      jobSeekerId: cadSeekerId,
      matchedSkills: ['Rhino 3D', 'Stone Setting', 'Hand Sketching'],
      missingSkills: ['MatrixGold'],
      relevancyScore: null,
    });
    const cashier = await server.gql<{ explainMatch: Explanation }>(EXPLAIN, { j: jobId, s: cashierId });
    expect(cashier.data?.explainMatch.matchedSkills).toEqual([]);
    expect(cashier.data?.explainMatch.missingSkills).toEqual(['Rhino 3D', 'MatrixGold', 'Stone Setting', 'Hand Sketching']);
  });

  it('adds the relevancy score (0 to 1) once both have vectors, equal to getRelevancyScore', async () => {
    await embed(jobId, [cadSeekerId, cashierId]);
    const result = await server.gql<{ explainMatch: Explanation }>(EXPLAIN, { j: jobId, s: cadSeekerId });
    const score = await server.gql<{ getRelevancyScore: number }>(
      'query($j: ID!, $s: ID!) { getRelevancyScore(jobId: $j, jobSeekerId: $s) }',
      { j: jobId, s: cadSeekerId },
    );
    expect(result.data?.explainMatch.relevancyScore).toBeGreaterThan(0);
    expect(result.data?.explainMatch.relevancyScore).toBeCloseTo(score.data?.getRelevancyScore ?? -1, 6);
  });

  it('explains every candidate of a page (Candidate.match)', async () => {
    const page = await server.gql<{ getRelevantCandidates: Array<{ _id: string; match: { matchedSkills: string[]; missingSkills: string[] } }> }>(
      'query($id: ID!) { getRelevantCandidates(jobId: $id, page: 0, size: 5) { _id match { matchedSkills missingSkills } } }',
      { id: jobId },
    );
    expect(page.errors).toBeUndefined();
    const byId = new Map(page.data?.getRelevantCandidates.map((c) => [c._id, c.match]));
    expect(page.data?.getRelevantCandidates[0]._id).toBe(cadSeekerId);
    expect(byId.get(cadSeekerId)).toEqual({ matchedSkills: ['Rhino 3D', 'Stone Setting', 'Hand Sketching'], missingSkills: ['MatrixGold'] });
    expect(byId.get(cashierId)?.matchedSkills).toEqual([]);
  });

  it('says why: the seniority fit and the closest résumé phrases for the main requirements', async () => {
    const job = await insertJob(server.db, {
      title: 'Senior Stone Setter',
      skills: ['Micro Pave Setting', 'Quality Control'],
      description: 'Set diamonds in bridal rings.',
    });
    await server.db.updateTable('jobs').set({ years_of_experience: 5 }).where('id', '=', job).execute();
    const setter = await insertSeeker(server.db, { name: 'Meera Joshi', skills: ['Micro pave'], overview: 'Stone setter.' });
    await server.db
      .updateTable('job_seekers')
      .set({
        years_of_experience: 8,
        resume_text: [
          'MEERA JOSHI',
          'meera@example.com | +91 98765 43210',
          'EXPERIENCE',
          'Senior Setter, Shree Exports, Surat (2017–Present)',
          '- Micro pave and pavé setting of diamonds in 18k gold bridal rings under the microscope',
          '- Checked every piece for loose stones before dispatch; inspection records for the QC team',
          'SKILLS',
          'Micro pave, Prong setting, Bezel setting, Channel setting, Claw setting',
        ].join('\n'),
      })
      .where('id', '=', setter)
      .execute();
    const result = await server.gql<{ explainMatch: Explanation & { seekerYears: number; requiredYears: number; evidence: Array<{ requirement: string; phrase: string }> } }>(
      `query($j: ID!, $s: ID!) { explainMatch(jobId: $j, jobSeekerId: $s) { seekerYears requiredYears evidence { requirement phrase } } }`,
      { j: job, s: setter },
    );
    expect(result.errors).toBeUndefined();
    const explanation = result.data?.explainMatch;
    expect(explanation).toMatchObject({ seekerYears: 8, requiredYears: 5 });
    expect(explanation?.evidence).toEqual([
      { requirement: 'Micro Pave Setting', phrase: 'Micro pave and pavé setting of diamonds in 18k gold bridal rings under the microscope' },
      { requirement: 'Quality Control', phrase: 'Checked every piece for loose stones before dispatch; inspection records for the QC team' },
    ]);
  });

  it('states the years the score weighs when the years field is empty: those the overview states', async () => {
    const job = await insertJob(server.db, { title: 'Senior Stone Setter', skills: ['Micro Pave Setting'] });
    await server.db.updateTable('jobs').set({ years_of_experience: 5 }).where('id', '=', job).execute();
    const setter = await insertSeeker(server.db, { name: 'Arjun Soni', skills: ['Micro pave'], overview: 'Stone setter, 7 yrs exp in pave and prong setting.' });
    const result = await server.gql<{ explainMatch: { seekerYears: number | null; requiredYears: number } }>(
      `query($j: ID!, $s: ID!) { explainMatch(jobId: $j, jobSeekerId: $s) { seekerYears requiredYears } }`,
      { j: job, s: setter },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.explainMatch).toEqual({ seekerYears: 7, requiredYears: 5 });
  });

  it("states and weighs the years the ad's words ask when the job's years field is empty", async () => {
    const job = await insertJob(server.db, {
      title: 'Showroom Floor Incharge',
      skills: ['Floor management'],
      description: '<p>About us: a 40 year old jewellery house.</p><ul><li>Min 5 yrs in a jewellery showroom</li><li>Floor management and staff rosters</li></ul>',
    });
    const overview = (years: number) => `Floor incharge in a gold jewellery showroom, ${years} yrs. Floor management, staff rosters and stock tally.`;
    const seasoned = await insertSeeker(server.db, { name: 'Mahesh Rao', skills: ['Floor management'], overview: overview(7) });
    const newcomer = await insertSeeker(server.db, { name: 'Kiran Rao', skills: ['Floor management'], overview: overview(1) });
    await embed(job, [seasoned, newcomer]);
    const explain = (seeker: string) =>
      server.gql<{ explainMatch: { seekerYears: number | null; requiredYears: number | null; relevancyScore: number } }>(
        `query($j: ID!, $s: ID!) { explainMatch(jobId: $j, jobSeekerId: $s) { seekerYears requiredYears relevancyScore } }`,
        { j: job, s: seeker },
      );
    const [a, b] = await Promise.all([explain(seasoned), explain(newcomer)]);
    expect(a.errors).toBeUndefined();
    expect(a.data?.explainMatch).toMatchObject({ seekerYears: 7, requiredYears: 5 });
    expect(b.data?.explainMatch).toMatchObject({ seekerYears: 1, requiredYears: 5 });
    expect(a.data!.explainMatch.relevancyScore).toBeGreaterThan(b.data!.explainMatch.relevancyScore);
  });

  it("names the ad's words a profile shares, and ranks it above one naming the title alone, when the job lists no skills", async () => {
    const description = 'Check every gold ornament before dispatch: purity on the XRF karat meter, HUID hallmark details, gross and net weight, stone count and finish.';
    const adOnly = await insertJob(server.db, { title: 'Quality Checker', description });
    const listed = await insertJob(server.db, { title: 'Quality Checker', description, skills: ['Hallmark checking', 'Purity testing', 'Weighing'] });
    const checker = await insertSeeker(server.db, {
      name: 'Anil Soni',
      overview: 'Quality checker at a gold jewellery factory: XRF karat meter purity tests, HUID hallmark checks, weight and stone count before dispatch.',
    });
    const titleOnly = await insertSeeker(server.db, { name: 'Sunil Soni', overview: 'Quality checker for 3 years at a jewellery showroom, checking ornaments for the sales counter.' });
    await embed(adOnly, [checker, titleOnly]);
    await embed(listed, []);
    const explain = (job: string, seeker: string) =>
      server.gql<{ explainMatch: { adWords: string[]; relevancyScore: number } }>(
        `query($j: ID!, $s: ID!) { explainMatch(jobId: $j, jobSeekerId: $s) { adWords relevancyScore } }`,
        { j: job, s: seeker },
      );
    const shares = await explain(adOnly, checker);
    expect(shares.errors).toBeUndefined();
    expect(shares.data?.explainMatch.adWords).toEqual(expect.arrayContaining(['xrf', 'huid']));
    expect(shares.data!.explainMatch.adWords.length).toBeLessThanOrEqual(6);
    const named = await explain(adOnly, titleOnly);
    expect(named.data?.explainMatch.adWords).not.toContain('xrf');
    expect(shares.data!.explainMatch.relevancyScore).toBeGreaterThan(named.data!.explainMatch.relevancyScore);
    // a full skills list is what the score reads: no ad words to name
    expect((await explain(listed, checker)).data?.explainMatch.adWords).toEqual([]);
  });

  it("scores and ranks by the résumé's work too, which the written overview leaves out, as the explanation lists it", async () => {
    const job = await insertJob(server.db, { title: 'Stone Setter', skills: ['Micro Pave Setting', 'Channel Setting'], description: 'Setting diamonds in bridal rings.' });
    // the same overview (a headline and a few skills, as the overview writer keeps them) for both
    const overview = 'Setter with 6 years of experience. Key skills include Prong Setting and Bezel Setting.';
    const resume = (duties: string[]) =>
      ['RAVI SONI', 'ravi@example.com | +91 98765 43210', 'EXPERIENCE', 'Setter, Shree Exports, Surat (2020–Present)', ...duties.map((d) => `- ${d}`)].join('\n');
    const micro = await insertSeeker(server.db, { name: 'Ravi Soni', skills: ['Prong setting'], overview });
    const plain = await insertSeeker(server.db, { name: 'Amit Soni', skills: ['Prong setting'], overview });
    await server.db.updateTable('job_seekers').set({ resume_text: resume(['Micro pave setting of diamonds under the microscope', 'Channel setting of baguette diamonds in gold bands']) }).where('id', '=', micro).execute();
    await server.db.updateTable('job_seekers').set({ resume_text: resume(['Prong and bezel setting of diamond solitaires in gold rings']) }).where('id', '=', plain).execute();
    for (const [doc, id] of [
      ['mutation($id: ID!) { createJobEmbedding(id: $id) { _id } }', job],
      ['mutation($id: ID!) { createJobSeekerEmbedding(id: $id) { _id } }', micro],
      ['mutation($id: ID!) { createJobSeekerEmbedding(id: $id) { _id } }', plain],
    ] as const) {
      expect((await server.gql(doc, { id })).errors).toBeUndefined();
    }
    const explain = async (s: string) => (await server.gql<{ explainMatch: Explanation }>(EXPLAIN, { j: job, s })).data?.explainMatch;
    const [withDuties, without] = [await explain(micro), await explain(plain)];
    expect(withDuties?.matchedSkills).toEqual(['Micro Pave Setting', 'Channel Setting']);
    // named in the résumé's work, not only shown by the setting trade both overviews name: the higher score
    expect(withDuties?.relevancyScore ?? 0).toBeGreaterThan((without?.relevancyScore ?? 1) + 0.03);
    const page = await server.gql<{ getRelevantCandidates: Array<{ _id: string }> }>('query($id: ID!) { getRelevantCandidates(jobId: $id, page: 0, size: 5) { _id } }', { id: job });
    const order = page.data?.getRelevantCandidates.map((c) => c._id) ?? [];
    expect(order.indexOf(micro)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(micro)).toBeLessThan(order.indexOf(plain) < 0 ? Infinity : order.indexOf(plain));
  });

  it("names the seeker's own role when it is above the opening's level: a store manager for the sales counter", async () => {
    const job = await insertJob(server.db, { title: 'Jewellery Sales Executive', skills: ['Jewellery Sales'], description: 'Sell gold jewellery at the counter.' });
    const manager = await insertSeeker(server.db, { name: 'Kiran Mehta', skills: ['Jewellery Sales'], overview: 'Store manager of a gold jewellery showroom, 9 years.' });
    await server.db.updateTable('job_seekers').set({ preferred_roles: ['Store Manager'] }).where('id', '=', manager).execute();
    const seller = await insertSeeker(server.db, { name: 'Sunita Rao', skills: ['Jewellery Sales'], overview: 'Sales executive at a gold jewellery counter, 4 years.' });
    const explain = async (s: string) =>
      server.gql<{ explainMatch: { roleAboveOpening: string | null } }>(
        `query($j: ID!, $s: ID!) { explainMatch(jobId: $j, jobSeekerId: $s) { roleAboveOpening } }`,
        { j: job, s },
      );
    const [forManager, forSeller] = [await explain(manager), await explain(seller)];
    expect(forManager.errors).toBeUndefined();
    expect(forManager.data?.explainMatch).toEqual({ roleAboveOpening: 'Store Manager' });
    expect(forSeller.errors).toBeUndefined();
    expect(forSeller.data?.explainMatch).toEqual({ roleAboveOpening: null });
  });

  it('answers a clear not-found error for an unknown job or seeker', async () => {
    const missing = await server.gql(EXPLAIN, { j: jobId, s: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toMatch(/not found/i);
    const malformed = await server.gql(EXPLAIN, { j: 'nope', s: cadSeekerId });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
