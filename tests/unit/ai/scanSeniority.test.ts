/**
 * What a seeker's band of years adds to their cosine in each scan of relevant candidates
 * (server/ai/matchVector.ts): the HNSW scan's order is the inner product of the job's query with
 * the seeker's match vector, so the band adds SENIORITY_WEIGHT × fit (less a constant of the job);
 * the exact scan, which walks no graph, weighs it EXACT_SCAN_SENIORITY_WEIGHT × fit.
 */
import { describe, expect, it } from 'vitest';
import { seniorityFit } from '../../../domain/ai/seniority';
import {
  BAND_MARK,
  bandMarks,
  EXACT_SCAN_SENIORITY_WEIGHT,
  exactScanSeniority,
  indexScanSeniority,
  MATCH_BANDS,
  SENIORITY_WEIGHT,
  seniorityQuery,
  UNKNOWN_YEARS_BAND,
} from '../../../server/ai/matchVector';

const senior = { yearsOfExperience: 8, experience: 'Sr-Level' };
const fitOf = (band: number) => seniorityFit(band === UNKNOWN_YEARS_BAND ? null : band, senior).fit;
const query = seniorityQuery(senior);

/** What a band adds, less what band 0 adds: the scans' orders are the same with a constant of the job added. */
const added = (scan: typeof indexScanSeniority, band: number) => scan(query, band) - scan(query, 0);

describe('the seniority a scan adds to cosine', () => {
  it('is, in the HNSW scan, the inner product of the query with the seeker’s marks: the weight × fit, less a constant of the job', () => {
    for (let band = 0; band < MATCH_BANDS; band++) {
      const innerProduct = bandMarks(band).reduce((sum, x, b) => sum + x * query[b], 0);
      expect(indexScanSeniority(query, band)).toBeCloseTo(innerProduct, 12);
      expect(added(indexScanSeniority, band)).toBeCloseTo(SENIORITY_WEIGHT * (fitOf(band) - fitOf(0)), 12);
    }
  });

  it('is, in the exact scan, its own weight × the same fit', () => {
    for (let band = 0; band < MATCH_BANDS; band++) expect(added(exactScanSeniority, band)).toBeCloseTo(EXACT_SCAN_SENIORITY_WEIGHT * (fitOf(band) - fitOf(0)), 12);
    // a junior's band adds less than a senior's in both, by each scan's weight
    expect(exactScanSeniority(query, 10) - exactScanSeniority(query, 1)).toBeGreaterThan(indexScanSeniority(query, 10) - indexScanSeniority(query, 1));
  });

  it('is the same for every seeker when the job asks no years: the plain cosine scan', () => {
    const any = seniorityQuery({});
    for (let band = 1; band < MATCH_BANDS; band++) expect(indexScanSeniority(any, band)).toBeCloseTo(indexScanSeniority(any, 0), 12);
  });

  it('places the years on a scale of one length: a seeker is nearer one a year apart than one ten years apart', () => {
    for (let band = 0; band < MATCH_BANDS; band++) expect(Math.hypot(...bandMarks(band))).toBeCloseTo(BAND_MARK, 12);
    const distance = (a: number, b: number) => Math.hypot(...bandMarks(a).map((x, i) => x - bandMarks(b)[i]));
    expect(distance(14, 15)).toBeLessThan(distance(14, 4));
  });

  it('adds nothing for a band the query does not have', () => {
    expect(indexScanSeniority(query, MATCH_BANDS + 3)).toBe(0);
    expect(exactScanSeniority([], 4)).toBe(0);
  });
});
