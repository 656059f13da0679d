/**
 * The match vector: what lets one nearest-neighbour scan rank seekers by "closeness + seniority
 * fit", so the wide set the relevance score re-ranks already holds the seniors a senior job
 * wants (issue 12: the vector search alone filled it with juniors of the same craft).
 *
 * A seeker's match vector (stored, `job_seekers.match_vector`, written by the database itself:
 * migration 022's `seeker_match_vector`) is [their embedding at unit length, BAND_MARK at the band
 * of their years, 0 elsewhere]. Its length is the same for everyone, so ordering by cosine is
 * ordering by inner product. A job's query vector is [its embedding at unit length, WEIGHT ÷
 * BAND_MARK × the seniority fit of each band for this job]: the inner product is cosine + WEIGHT ×
 * fit of the seeker's band. The fit is domain/ai/seniority.ts's, taken at each band's least
 * years; no second copy of the rule.
 */
import { seniorityFit } from '../../domain/ai/seniority';

/**
 * Whole years 0..19 each have a band, 20 and more share one, then 'unknown years'. The same
 * layout as migration 022's seeker_match_vector (tests/server/ai/matchVector.test.ts checks both).
 */
export const KNOWN_YEAR_BANDS = 21;
export const UNKNOWN_YEARS_BAND = KNOWN_YEAR_BANDS;
export const MATCH_BANDS = KNOWN_YEAR_BANDS + 1;
/** The value at a seeker's band (migration 022 says why it is small). */
export const BAND_MARK = 0.2;

/**
 * How much a full seniority fit counts against cosine in the scan. Measured in process on 100,000
 * demo seekers and the bench's 100 jobs (tests/bench/matchRecall.ts): see server/ai/README.md,
 * "Matching in the database".
 */
export const SENIORITY_WEIGHT = 0.3;

/** The band of a seeker's years (the database's rule, for the exact scan and the measurements). */
export function yearBand(years: number | null | undefined): number {
  if (typeof years !== 'number' || !Number.isFinite(years) || years < 0) return UNKNOWN_YEARS_BAND;
  return Math.min(Math.floor(years), KNOWN_YEAR_BANDS - 1);
}

/** The seniority part of a job's query vector: the fit of each band's least years, × WEIGHT ÷ BAND_MARK. */
export function seniorityQuery(
  job: { yearsOfExperience?: number | null; experience?: string | null },
  weight = SENIORITY_WEIGHT,
): number[] {
  return Array.from({ length: MATCH_BANDS }, (_, band) =>
    (weight / BAND_MARK) * seniorityFit(band === UNKNOWN_YEARS_BAND ? null : band, job).fit);
}
