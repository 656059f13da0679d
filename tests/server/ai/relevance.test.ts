/**
 * The relevance score on a real database (issue 12): seniority ordering, closeness of the trade's
 * synonyms, other trades' vocabulary weighing less, and scores that fall in the spec's colour
 * bands as they should. Each is one job with seekers written like real profiles.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyRelevancy } from '../../../domain/ai/relevancy';
import { loadAiConfig } from '../../../server/ai/config';
import { type AiService, createAiService } from '../../../server/services/ai';
import { openTestDb, type TestDb } from './fixtures';

let t: TestDb;
let ai: AiService;

beforeAll(async () => {
  t = await openTestDb();
  ai = createAiService({ db: t.db, files: t.files }, { config: loadAiConfig({}) });
});
afterAll(() => t.close());

async function job(values: { title: string; skills: string[]; description: string; years?: number; level?: string }): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('jobs')
    .values({
      id,
      title: values.title,
      is_external_job: false,
      description: values.description,
      skills_required: values.skills,
      industry: 'Jewellery',
      years_of_experience: values.years ?? null,
      experience: values.level ?? null,
    })
    .execute();
  await ai.createJobEmbedding(id);
  return id;
}

async function seeker(name: string, values: { overview: string; skills: string[]; roles?: string[]; years: number }): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('job_seekers')
    .values({
      id,
      full_name: name,
      first_name: name.split(' ')[0],
      overview: values.overview,
      skills: values.skills,
      preferred_roles: values.roles ?? [],
      years_of_experience: values.years,
    })
    .execute();
  await ai.createJobSeekerEmbedding(id);
  return id;
}

const rankOf = async (jobId: string, seekerId: string) => {
  const page = await ai.getRelevantCandidates(jobId, 0, 50);
  return page.findIndex((c) => c._id === seekerId);
};

describe('relevance score', () => {
  it('ranks a candidate far short of the asked years below a fitting one with the same skills', async () => {
    const setterJob = await job({
      title: 'Senior Stone Setter',
      skills: ['Micro Pave Setting', 'Prong Setting'],
      description: 'Set diamonds in 18k gold bridal rings under the microscope; lead two junior setters.',
      years: 8,
      level: 'Sr-Level',
    });
    const profile = {
      overview: 'Stone setter doing micro pave and prong setting of diamonds in gold rings for an export house.',
      skills: ['Micro pave', 'Prong setting'],
      roles: ['Stone Setter'],
    };
    const junior = await seeker('Junior Setter', { ...profile, years: 1 });
    const senior = await seeker('Senior Setter', { ...profile, years: 9 });
    const short = await ai.getRelevancyScore(setterJob, junior);
    const fitting = await ai.getRelevancyScore(setterJob, senior);
    expect(fitting).toBeGreaterThan(short + 0.2);
    expect(await rankOf(setterJob, senior)).toBeLessThan(await rankOf(setterJob, junior));
  });

  it("knows the trade's synonyms: man-made is lab-grown, a horologist is a watchmaker", async () => {
    const lgdJob = await job({
      title: 'B2B Sales Manager - Lab-Grown Diamonds',
      skills: ['Lab-grown diamonds', 'B2B sales'],
      description: 'Sell our CVD lab-grown diamond jewellery to retailers and wholesalers across India.',
      years: 4,
    });
    const manMade = await seeker('Man Made', {
      overview: 'Six years selling man-made diamonds (lab created, HPHT and CVD) to jewellery retailers and wholesale buyers.',
      skills: ['Wholesale', 'Man-made diamonds'],
      years: 6,
    });
    const grader = await seeker('Natural Grader', {
      overview: 'Diamond grader for natural diamonds: colour, clarity and cut grading to GIA standards.',
      skills: ['Diamond grading', '4Cs'],
      years: 6,
    });
    expect(await ai.getRelevancyScore(lgdJob, manMade)).toBeGreaterThan(await ai.getRelevancyScore(lgdJob, grader));

    const watchJob = await job({
      title: 'Watchmaker',
      skills: ['Watchmaker', 'Movement servicing'],
      description: 'Service and repair Swiss mechanical watches in our boutique service centre.',
      years: 3,
    });
    const horologist = await seeker('Horologist', {
      overview: 'Horologist trained in Switzerland; overhauls mechanical calibres and chronographs.',
      skills: ['Horology', 'Calibre overhaul'],
      years: 5,
    });
    const storeHead = await seeker('Store Head', {
      overview: 'Store head of a luxury watch boutique: sales targets, staff rosters and VIP clients for Swiss watches.',
      skills: ['Store management', 'Luxury watches'],
      years: 10,
    });
    expect(await rankOf(watchJob, horologist)).toBeLessThan(await rankOf(watchJob, storeHead));
  });

  it('weighs another trade\'s vocabulary less: an automotive CAD engineer below a jewellery CAD designer', async () => {
    const cadJob = await job({
      title: 'Jewellery CAD Designer',
      skills: ['CAD', 'Rhino 3D'],
      description: 'Model rings and pendants in Rhino for casting; prepare STL files with stone seats.',
      years: 3,
    });
    const automotive = await seeker('Auto CAD', {
      overview: 'CAD engineer for automotive body panels: 3D modelling in CATIA and Rhino, surface design for car interiors.',
      skills: ['CAD', 'Rhino', '3D modelling'],
      years: 6,
    });
    const jewellery = await seeker('Jewellery CAD', {
      overview: 'Designs gold and diamond rings in RhinoGold; prepares files for casting and 3D printing.',
      skills: ['RhinoGold', 'CAD'],
      years: 4,
    });
    expect(await ai.getRelevancyScore(cadJob, jewellery)).toBeGreaterThan(await ai.getRelevancyScore(cadJob, automotive));
  });

  it('puts a strong fit in the high band, a near trade in the middle and an unrelated profile in the low band', async () => {
    const polishJob = await job({
      title: 'Jewellery Polisher',
      skills: ['Polishing', 'Rhodium Plating'],
      description: 'Polish and finish gold and platinum jewellery; rhodium plating of white gold pieces.',
      years: 3,
      level: 'Mid-Level',
    });
    const polisher = await seeker('Polisher', {
      overview: 'Polisher with 5 years of buffing and finishing gold jewellery, rhodium plating of white gold rings.',
      skills: ['Polishing', 'Rhodium plating', 'Buffing'],
      roles: ['Polisher'],
      years: 5,
    });
    const goldsmith = await seeker('Goldsmith', {
      overview: 'Goldsmith at the bench: soldering, ring sizing and repairs of 22k gold jewellery, with some finishing work.',
      skills: ['Soldering', 'Repairs'],
      roles: ['Goldsmith'],
      years: 6,
    });
    const accountant = await seeker('Accountant', {
      overview: 'Accountant handling GST returns, Tally ledgers and bank reconciliation.',
      skills: ['Tally', 'GST'],
      roles: ['Accountant'],
      years: 6,
    });
    const percent = async (id: string) => (await ai.getRelevancyScore(polishJob, id)) * 100;
    expect(classifyRelevancy(await percent(polisher))).toBe('high');
    expect(classifyRelevancy(await percent(goldsmith))).toBe('medium');
    expect(classifyRelevancy(await percent(accountant))).toBe('low');
  });
});
