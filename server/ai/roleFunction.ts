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
  const own = new Set(jobConcepts.filter((i) => i >= 0));
  if (own.size === 0) return null;
  const related = new Set([...own].flatMap((i) => RELATED[i] ?? []).filter((i) => !own.has(i)));
  let mine = 0;
  let other = 0;
  counts.forEach((n, i) => {
    if (n === 0 || !(IS_ACTIVITY[i] || own.has(i))) return;
    if (own.has(i)) mine += n;
    else if (related.has(i)) mine += n / 2;
    else other = Math.max(other, n);
  });
  if (mine === 0 && other === 0) return null;
  return other === 0 ? 1 : Math.min(1, mine / other);
}
