/** Every skill, material, technique and tool the demo data uses: the trade's vocabulary in one list. */
import { ROLE_AND_SKILL_SUGGESTIONS } from '../suggestions';
import { GENERAL_SKILLS, ROLE_PROFILES } from './roles';

export const DEMO_VOCABULARY: readonly string[] = [
  ...new Set<string>([...ROLE_AND_SKILL_SUGGESTIONS, ...ROLE_PROFILES.flatMap((p) => p.skills), ...GENERAL_SKILLS]),
].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
