/**
 * The re-rank's look-ups made cheap give the answers of the plain ones, pair by pair over the
 * whole labelled set (domain/ai/evaluationSet.ts, every job × every seeker), so every score is
 * the same: a skill's or title's phrase looked up as word ids (server/ai/wordRuns.ts) against the
 * padded texts searched as before, and the function share's marks against its sets, kept here.
 */
import { describe, expect, it } from 'vitest';
import { EVAL_JOBS, EVAL_SEEKERS } from '../../../domain/ai/evaluationSet';
import { RELATED, stemsOf } from '../../../server/ai/matchTerms';
import { CONCEPTS } from '../../../server/ai/local/lexicon';
import { seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures } from '../../../server/ai/jobFeatures';
import { functionShare } from '../../../server/ai/roleFunction';
import { namesPhrase, phraseRun, wordRun } from '../../../server/ai/wordRuns';

const jobs = EVAL_JOBS.map((job) => jobFeatures(job));
const seekers = EVAL_SEEKERS.map((seeker) => seekerFeatures(seeker));

/** The look-up as relevance.ts wrote it before the word ids. */
const namedBefore = (need: { phrase: string; stems: string }, words: string) =>
  need.phrase.trim() !== '' && (words.includes(need.phrase) || stemsOf(words).includes(need.stems));

/** functionShare as roleFunction.ts wrote it before the marks. */
const IS_ACTIVITY = CONCEPTS.map((c) => c.context !== true && c.id !== 'leadership' && c.id !== 'entry_level');
function functionShareBefore(jobConcepts: readonly number[], counts: Uint8Array): number | null {
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

describe("the re-rank's look-ups", () => {
  it('name a phrase exactly where the padded texts do, for every need of every job in every seeker', () => {
    let looked = 0;
    let named = 0;
    const differ: string[] = [];
    for (const [j, job] of jobs.entries()) {
      const needs = [...job.skills, ...(job.role ? [job.role] : [])];
      for (const [s, seeker] of seekers.entries()) {
        for (const need of needs) {
          for (const [ids, words] of [
            [seeker.wordIds, seeker.words],
            [seeker.roleWordIds, seeker.roleWords],
          ] as const) {
            const before = namedBefore(need, words);
            looked++;
            if (before) named++;
            if (namesPhrase(ids, need.run) !== before) differ.push(`${EVAL_JOBS[j].id} '${need.name}' in ${EVAL_SEEKERS[s].id}`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
    // both answers are common, so both ways are checked
    expect(named).toBeGreaterThan(1000);
    expect(looked - named).toBeGreaterThan(1000);
  });

  it('name a phrase in other forms of its words, and nothing for an empty phrase', () => {
    const run = wordRun(' visual merchandising executive for a jewellery brand ');
    expect(namesPhrase(run, phraseRun(' visual merchandiser '))).toBe(true);
    expect(namesPhrase(run, phraseRun(' merchandising executive '))).toBe(true);
    expect(namesPhrase(run, phraseRun(' executive visual '))).toBe(false);
    expect(namesPhrase(run, phraseRun(' brand manager '))).toBe(false);
    expect(namesPhrase(run, phraseRun('  '))).toBe(false);
    expect(namesPhrase(wordRun('  '), phraseRun(' brand '))).toBe(false);
  });

  it("give each pair the function share of the sets, to the last bit", () => {
    let judged = 0;
    const differ: string[] = [];
    for (const [j, job] of jobs.entries()) {
      if (!job.role) continue;
      // as relevanceParts asks: the title's concepts, then the required skills'
      const concepts = job.functionConcepts ?? [];
      expect(concepts).toEqual([...job.role.conceptIndexes, ...job.skills.flatMap((k) => k.conceptIndexes)]);
      for (const [s, seeker] of seekers.entries()) {
        const before = functionShareBefore(concepts, seeker.activities);
        if (before !== null) judged++;
        if (!Object.is(functionShare(concepts, seeker.activities), before)) differ.push(`${EVAL_JOBS[j].id} × ${EVAL_SEEKERS[s].id}`);
      }
    }
    expect(differ).toEqual([]);
    expect(judged).toBeGreaterThan(1000);
  });
});
