/**
 * Seniority fit of a match: the seeker's years against what the job asks (its yearsOfExperience,
 * else the years its ad's words ask, else the least years of its experience level). Far below is
 * penalised; a year short or more years than asked is fine, except far more for an entry-level
 * job. One source for the score and the explanation (server), and for the offline demo (console).
 */
import { richTextLines } from '../richText';
import { EXPERIENCE_LEVELS } from '../suggestions';
import { withoutPadding } from './padding';
import { takesFreshers, yearsAskedInText } from './yearsAsked';

/** The least years each experience level implies (the demo data's ranges start there). */
const LEVEL_MIN_YEARS: Record<(typeof EXPERIENCE_LEVELS)[number], number> = {
  'Entry/Fresher': 0,
  'Mid-Level': 2,
  'Sr-Level': 6,
  'Management-Level': 10,
};

/** The least years an experience level implies; null for an unknown level. */
export function levelYears(level: string | null | undefined): number | null {
  const key = level?.trim() as keyof typeof LEVEL_MIN_YEARS | undefined;
  return key && key in LEVEL_MIN_YEARS ? LEVEL_MIN_YEARS[key] : null;
}

/** A short answer of a year or less is within what interviews forgive. */
const GRACE_YEARS = 1;
/** The fit of a seeker with no years at all for a job that asks some. */
const FLOOR = 0.25;
/** The fit when the seeker's years are unknown: neither a fit nor a miss. */
const UNKNOWN_FIT = 0.8;
/**
 * An entry-level job (a year or less asked) is not what a seasoned person seeks or is hired
 * for: from OVER_FROM years above what is asked the fit falls, to 1 − OVER_COST at OVER_FULL
 * years above. Small, so a senior of the very craft still outranks a newcomer of another.
 */
export const ENTRY_YEARS = 1;
const OVER_FROM = 3;
const OVER_FULL = 8;
const OVER_COST = 0.1;

export interface SeniorityFit {
  /** the seeker's years; null when the profile does not say */
  years: number | null;
  /** the years the job asks; null when it asks none */
  required: number | null;
  /** 0..1: 1 at or above what is asked */
  fit: number;
}

/** What a job says of the years it asks: its fields, and its ad's texts (rich text). */
export interface JobYearsSource {
  yearsOfExperience?: number | null;
  experience?: string | null;
  description?: string | null;
  requirements?: string | null;
  responsibilities?: string | null;
}

/**
 * The years the job's field states, else a figure its ad's words ask (yearsAsked.ts; a company
 * blurb or the perks say nothing of the work asked), else none (0) when the ad takes freshers
 * and no experience level says otherwise; null when nothing says.
 */
export function yearsAsked(job: JobYearsSource): number | null {
  const parts = [job.description, job.requirements, job.responsibilities].filter(Boolean);
  return yearsAskedInAd(job, parts.length > 0 ? withoutPadding(parts.map(richTextLines).join('\n')) : '');
}

/** yearsAsked of an ad already read as the score reads it: rich text as lines, padding left out. */
export function yearsAskedInAd(job: Pick<JobYearsSource, 'yearsOfExperience' | 'experience'>, ad: string): number | null {
  const stated = job.yearsOfExperience;
  if (typeof stated === 'number' && Number.isFinite(stated) && stated >= 0) return stated;
  if (!ad) return null;
  return yearsAskedInText(ad) ?? (levelYears(job.experience) === null && takesFreshers(ad) ? 0 : null);
}

/** The years a job asks: yearsAsked, else the least years of its experience level. */
export function requiredYears(job: JobYearsSource): number | null {
  return yearsAsked(job) ?? levelYears(job.experience);
}

export function seniorityFit(
  seekerYears: number | null | undefined,
  job: JobYearsSource,
): SeniorityFit {
  const required = requiredYears(job);
  const years = typeof seekerYears === 'number' && Number.isFinite(seekerYears) && seekerYears >= 0 ? seekerYears : null;
  if (required !== null && required <= ENTRY_YEARS && years !== null) {
    const over = Math.min(1, Math.max(0, (years - required - OVER_FROM) / (OVER_FULL - OVER_FROM)));
    return { years, required, fit: 1 - OVER_COST * over };
  }
  if (required === null || required <= 0) return { years, required, fit: 1 };
  if (years === null) return { years, required, fit: UNKNOWN_FIT };
  const short = Math.max(0, required - years - GRACE_YEARS);
  // the share of the asked years missing: 2 of 8 short costs less than 2 of 3
  const missing = Math.min(1, short / Math.max(required - GRACE_YEARS, 1));
  return { years, required, fit: 1 - (1 - FLOOR) * missing };
}
