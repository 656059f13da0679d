/**
 * The relevance score against words another trade or the other side of a workplace shares with
 * the job (issue 12, fifth round): an electronics repairer's soldering is not a bench jeweller's,
 * and a hotel's front office is not a back office.
 */
import { describe, expect, it } from 'vitest';
import { relevance } from '../../../server/ai/relevance';
import { RELEVANCE_WEIGHTS } from '../../../server/ai/relevanceWeights';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures } from '../../../server/ai/jobFeatures';
import { listedCoverage } from './localScore';

const parts = (job: Parameters<typeof jobFeatures>[0], seeker: Parameters<typeof seekerFeatures>[0]) => relevance(0.5, jobFeatures(job), seekerFeatures(seeker));

describe("relevance score: another trade's words", () => {
  const bench = {
    title: 'Bench Jeweller',
    skillsRequired: ['Soldering', 'Jewellery Repair'],
    description: 'Repairs, ring resizing and chain soldering of customer pieces in gold and platinum.',
    yearsOfExperience: 4,
  };

  it("counts the trade's handwork named in a profile of another trade at most foreignCraftCredit", () => {
    const repairer = parts(bench, {
      overview: 'Electronics repair technician 5 yrs: soldering of PCB, mobile phones and laptop repair.',
      skills: ['Soldering', 'Repair'],
      yearsOfExperience: 5,
    });
    expect(repairer.context).toBe(RELEVANCE_WEIGHTS.foreignFloor);
    // without the cap: soldering named (1), repair by the goldsmith concept (0.7), the title by a related one: 0.68
    expect(repairer.coverage).toBeLessThan(0.5);
    // the explanation still lists what the résumé names
    expect(repairer.matchedSkills).toContain('Soldering');
    // the same words in this trade keep their credit
    const goldsmith = parts(bench, { overview: 'Goldsmith 5 yrs: soldering and repair of gold chains and rings.', skills: ['Soldering', 'Repair'], yearsOfExperience: 5 });
    expect(goldsmith.coverage).toBeGreaterThan(0.6);
    expect(goldsmith.matchedSkills).toContain('Soldering');
  });

  it("reads air conditioners and home appliances as another trade's goods", () => {
    const mechanic = parts(bench, { overview: 'AC mechanic 6 yrs: brazing and soldering of copper pipes of split air conditioners, repair of compressors.', skills: ['Soldering'], yearsOfExperience: 6 });
    expect(mechanic.context).toBe(RELEVANCE_WEIGHTS.foreignFloor);
    expect(mechanic.coverage).toBeLessThan(0.5);
  });

  it("keeps office and customer skills' credit in a profile of another trade: they carry over", () => {
    const job = { title: 'Customer Service Executive', skillsRequired: ['Complaint Handling'], description: 'Calls and WhatsApp queries of our online jewellery store, returns and complaints.', yearsOfExperience: 1 };
    const profile = { overview: 'Customer service executive at a consumer electronics service centre, 2 yrs: complaint handling, repair status calls.', skills: ['Complaint handling'], yearsOfExperience: 2 };
    expect(parts(job, profile).context).toBe(RELEVANCE_WEIGHTS.foreignFloor);
    expect(listedCoverage(job, profile)).toBe(1);
  });
});

describe('relevance score: the two sides of a workplace', () => {
  const job = { title: 'Back Office Executive', skillsRequired: ['Data Entry', 'MS Excel'], description: 'Data entry of orders in the ERP, MIS in Excel, filing.', yearsOfExperience: 1 };
  const profile = { overview: 'Executive at a hotel, 3 years: guest check-in, reservations, registers in Excel.', skills: ['Reservations'], yearsOfExperience: 3 };

  it("does not take a role named for the other side ('Front Office Executive') for the job's role", () => {
    expect(parts(job, { ...profile, preferredRoles: ['Front Office Executive'] }).role).toBe(0);
    expect(parts(job, { ...profile, preferredRoles: ['Front Desk Associate'] }).role).toBe(0);
    expect(parts(job, { ...profile, preferredRoles: ['Back Office Executive'] }).role).toBe(1);
    // the reverse, and a seeker who names both sides keeps the closeness of the words
    expect(parts({ ...job, title: 'Front Office Executive' }, { ...profile, preferredRoles: ['Back Office Executive'] }).role).toBe(0);
    expect(parts(job, { ...profile, preferredRoles: ['Front Office and Back Office Executive'] }).role).toBeGreaterThan(0.5);
    // a side is a compound of the title's: 'back to work' names no side
    const returning = { overview: 'Back to work after a break: hotel guest check-in and reservations, 3 years.', preferredRoles: ['Front Office Executive'], yearsOfExperience: 3 };
    expect(parts({ ...job, title: 'Front Office Executive' }, returning).role).toBeGreaterThan(0.5);
  });
});
