/**
 * What a seeker's band of years adds to their cosine in each scan of relevant candidates
 * (server/ai/matchVector.ts): the HNSW scan's order is the inner product of the job's query with
 * the seeker's match vector, so the band adds SENIORITY_WEIGHT × fit; the exact scan, which walks
 * no graph, weighs it EXACT_SCAN_SENIORITY_WEIGHT × fit.
 */
import { describe, expect, it } from 'vitest';
import { seniorityFit } from '../../../domain/ai/seniority';
import {
  BAND_MARK,
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

describe('the seniority a scan adds to cosine', () => {
  it('is, in the HNSW scan, the inner product of the query with the seeker’s mark: the weight × fit', () => {
    for (let band = 0; band < MATCH_BANDS; band++) {
      const mark: number[] = Array.from({ length: MATCH_BANDS }, (_, b) => (b === band ? BAND_MARK : 0));
      const innerProduct = mark.reduce((sum, x, b) => sum + x * query[b], 0);
      expect(indexScanSeniority(query, band)).toBeCloseTo(innerProduct, 12);
      expect(indexScanSeniority(query, band)).toBeCloseTo(SENIORITY_WEIGHT * fitOf(band), 12);
    }
  });

  it('is, in the exact scan, its own weight × the same fit', () => {
    for (let band = 0; band < MATCH_BANDS; band++) expect(exactScanSeniority(query, band)).toBeCloseTo(EXACT_SCAN_SENIORITY_WEIGHT * fitOf(band), 12);
    // a junior's band adds less than a senior's in both, by each scan's weight
    expect(exactScanSeniority(query, 10) - exactScanSeniority(query, 1)).toBeGreaterThan(indexScanSeniority(query, 10) - indexScanSeniority(query, 1));
  });

  it('adds nothing for a band the query does not have', () => {
    expect(indexScanSeniority(query, MATCH_BANDS + 3)).toBe(0);
    expect(exactScanSeniority([], 4)).toBe(0);
  });
});
