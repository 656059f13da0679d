/**
 * Explainable matches: which of a job's required skills a seeker shows (in their skills, overview
 * or resume text) and which are missing, by the rule the relevance score counts them with
 * (relevance.ts: by name, or by every trade concept the skill stands for, so 'Rhino 3D' is shown
 * by 'RhinoGold').
 */
import type { SkillMatch } from '../../domain/ai/match';
import { jobFeatures, seekerFeatures, showsSkill } from './relevance';

export type { SkillMatch } from '../../domain/ai/match';

export function explainSkills(required: readonly string[], seekerSkills: readonly string[], seekerText: string): SkillMatch {
  const { words } = seekerFeatures({ skills: seekerSkills, overview: seekerText });
  const matchedSkills: string[] = [];
  const missingSkills: string[] = [];
  for (const need of jobFeatures({ skillsRequired: required }).skills) (showsSkill(need, words) ? matchedSkills : missingSkills).push(need.name);
  return { matchedSkills, missingSkills };
}
