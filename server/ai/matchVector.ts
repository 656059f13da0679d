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
 * How much a full seniority fit counts against cosine in the HNSW scan. The graph is built on the
 * seekers' match vectors, where the band is a small mark; a query weighted far beyond that leaves
 * what the graph was built for and loses its way (recall of the page at 100,000 seekers, 4 index
 * builds: 0.96 at 0.3 and 0.5, 0.79-0.95 at 0.8-1.5), though an exact search would want more
 * (server/ai/README.md, "Matching in the database").
 */
export const SENIORITY_WEIGHT = 0.3;
/**
 * The same for the exact scan (PostgreSQL without pgvector, server/db/exactScan.ts): it walks no
 * graph, so it weighs seniority as much as recall wants (in process, window 75 at 100,000 seekers:
 * 0.992 at 1.2-1.5 against 0.976 at 0.3).
 */
export const EXACT_SCAN_SENIORITY_WEIGHT = 1.5;

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

/**
 * What a seeker's band adds to their cosine in the HNSW scan's order: the inner product of the
 * job's seniority part (seniorityQuery) with the seeker's mark, i.e. SENIORITY_WEIGHT × fit.
 */
export function indexScanSeniority(seniority: readonly number[], band: number): number {
  return (seniority[band] ?? 0) * BAND_MARK;
}

/**
 * What a seeker's band adds to their cosine in the exact scan's order: EXACT_SCAN_SENIORITY_WEIGHT
 * × fit, for the query relevant candidates build (seniorityQuery at its default SENIORITY_WEIGHT;
 * a query built at another weight is scaled with it).
 */
export function exactScanSeniority(seniority: readonly number[], band: number): number {
  return indexScanSeniority(seniority, band) * (EXACT_SCAN_SENIORITY_WEIGHT / SENIORITY_WEIGHT);
}
