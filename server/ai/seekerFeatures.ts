/**
 * A job seeker as the relevance score reads them: the words, roles, years, trade and goods their
 * skills, overview and résumé name, read once per profile (kept in featureCache.ts) and weighed
 * against each job's (jobFeatures.ts) by relevance.ts. Also the years a profile says when its
 * years field is empty.
 */
import { withoutPadding } from '../../domain/ai/padding';
import { lowestRankedRole, rolesOf } from '../../domain/ai/seekerRoles';
import { levelYearsOfRole, yearsInText } from '../../domain/ai/yearsInText';
import { CONCEPTS } from './local/lexicon';
import { concatConcepts, concatMeanings, conceptsShown, countContext, padded } from './matchTerms';
import { otherTradesOf } from './local/otherTrades';
import { activityCounts } from './roleFunction';
import { segmentsOf } from './segments';
import { resumeBody, type SeekerTextSource } from './embeddingText';
import { tokenize } from './local/tokens';
import { textMeaning } from './local/wordVectors/meaning';
import { rareWords, type RareWords } from './local/wordVectors/rareWords';
import { wordRun } from './wordRuns';

/** The seeker's side of a match, built once per profile (cached by the callers). */
export interface SeekerFeatures {
  /** the profile's words, space-separated and padded: ' cad designer rhino ... ' */
  words: string;
  years: number | null;
  /** how many distinct trade-context terms the profile names */
  contextTerms: number;
  /** the other trades' terms the profile names (local/otherTrades.ts), padded, one after the other */
  otherTrades: string[];
  /** which side of each pair of goods segments the profile names (segments.ts) */
  segments: Uint8Array;
  rare: RareWords;
  /** the roles the seeker names as theirs: preferred roles and the overview's opening words, padded */
  roleWords: string;
  /** words and roleWords as word ids (wordRuns.ts): a skill's or title's phrase is looked up in them, stems too */
  wordIds: Int32Array;
  roleWordIds: Int32Array;
  /** by concept index: how many times the profile names it, what its days are spent on (roleFunction.ts) */
  activities: Uint8Array;
  /** the word-vector meanings of those roles, one after the other (one array: 100k profiles stay cached) */
  roleMeanings: Int8Array;
  /**
   * by concept index: 1 when the profile names the concept by any of its terms; then, after
   * CONCEPTS.length of them, the same for its roles
   */
  concepts: Uint8Array;
  /** the lowest rank among the roles the seeker names (domain/ai/roleRank.ts); null when none is named */
  rank: number | null;
}

/** The job seeker fields the score reads, as the embedding declares them (embeddingText.ts): the résumé's text holds the work the overview leaves out. */
export type SeekerMatchSource = Pick<SeekerTextSource, 'skills' | 'overview' | 'resumeText' | 'preferredRoles' | 'yearsOfExperience'>;

/** Concepts that are a function, not a level ('manager', 'trainee'). */
export const ROLE_FUNCTIONS = CONCEPTS.flatMap((c, i) => (c.id === 'leadership' || c.id === 'entry_level' ? [] : [i]));
/** The words of a level, not of a function: 'manager', 'supervisor', 'head', 'trainee'. */
const LEVEL_TERMS = new Set(CONCEPTS.filter((c) => c.id === 'leadership' || c.id === 'entry_level').flatMap((c) => c.terms.filter((t) => !t.includes(' '))));

/**
 * A role's function without its level: 'Casting Supervisor' and 'Production Supervisor' are
 * different jobs that share a word; the seniority part weighs the level.
 */
export function roleCore(role: string): string {
  const words = tokenize(role);
  const core = words.filter((w) => !LEVEL_TERMS.has(w));
  return core.length > 0 ? core.join(' ') : role;
}

/**
 * A profile's texts as the score reads them, once: hobbies, birth dates and objectives say nothing
 * of the fit (and an objective in front hides the role); the résumé as matching caps it.
 */
export const readable = (source: SeekerMatchSource): SeekerMatchSource => ({
  ...source,
  overview: withoutPadding(source.overview ?? ''),
  resumeText: withoutPadding(resumeBody(source.resumeText)),
});

/** The years a readable profile says: its overview's, else its résumé's, else its role's level. */
const yearsSaid = (seeker: SeekerMatchSource) =>
  yearsInText(seeker.overview ?? '', new Date().getUTCFullYear()) ??
  yearsInText(seeker.resumeText ?? '', new Date().getUTCFullYear()) ??
  levelYearsOfRole(rolesOf(seeker).join('\n'));

/**
 * The years a profile whose years field was never filled in says ('7 yrs', '2015 - present'), or
 * at least the level of the role it names ('Head of Sales'); null when it says neither. The
 * relevance score reads them when the field is empty, and the candidates' scan weighs the same
 * (stored with the seeker's vector as `years_in_text`, migration 024).
 */
export function yearsFromProfileText(source: SeekerMatchSource): number | null {
  return yearsSaid(readable(source));
}

export function seekerFeatures(source: SeekerMatchSource): SeekerFeatures {
  const seeker = readable(source);
  const text = profileText(seeker);
  const words = padded(text);
  const roles = rolesOf(seeker);
  const roleWords = padded(roles.join('\n'));
  return {
    words,
    years: seeker.yearsOfExperience ?? yearsSaid(seeker),
    contextTerms: countContext(words),
    otherTrades: otherTradesOf(words),
    segments: segmentsOf(words),
    activities: activityCounts(words),
    rare: rareWords(text),
    roleWords,
    wordIds: wordRun(words),
    roleWordIds: wordRun(roleWords),
    roleMeanings: concatMeanings(roles.map((r) => textMeaning(roleCore(r)))),
    concepts: concatConcepts(conceptsShown(words), conceptsShown(roleWords)),
    rank: lowestRankedRole(roles)?.rank ?? null,
  };
}

/** Every word of a readable profile the score reads: skills, overview, résumé, roles. */
export const profileText = (seeker: SeekerMatchSource): string =>
  [...(seeker.skills ?? []), seeker.overview, seeker.resumeText, ...(seeker.preferredRoles ?? [])].join('\n');
