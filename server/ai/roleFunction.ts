/**
 * What a person does all day, read from the whole profile rather than from the role they name:
 * how often it names the activities and deliverables the job asks for (its title's and required
 * skills' concepts: grading, setting, campaigns, listings, rosters) against the activity it names
 * most besides. A performance marketer who mentions merchandising once spends most of their words
 * on campaigns; a watch boutique's head spends them on targets and staff, not on movements. Goods
 * are not activities (segments.ts and the context part weigh them), nor are levels ('manager').
 */
import { CONCEPTS } from './local/lexicon';
import { conceptTerms, RELATED } from './matchTerms';

/** Goods (context) and level words name no activity: gold, watches, 'manager', 'trainee'. */
const IS_ACTIVITY = CONCEPTS.map((c) => c.context !== true && c.id !== 'leadership' && c.id !== 'entry_level');
/** By first word: the terms that start with it, longest first, as word lists, with their concept. */
const BY_FIRST_WORD = new Map<string, Array<{ index: number; words: string[] }>>();
CONCEPTS.forEach((c, index) => {
  for (const term of conceptTerms.get(c.id) ?? []) {
    const words = term.trim().split(' ');
    BY_FIRST_WORD.set(words[0], [...(BY_FIRST_WORD.get(words[0]) ?? []), { index, words }]);
  }
});
for (const list of BY_FIRST_WORD.values()) list.sort((a, b) => b.words.length - a.words.length);

/** By concept index: how many times the padded words name the concept (the longest term at each place). */
export function activityCounts(padded: string): Uint8Array {
  // one byte a concept, capped: 100,000 cached profiles stay small
  const counts = new Uint8Array(CONCEPTS.length);
  const words = padded.trim().split(' ');
  for (let at = 0; at < words.length; ) {
    const found = BY_FIRST_WORD.get(words[at])?.find((t) => t.words.every((w, k) => words[at + k] === w));
    if (found) counts[found.index] = Math.min(255, counts[found.index] + 1);
    at += found ? found.words.length : 1;
  }
  return counts;
}

/**
 * 0..1: how far the job's own concepts (a related concept's at half) are what the profile names
 * most, against its most-named other activity: 1 when none is named more, else the ratio. Null
 * when the profile names no activity at all or the job names no concept: then nothing is judged.
 * Against the most-named activity, not all of them: a store manager's days hold selling, stock and
 * display too, and that is still a store manager's job.
 */
export function functionShare(jobConcepts: readonly number[], counts: Uint8Array): number | null {
  // the job's concepts marked OWN, those related to one of them NEAR, in one array cleared before
  // returning: no sets built for each of a page's 75 pairs (they were ~40 % of its re-rank)
  let own = 0;
  for (const i of jobConcepts) {
    if (i >= 0 && marks[i] !== OWN) {
      marks[i] = OWN;
      own++;
    }
  }
  if (own === 0) return null;
  for (const i of jobConcepts) if (i >= 0) for (const r of RELATED[i] ?? []) if (marks[r] === 0) marks[r] = NEAR;
  let mine = 0;
  let other = 0;
  // by index, as before: the same sum in the same order
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i];
    if (n === 0) continue;
    const mark = marks[i];
    if (mark === OWN) mine += n;
    else if (!IS_ACTIVITY[i]) continue;
    else if (mark === NEAR) mine += n / 2;
    else other = Math.max(other, n);
  }
  for (const i of jobConcepts) {
    if (i < 0) continue;
    marks[i] = 0;
    for (const r of RELATED[i] ?? []) marks[r] = 0;
  }
  if (mine === 0 && other === 0) return null;
  return other === 0 ? 1 : Math.min(1, mine / other);
}

const OWN = 2;
const NEAR = 1;
/** functionShare's marks by concept index, zero between calls */
const marks = new Uint8Array(CONCEPTS.length);
