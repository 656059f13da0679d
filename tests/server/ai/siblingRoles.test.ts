/**
 * Sibling roles that share a job's words but not its goods segment or its function (issue 12,
 * third round), scored without a database: a lab-grown grader below a natural-diamond grader for
 * a natural grading desk (and the reverse for a lab-grown sales team), a profile naming both sides
 * not judged, and a title's qualifier after a comma read as goods, not as the role.
 */
import { describe, expect, it } from 'vitest';
import { jobFeatures } from '../../../server/ai/jobFeatures';
import { activityCounts, functionShare } from '../../../server/ai/roleFunction';
import { otherSegment, segmentsOf } from '../../../server/ai/segments';
import { padded } from '../../../server/ai/matchTerms';
import { localScore as score } from '../../unit/ai/localScore';


const naturalDesk = {
  title: 'Diamond Grader - Natural',
  skillsRequired: ['Diamond grading', 'Clarity grading'],
  description: 'Grade natural polished diamonds for colour and clarity and prepare reports for our certification desk.',
  yearsOfExperience: 3,
};

describe('goods segments', () => {
  it('reads which side of natural vs lab-grown a text names, and judges only one-sided opposites', () => {
    const job = segmentsOf(padded('Grader for natural diamonds'));
    expect(otherSegment(job, segmentsOf(padded('Grading man-made CVD stones')))).toBe(true);
    expect(otherSegment(job, segmentsOf(padded('Natural diamond grading, screening for CVD and HPHT')))).toBe(false);
    expect(otherSegment(job, segmentsOf(padded('Diamond grading of polished stones')))).toBe(false);
    expect(otherSegment(segmentsOf(padded('Diamond grader')), segmentsOf(padded('lab grown grading')))).toBe(false);
  });

  it('reads a text that tells the sides apart (detects synthetics, screens for CVD) as naming both: a gem lab is no lab-grown job', () => {
    const natural = segmentsOf(padded('Diamond grader, natural polished diamonds, colour and clarity'));
    const gemLab = segmentsOf(padded('Gemologist for our testing lab: identify coloured gemstones, detect treatments and synthetics'));
    expect(otherSegment(gemLab, natural)).toBe(false);
    expect(otherSegment(segmentsOf(padded('Natural vs lab grown screening desk')), natural)).toBe(false);
    // the same goods without telling them apart: a lab-grown job
    expect(otherSegment(segmentsOf(padded('Grader of synthetics and CVD diamonds for our grower')), natural)).toBe(true);
  });

  it('ranks a natural-diamond grader above a lab-grown grader of the same years for a natural grading desk', () => {
    const natural = score(naturalDesk, {
      overview: 'Diamond grader, 4 years: colour and clarity grading of natural diamonds under the loupe, reports.',
      skills: ['Diamond grading'],
      preferredRoles: ['Diamond Grader'],
      yearsOfExperience: 4,
    });
    // names more of the job's words than the natural grader does: only its goods tell them apart
    const labGrown = score(naturalDesk, {
      overview: 'Diamond grader, 4 years: colour and clarity grading of lab-grown diamonds under the loupe, polished stones, certification reports.',
      skills: ['Diamond grading', 'Clarity grading'],
      preferredRoles: ['Diamond Grader'],
      yearsOfExperience: 4,
    });
    expect(labGrown.score / natural.score).toBeLessThan(0.95);
    // the same craft on other goods is still worth a look: not pushed out of the medium band
    expect(labGrown.score).toBeGreaterThan(0.45);
  });

  it("ranks a lab-grown seller above a natural-diamond seller for a lab-grown sales team, and reads 'Head of Sales, Lab Grown' as a sales role", () => {
    const job = {
      title: 'Head of Sales, Lab Grown',
      skillsRequired: ['Sales leadership', 'Key accounts'],
      description: 'Lead the B2B sales team selling lab grown diamonds to jewellery chains.',
      yearsOfExperience: 10,
    };
    const seller = (goods: string) => ({ overview: `Head of sales, 12 years selling ${goods} to jewellery chains, team of 10, key accounts.`, skills: ['Sales leadership', 'Key accounts'], yearsOfExperience: 12 });
    const labGrown = score(job, seller('man-made diamonds'));
    const natural = score(job, seller('natural diamonds'));
    expect(labGrown.score).toBeGreaterThan(natural.score);
    expect(labGrown.role).toBe(1);
  });
});

describe("a role's function, read from what the profile's words are spent on", () => {
  it('ranks a horologist above a watch boutique head for a watchmaker job, neither naming a preferred role', () => {
    const job = { title: 'Watchmaker', skillsRequired: ['Watch servicing', 'Movements'], description: 'Service mechanical and quartz watches for our boutiques; regulate, replace parts, test water resistance.', yearsOfExperience: 4 };
    const horologist = score(job, { overview: 'Horologist trained in Switzerland, 6 years: servicing of automatic movements, timegrapher regulation, water resistance testing, overhauls for the boutiques.', skills: ['Movement servicing'], yearsOfExperience: 6 });
    const boutiqueHead = score(job, {
      overview: 'Store head of a luxury watch boutique for 9 years: sales targets, staff rosters, store P&L, VIP clients, coordinating watch servicing with the service centre, store launches.',
      skills: ['Store management', 'P&L', 'Watch servicing'],
      yearsOfExperience: 9,
    });
    expect(horologist.score).toBeGreaterThan(boutiqueHead.score);
    // the boutique head's words go to targets, rosters and clients: the function takes its share off
    expect(boutiqueHead.score / horologist.score).toBeLessThan(0.67);
  });

  it('reads a seller who mentions grading as a seller, and a grader as a grader', () => {
    const job = jobFeatures({ title: 'Diamond Grader', skillsRequired: ['Diamond grading', 'Clarity grading'] });
    const concepts = [...(job.role?.conceptIndexes ?? []), ...job.skills.flatMap((k) => k.conceptIndexes)];
    const seller = functionShare(concepts, activityCounts(padded('B2B sales executive selling lab-grown diamonds to jewellers and wholesalers: dealer visits, price lists, memo follow-up, sales targets, orders; I know grading certificates.')));
    const grader = functionShare(concepts, activityCounts(padded('Diamond grader: colour and clarity grading under the loupe, grading reports, assorting parcels by clarity.')));
    expect(grader).toBe(1);
    expect(seller).not.toBeNull();
    expect(seller ?? 1).toBeLessThan(0.8);
    // a profile that names no activity is not judged
    expect(functionShare(concepts, activityCounts(padded('Hardworking and honest, ready to relocate.')))).toBeNull();
  });
});
