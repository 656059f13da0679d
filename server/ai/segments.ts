/**
 * The goods segments of the trade that exclude each other: a job that asks for natural diamonds
 * is not a lab-grown job, and the reverse. The lexicon puts both under one family (a grader grades
 * either), so the embedding and the coverage cannot tell a lab-grown grader from a natural one;
 * this reads which side each text names. A profile that names neither side is not judged: most
 * say 'diamonds' alone.
 */
import { CONCEPTS } from './local/lexicon';
import { padded } from './matchTerms';

/** Words that name natural (mined) stones, and not a natural look or natural light. */
const NATURAL = ['natural diamond', 'natural diamonds', 'natural polished', 'natural stones', 'natural rough', 'natural gems',
  'natural gemstones', 'mined diamonds', 'mined diamond', 'earth mined', 'natural and certified', 'natural certified'].map(padded);
const LAB_GROWN = (CONCEPTS.find((c) => c.id === 'lab_grown')?.terms ?? []).map(padded);

const SEGMENTS: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [[NATURAL, LAB_GROWN]];

/**
 * Words of telling one side from the other: a gem lab that detects synthetics, a grader who screens
 * for CVD, works with both sides (the natural stones it protects), not on the lab-grown side.
 * Not 'identify' or 'separate': a seller identifies needs, a sorter separates sizes.
 */
const TELLING_APART = ['detect', 'detects', 'detecting', 'detection', 'screen', 'screens', 'screening', 'vs', 'versus'].map(padded);

/** For each pair of segments, which side the padded words name: 1 the first, 2 the second, 3 both, 0 neither. */
export function segmentsOf(words: string): Uint8Array {
  const tellsApart = TELLING_APART.some((t) => words.includes(t));
  return Uint8Array.from(SEGMENTS, ([a, b]) => {
    const side = (a.some((t) => words.includes(t)) ? 1 : 0) | (b.some((t) => words.includes(t)) ? 2 : 0);
    return side !== 0 && tellsApart ? 3 : side;
  });
}

/**
 * True when the job names one side of a pair only and the profile names the other side only: a
 * lab-grown grader for a natural-diamond grading desk, a natural-diamond trader for a lab-grown
 * sales team.
 */
export function otherSegment(job: Uint8Array, seeker: Uint8Array): boolean {
  return job.some((side, i) => (side === 1 || side === 2) && seeker[i] === 3 - side);
}
