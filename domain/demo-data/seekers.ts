/** Candidates: craftspeople, designers, gemmologists and retail staff, most with a résumé. */
import type { JobSeeker, Note } from '../types';
import {
  type EmailBook,
  escapeHtml,
  iso,
  momentBetween,
  personOf,
  pickPlace,
  REFERENCE_MS,
  STAFF_EMAILS,
  WINDOW_START_MS,
} from './common';
import { LEVEL_WEIGHTS, yearsFor } from './levels';
import { PLACES } from './places';
import type { Rng } from './prng';
import { GENERAL_SKILLS, NEIGHBOUR_FAMILIES, ROLE_PROFILES, type RoleProfile, SKILL_SUGGESTIONS } from './roles';
import { resumeUrlOf } from './resumeFile';
import { EDUCATION, NOTICE_PERIODS } from './vocabulary';

const RESUME_SHARE = 0.85;

const SEEKER_NOTES = [
  (p: RoleProfile) => `<p>Called the candidate: interested in <strong>${escapeHtml(p.title)}</strong> roles, can join after the notice period.</p>`,
  () => '<p>Portfolio and certificates received.</p><ul><li>Certificates verified</li><li>References pending</li></ul>',
  () => '<p>Prefers roles close to home; open to relocation for a <strong>senior</strong> position.</p>',
  (p: RoleProfile) => `<p>Strong on ${escapeHtml(p.skills[0])}; suggest for openings in ${escapeHtml(p.categories[0])}.</p>`,
  () => '<p>Did not answer two calls. Sent a WhatsApp message with the open roles.</p>',
];

/** The main role of each seeker, kept for the application generator's matching. */
export interface SeekerProfile {
  seeker: JobSeeker;
  profile: RoleProfile;
}

export function generateSeekers(rng: Rng, count: number, emails: EmailBook): SeekerProfile[] {
  const out: SeekerProfile[] = [];
  for (let i = 0; i < count; i++) out.push(buildSeeker(rng, emails));
  return out;
}

function buildSeeker(rng: Rng, emails: EmailBook): SeekerProfile {
  const profile = rng.pick(ROLE_PROFILES);
  const years = yearsFor(rng, rng.weighted(LEVEL_WEIGHTS));
  const home = pickPlace(rng);
  const person = personOf(rng, {
    place: home,
    emailDomain: rng.pick(['gmail.com', 'gmail.com', 'outlook.com', 'yahoo.co.in', 'hotmail.com']),
    emails,
    age: [19 + years, 24 + years + Math.floor(years / 2)],
  });
  const neighbours = ROLE_PROFILES.filter((p) => p !== profile && NEIGHBOUR_FAMILIES[profile.family].includes(p.family));
  const others = rng.sample(neighbours, rng.int(0, 2));
  const skills = new Set<string>(rng.sample(profile.skills, rng.int(4, Math.min(7, profile.skills.length))));
  for (const other of others) for (const s of rng.sample(other.skills, 1)) skills.add(s);
  if (profile.family === 'design' || profile.family === 'craft') {
    for (const s of rng.sample(SKILL_SUGGESTIONS, rng.int(0, 1))) skills.add(s);
  }
  for (const s of rng.sample(GENERAL_SKILLS, rng.int(1, 2))) skills.add(s);

  const created = momentBetween(rng, WINDOW_START_MS, REFERENCE_MS - 86_400_000);
  const updated = rng.chance(0.35) ? momentBetween(rng, created, REFERENCE_MS) : null;
  const cities = [home.city, ...rng.sample(PLACES.filter((p) => p !== home && p.country === home.country), rng.int(0, 2)).map((p) => p.city)];
  const seeker: JobSeeker = {
    _id: rng.uuid(),
    personalDetails: person,
    jobPreferences: {
      jobType: rng.weighted([
        ['FULL_TIME', 80],
        ['PART_TIME', 6],
        ['CONTRACT', 6],
        ['FREELANCE', 8],
      ] as const),
      location: cities,
      noticePeriod: rng.pick(NOTICE_PERIODS),
      preferredRoles: [profile.role, ...others.map((o) => o.role)],
    },
    resumeUrl: null,
    yearsOfExperience: years,
    skills: [...skills],
    education: rng.pick(EDUCATION[profile.family]),
    jobSeekerDescription: null,
    overview: null,
    embedding: { vector: null, updatedAt: null },
    notes: rng.chance(0.25) ? seekerNotes(rng, profile, created) : [],
    createdAt: iso(created),
    createdBy: person.email,
    updatedAt: updated === null ? null : iso(updated),
    updatedBy: updated === null ? null : rng.pick([person.email, STAFF_EMAILS[0]]),
  };
  if (rng.chance(RESUME_SHARE)) seeker.resumeUrl = resumeUrlOf(seeker);
  return { seeker, profile };
}

function seekerNotes(rng: Rng, profile: RoleProfile, created: number): Note[] {
  const notes: Note[] = [];
  let after = created;
  for (const make of rng.sample(SEEKER_NOTES, rng.int(1, 2))) {
    after = momentBetween(rng, after, REFERENCE_MS);
    notes.push({ id: rng.uuid(), note: make(profile), changedBy: rng.pick(STAFF_EMAILS), date: iso(after) });
  }
  // The console shows notes newest first; stored oldest first like the server's inserts.
  return notes;
}
