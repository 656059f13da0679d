/**
 * The résumé of a demo seeker, derived from the seeker alone (its own PRNG stream keyed by the
 * id), so the server's PDF, the offline demo and the AI engine all read the same CV.
 */
import type { JobSeeker } from '../types';
import { REFERENCE_MS } from './common';
import { levelOfYears, titleFor } from './levels';
import { reword, summaryOf } from './phrasing';
import { createRng } from './prng';
import { resumeFileName } from './resumeFile';
import { ROLE_PROFILES, type RoleProfile } from './roles';
import { EXTERNAL_EMPLOYERS, HOUSE_KINDS, HOUSE_WORDS, type HouseKind, INSTITUTES } from './vocabulary';

export interface ResumeExperience {
  title: string;
  employer: string;
  city: string;
  from: number;
  /** null: present */
  to: number | null;
  highlights: string[];
}

export interface DemoResume {
  fileName: string;
  name: string;
  headline: string;
  contact: string[];
  summary: string;
  experience: ResumeExperience[];
  education: Array<{ qualification: string; institute: string; year: number }>;
  skills: string[];
  languages: string[];
}

const REFERENCE_YEAR = new Date(REFERENCE_MS).getUTCFullYear();

function profileOf(seeker: JobSeeker): RoleProfile {
  const role = seeker.jobPreferences.preferredRoles[0];
  return ROLE_PROFILES.find((p) => p.role === role) ?? ROLE_PROFILES[0];
}

function kindsFor(profile: RoleProfile): readonly HouseKind[] {
  const kinds = HOUSE_KINDS.filter((k) => k.categories.some((c) => profile.categories.includes(c)));
  return kinds.length > 0 ? kinds : HOUSE_KINDS;
}

/** null when the seeker has no résumé. */
export function resumeOf(seeker: JobSeeker): DemoResume | null {
  if (!seeker.resumeUrl) return null;
  const rng = createRng(0, seeker._id);
  const profile = profileOf(seeker);
  const years = Math.round(seeker.yearsOfExperience ?? 0);
  const p = seeker.personalDetails;
  const name = p.fullName ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
  const headline = `${titleFor(profile, levelOfYears(years))} · ${years === 0 ? 'Fresher' : `${years} year${years === 1 ? '' : 's'} of experience`}`;

  const experience: ResumeExperience[] = [];
  // one seeker writes one word for a thing throughout (man-made, or lab-grown)
  const words = new Map<RegExp, string>();
  const jobsCount = years === 0 ? 1 : Math.min(3, 1 + Math.floor(years / 4));
  let end: number | null = null;
  let remaining = Math.max(1, years);
  for (let i = 0; i < jobsCount; i++) {
    const span = i === jobsCount - 1 ? remaining : Math.max(1, Math.round(remaining / (jobsCount - i)));
    remaining -= span;
    const to: number | null = end;
    const from: number = (to ?? REFERENCE_YEAR) - span;
    const level = levelOfYears(Math.max(0, years - (REFERENCE_YEAR - (to ?? REFERENCE_YEAR))));
    const employer = rng.chance(0.3)
      ? rng.pick(EXTERNAL_EMPLOYERS)
      : `${rng.pick(HOUSE_WORDS)} ${rng.pick(kindsFor(profile)).suffix}`;
    experience.push({
      title: years === 0 ? `${profile.title} Trainee` : titleFor(profile, level),
      employer,
      city: i === 0 ? (p.city ?? 'Mumbai') : rng.pick(seeker.jobPreferences.location.length ? seeker.jobPreferences.location : ['Mumbai']),
      from,
      to,
      highlights: rng.sample(profile.duties, 2).concat(achievement(rng, profile)).map((h) => reword(rng, h, words)),
    });
    end = from;
  }

  const graduation = (end ?? REFERENCE_YEAR) - rng.int(0, 1);
  const summary = reword(
    rng,
    summaryOf(rng, {
      title: profile.title,
      years,
      skills: seeker.skills,
      roles: seeker.jobPreferences.preferredRoles,
      places: seeker.jobPreferences.location,
      city: p.city,
    }),
    words,
  );
  return {
    fileName: resumeFileName(seeker),
    name,
    headline,
    contact: [p.email, p.phone, [p.city, p.state, p.country].filter(Boolean).join(', ')].filter((x): x is string => Boolean(x)),
    summary,
    experience,
    education: [{ qualification: seeker.education ?? 'Graduate', institute: rng.pick(INSTITUTES[profile.family]), year: graduation }],
    skills: seeker.skills,
    languages: rng.sample(['English', 'Hindi', 'Gujarati', 'Marathi', 'Tamil', 'Arabic', 'French'], rng.int(1, 3)),
  };
}

function achievement(rng: ReturnType<typeof createRng>, profile: RoleProfile): string {
  const n = rng.int(10, 40);
  switch (profile.family) {
    case 'craft':
      return `Cut rework by ${n}% and kept metal loss within norms`;
    case 'design':
      return `Designed ${n} pieces that went into production`;
    case 'grading':
      return `Graded ${n * 100} stones a month with consistent results`;
    case 'retail':
      return `Beat the monthly sales target by ${n}%`;
    case 'digital':
      return `Grew online revenue by ${n}% in a year`;
    default:
      return `Improved turnaround time by ${n}%`;
  }
}

export function resumePeriod(e: ResumeExperience): string {
  return `${e.from}–${e.to ?? 'Present'}`;
}

/** Plain text of the résumé, as the server stores in job_seekers.resume_text. */
export function resumeTextOf(seeker: JobSeeker): string | null {
  const r = resumeOf(seeker);
  if (!r) return null;
  return [
    r.name,
    r.headline,
    r.contact.join(' | '),
    '',
    'SUMMARY',
    r.summary,
    '',
    'EXPERIENCE',
    ...r.experience.flatMap((e) => [`${e.title}, ${e.employer}, ${e.city} (${resumePeriod(e)})`, ...e.highlights.map((h) => `- ${h}`)]),
    '',
    'EDUCATION',
    ...r.education.map((e) => `${e.qualification}, ${e.institute} (${e.year})`),
    '',
    'SKILLS',
    r.skills.join(', '),
    '',
    'LANGUAGES',
    r.languages.join(', '),
  ].join('\n');
}
