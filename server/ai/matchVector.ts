/**
 * The match vector: what lets one nearest-neighbour scan rank seekers by "closeness + seniority
 * fit", so the wide set the relevance score re-ranks already holds the seniors a senior job
 * wants (issue 12: the vector search alone filled it with juniors of the same craft).
 *
 * A seeker's match vector (stored, `job_seekers.match_vector`, written by the database itself:
 * migration 026's `seeker_match_vector`) is [their embedding at unit length, their years on a
 * scale]: +STEP at every known band up to theirs and −STEP after it, or, years unknown, the whole
 * BAND_MARK at 'unknown' (bandMarks). Its length is the same for everyone, so ordering by cosine is
 * ordering by inner product. A job's query vector is [its embedding at unit length, a seniority
 * part whose inner product with a seeker's marks is WEIGHT × the seniority fit of their band, less
 * a constant of the job] (seniorityQuery): the scan orders by cosine + WEIGHT × fit. The fit is
 * domain/ai/seniority.ts's, taken at each band's least years; no second copy of the rule.
 *
 * Why a scale and not one mark per band (migration 022, until 026): with a mark per band every two
 * bands were equally far apart, and the HNSW graph built on them held no notion of 'more years'; a
 * senior job's query settled on some builds among seniors of the wrong craft or juniors of the
 * right one and missed its whole top five (server/ai/README.md, "Matching in the database").
 */
import { seniorityFit } from '../../domain/ai/seniority';

/**
 * Whole years 0..19 each have a band, 20 and more share one, then 'unknown years'. The same
 * layout as migration 026's match_year_scale (tests/server/ai/matchVector.test.ts checks both).
 */
export const KNOWN_YEAR_BANDS = 21;
export const UNKNOWN_YEARS_BAND = KNOWN_YEAR_BANDS;
export const MATCH_BANDS = KNOWN_YEAR_BANDS + 1;
/** The length of the years' part of every match vector (migration 022 says why it is short). */
export const BAND_MARK = 0.2;
/** One step of the scale: the known bands' 21 steps make up BAND_MARK's length. */
const STEP = BAND_MARK / Math.sqrt(KNOWN_YEAR_BANDS);

/**
 * How much a full seniority fit counts against cosine in the HNSW scan. The graph is built on the
 * seekers' match vectors, whose years' part is short beside the embedding; a query weighted far
 * beyond that leaves what the graph was built for and loses its way (recall of the page at
 * 100,000 seekers, with one mark per band, 4 index builds: 0.96 at 0.3 and 0.5, 0.79-0.95 at
 * 0.8-1.5; on the scale, 0.5 missed whole jobs on its first build, 0.958), though an exact search
 * would want more (server/ai/README.md, "Matching in the database").
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

/** A seeker's years part of the match vector, by band (migration 026's match_year_scale). */
export function bandMarks(band: number): number[] {
  if (band === UNKNOWN_YEARS_BAND) return Array.from({ length: MATCH_BANDS }, (_, b) => (b === UNKNOWN_YEARS_BAND ? BAND_MARK : 0));
  return Array.from({ length: MATCH_BANDS }, (_, b) => (b === UNKNOWN_YEARS_BAND ? 0 : b <= band ? STEP : -STEP));
}

/**
 * The seniority part of a job's query vector: its inner product with a seeker's marks
 * (bandMarks) is weight × the fit of the seeker's band, less the same constant for every seeker.
 * A known band's marks add STEP × (2 × the sum of the query up to the band − its whole sum), so
 * each known band's value is weight × the rise of the fit at that band ÷ (2 × STEP); 'unknown'
 * takes what makes its seeker's product the same function of their fit.
 */
export function seniorityQuery(
  job: { yearsOfExperience?: number | null; experience?: string | null },
  weight = SENIORITY_WEIGHT,
): number[] {
  const fit = (band: number) => seniorityFit(band === UNKNOWN_YEARS_BAND ? null : band, job).fit;
  const query = Array.from({ length: KNOWN_YEAR_BANDS }, (_, band) => (weight * (fit(band) - (band > 0 ? fit(band - 1) : 0))) / (2 * STEP));
  const shift = STEP * query.reduce((sum, x) => sum + x, 0);
  return [...query, (weight * fit(UNKNOWN_YEARS_BAND) - shift) / BAND_MARK];
}

/**
 * What a seeker's band adds to their cosine in the HNSW scan's order: the inner product of the
 * job's seniority part (seniorityQuery) with the seeker's marks, i.e. SENIORITY_WEIGHT × fit, less
 * a constant of the job (the order is the same).
 */
export function indexScanSeniority(seniority: readonly number[], band: number): number {
  if (band < 0 || band >= MATCH_BANDS || seniority.length === 0) return 0;
  const marks = bandMarks(band);
  return marks.reduce((sum, mark, b) => sum + mark * (seniority[b] ?? 0), 0);
}

/**
 * What a seeker's band adds to their cosine in the exact scan's order: EXACT_SCAN_SENIORITY_WEIGHT
 * × fit (less a constant of the job), for the query relevant candidates build (seniorityQuery at
 * its default SENIORITY_WEIGHT; a query built at another weight is scaled with it).
 */
export function exactScanSeniority(seniority: readonly number[], band: number): number {
  return indexScanSeniority(seniority, band) * (EXACT_SCAN_SENIORITY_WEIGHT / SENIORITY_WEIGHT);
}
