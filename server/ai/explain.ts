/**
 * Explainable matches: which of a job's required skills a seeker shows (in their skills, overview
 * or resume text) and which are missing, by the rule the relevance score counts them with
 * (skillCredit.ts: by name, or by every trade concept the skill stands for, so 'Rhino 3D' is shown
 * by 'RhinoGold').
 */
import type { SkillMatch } from '../../domain/ai/match';
import { resumeBody } from './embeddingText';
import { type SeekerMatchSource, seekerFeatures } from './seekerFeatures';
import { jobFeatures } from './jobFeatures';
import { showsSkill } from './skillCredit';

export type { SkillMatch } from '../../domain/ai/match';

/** The seeker's words the explanation and the score read alike: overview, résumé (as matching caps it), roles. */
export const matchedText = (seeker: SeekerMatchSource): string =>
  [seeker.overview, resumeBody(seeker.resumeText), (seeker.preferredRoles ?? []).join(', ')].filter(Boolean).join('\n');

export function explainSkills(required: readonly string[], seeker: SeekerMatchSource): SkillMatch {
  const { words } = seekerFeatures(seeker);
  const matchedSkills: string[] = [];
  const missingSkills: string[] = [];
  for (const need of jobFeatures({ skillsRequired: required }).skills) (showsSkill(need, words) ? matchedSkills : missingSkills).push(need.name);
  return { matchedSkills, missingSkills };
}
