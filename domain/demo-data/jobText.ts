/** The texts of a job ad, written from the role so that jobs and résumés share their words. */
import { escapeHtml, htmlList } from './common';
import type { Level } from './levels';
import type { Rng } from './prng';
import type { RoleProfile } from './roles';

export interface JobTextInput {
  profile: RoleProfile;
  title: string;
  level: Level;
  years: number;
  companyName: string;
  location: string;
  category: string;
  skills: readonly string[];
  education: string;
}

const PERKS = [
  'Festival bonus and attendance incentive',
  'Staff discount on jewellery and making charges',
  'Sales incentives paid monthly',
  'Training at the in-house academy and sponsored GIA or IIGJ courses',
  'Medical insurance for the family',
  'Subsidised meals and travel allowance',
  'A clear path to senior roles across our stores and workshops',
];

const INTERVIEWS: Record<RoleProfile['family'], readonly string[]> = {
  design: ['Portfolio review', 'Design brief to complete at home (48 hours)', 'Discussion with the design head', 'HR round and offer'],
  craft: ['Practical bench test in the workshop', 'Review of sample pieces', 'Discussion with the production head', 'HR round and offer'],
  grading: ['Grading test on a reference parcel', 'Technical interview on the 4Cs and treatments', 'Discussion with the lab manager', 'HR round and offer'],
  operations: ['Screening call', 'Case discussion on planning and costing', 'Interview with the operations head', 'HR round and offer'],
  retail: ['Telephone screening', 'Role play with a client scenario', 'Interview with the store manager', 'HR round and offer'],
  digital: ['Screening call', 'Assignment on a recent campaign or shoot', 'Interview with the marketing head', 'HR round and offer'],
  corporate: ['Screening call', 'Written test', 'Interview with the finance or HR head', 'Offer discussion'],
};

export function jobDescription(rng: Rng, input: JobTextInput): string {
  const { profile, title, companyName, location, category } = input;
  const intro =
    `${companyName} is hiring ${article(title)} ${title} in ${location} for its ${category.toLowerCase()} business. ` +
    `You will ${profile.duties[0].charAt(0).toLowerCase()}${profile.duties[0].slice(1)} and work with a team that cares about craft, accuracy and clients.`;
  const perks = rng.sample(PERKS, 3);
  return `<p>${escapeHtml(intro)}</p><p><strong>What we offer</strong></p>${htmlList(perks)}`;
}

export function jobRequirements(input: JobTextInput): string {
  const { years, skills, education, level } = input;
  const experience = years === 0 ? 'Freshers with training in the trade are welcome' : `${years}+ years of experience as ${article(input.profile.title)} ${input.profile.title} or similar`;
  return [
    `${experience}.`,
    `Working knowledge of ${skills.slice(0, 3).join(', ')}.`,
    skills.length > 3 ? `Good to have: ${skills.slice(3).join(', ')}.` : 'Willingness to learn new tools and techniques.',
    `Education: ${education}.`,
    level === 'Management-Level' ? 'Experience leading a team and owning targets.' : 'Attention to detail and care with high-value goods.',
  ].join('\n');
}

export function jobResponsibilities(profile: RoleProfile): string {
  return profile.duties.map((d) => `${d}.`).join('\n');
}

export function interviewProcess(profile: RoleProfile): string {
  return INTERVIEWS[profile.family].map((step, i) => `${i + 1}. ${step}`).join('\n');
}

function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}
