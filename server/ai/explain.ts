/**
 * Explainable matches: which of a job's required skills a seeker shows (in their skills, overview
 * or resume text) and which are missing. A skill counts as shown when the seeker names it, or
 * names every trade concept it stands for (so 'Rhino 3D' is shown by 'RhinoGold').
 */
import { conceptIdsOf } from './local/localEmbedder';
import type { SkillMatch } from '../../domain/ai/match';
import { tokenize } from './local/tokens';

export type { SkillMatch } from '../../domain/ai/match';

export function explainSkills(required: readonly string[], seekerSkills: readonly string[], seekerText: string): SkillMatch {
  const text = [...seekerSkills, seekerText].join('\n');
  const words = ` ${tokenize(text).join(' ')} `;
  const concepts = conceptIdsOf(text);
  const matchedSkills: string[] = [];
  const missingSkills: string[] = [];
  for (const skill of new Set(required.map((s) => s.trim()).filter(Boolean))) {
    const phrase = tokenize(skill).join(' ');
    const needed = conceptIdsOf(skill);
    const named = phrase.length > 0 && words.includes(` ${phrase} `);
    const covered = needed.size > 0 && [...needed].every((id) => concepts.has(id));
    (named || covered ? matchedSkills : missingSkills).push(skill);
  }
  return { matchedSkills, missingSkills };
}
