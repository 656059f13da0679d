/**
 * How far a seeker shows one of a job's required skills, or the job's title: named as written, by
 * every trade concept behind it in other words, by a concept related to one of them, or not at
 * all; and what each of those counts towards the score's coverage. The matched and missing skills
 * the console lists read the same answer.
 */
import { RELATED, stemsOf } from './matchTerms';
import { namesPhrase } from './wordRuns';
import { RELEVANCE_WEIGHTS, type RelevanceWeights } from './relevanceWeights';
import type { SkillNeed } from './jobFeatures';

/**
 * How far the seeker shows a required skill: 1 when they name it, in its words or in other forms
 * of them ('visual merchandising' for 'Visual Merchandiser'); CONCEPT_CREDIT when they name
 * every trade concept behind it in other words ('RhinoGold' for 'Rhino 3D', but also 'finishing'
 * for 'Rhodium Plating': a concept is broader than a skill); 0 otherwise.
 */
export function skillCredit(need: SkillNeed, words: string): number {
  if (need.phrase.trim() && (words.includes(need.phrase) || stemsOf(words).includes(need.stems))) return 1;
  const covered = need.conceptTerms.length > 0 && need.conceptTerms.every((terms) => terms.some((t) => words.includes(t)));
  return covered ? RELEVANCE_WEIGHTS.conceptCredit : 0;
}

/** How far a profile shows a need, before any weight: named as written, by its concepts, by related ones, not. */
export const NONE = 0;
export const RELATED_SHOWN = 1;
export const CONCEPT_SHOWN = 2;
export const NAMED = 3;


/**
 * skillCredit's level with the concepts the profile shows found beforehand (the same answer,
 * faster), and RELATED_SHOWN when each concept behind the skill is shown, or one related to it is.
 */
export function levelOf(need: SkillNeed, wordIds: Int32Array, shown: Uint8Array, offset = 0): number {
  if (namesPhrase(wordIds, need.run)) return NAMED;
  if (need.conceptIndexes.length === 0) return NONE;
  if (need.conceptIndexes.every((i) => shown[offset + i] === 1)) return CONCEPT_SHOWN;
  const near = need.conceptIndexes.every((i) => shown[offset + i] === 1 || RELATED[i]?.some((r) => shown[offset + r] === 1));
  return near ? RELATED_SHOWN : NONE;
}

/** A level's credit: 1 named, conceptCredit by its concepts, relatedCredit by related ones. */
export const creditOfLevel = (level: number, w: RelevanceWeights): number =>
  level === NAMED ? 1 : level === CONCEPT_SHOWN ? w.conceptCredit : level === RELATED_SHOWN ? w.relatedCredit : 0;

/** A required skill is shown when the seeker names it, or names every trade concept behind it. */
export const showsSkill = (need: SkillNeed, words: string): boolean => skillCredit(need, words) > 0;
