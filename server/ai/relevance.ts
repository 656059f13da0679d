/**
 * The relevance score of a seeker for a job, one definition for every place that shows it (the
 * job's Relevant Candidates, the application panel, getRelevancyScore, explainMatch):
 *
 *   score = calibrate((SEMANTIC_SHARE × semantic + (1 − SEMANTIC_SHARE) × coverage)
 *                     × seniority × context × role)
 *
 * - semantic: the cosine of the two embeddings (the local one: the lexicon's concepts and
 *   synonyms, and static word vectors for the words it does not list, 'horologist', 'gravure';
 *   or the provider's model), blended with the rare words both texts name
 *   (local/wordVectors/rareWords.ts: a keyword match that beats the lexical model on plain ads);
 *   each stretched to 0..1;
 * - coverage: the share of the job's required skills the seeker shows (by name, or by every trade
 *   concept the skill stands for, so 'Rhino 3D' is shown by 'RhinoGold'; in part by a concept the
 *   lexicon relates to it, so a karigar shows some of 'Goldsmith' and a goldsmith of 'Karigars');
 *   an ad listing fewer than three skills is met in part by the rare words it shares with the
 *   profile (listedSkillsExpected); the credit of one skill: skillCredit.ts;
 * - seniority: domain/ai/seniority.ts (far below the asked years is penalised);
 * - context: whether the seeker's profile speaks of the trade's goods at all (gold, diamonds,
 *   watches...): the same skill words from another trade (automotive CAD, craft-kit casting) weigh
 *   less, and another trade's goods (marble, garments: local/otherTrades.ts) cancel the trade's
 *   words a profile names by chance. Only applied when the job itself speaks of them; a profile
 *   naming only the other side of a goods segment the job names alone (lab-grown for a natural
 *   grading desk: segments.ts) keeps otherSegment of it. Not judged for a back-office role every
 *   trade has (accounts, HR, administration) whose title names no goods: there they are the
 *   employer's industry, not the work;
 * - role: whether the role the seeker names as theirs (preferred roles, the overview's opening
 *   words: domain/ai/seekerRoles.ts) is the job's, by the lexicon or the word vectors: a sibling
 *   role of the same cluster (a performance marketer for a merchandising job) keeps
 *   1 − ROLE_SHARE of its score; whether what the profile's words are spent on is the job's
 *   title and skills or another activity (roleFunction.ts: campaigns against listings, rosters
 *   against movements); and whether the lowest of those roles holds a rank above the title's
 *   (overRankCost: a store manager for the sales counter), the role the explanation names
 *   (roleAboveTitle in domain/ai/seekerRoles.ts);
 * - calibrate: a monotone map (the order is untouched) from the raw product to the bands.
 * The result stays in 0..1; the console's colour bands (above 70 high, 45-70 medium, below 45
 * low) read it as a percentage.
 *
 * This file holds the formula; beside it: its tuned weights (relevanceWeights.ts), a seeker and a
 * job as the score reads them, once each (seekerFeatures.ts, jobFeatures.ts; the seekers' kept
 * between pages in featureCache.ts), how far a profile shows a required skill (skillCredit.ts) and
 * the two sides of one workplace a title may name (workplaceSides.ts).
 */
import { ENTRY_YEARS, seniorityFit, type SeniorityFit } from '../../domain/ai/seniority';
import { RELEVANCY_HIGH_ABOVE, RELEVANCY_MEDIUM_FROM } from '../../domain/constants';
import { CONCEPTS } from './local/lexicon';
import { functionShare } from './roleFunction';
import { otherSegment } from './segments';
import { meaningCosine } from './local/wordVectors/meaning';
import { rareWordOverlap } from './local/wordVectors/rareWords';
import { RELEVANCE_WEIGHTS, type RelevanceWeights } from './relevanceWeights';
import type { JobFeatures } from './jobFeatures';
import { ROLE_FUNCTIONS, type SeekerFeatures } from './seekerFeatures';
import { CONCEPT_SHOWN, creditOfLevel, levelOf, NAMED, NONE, RELATED_SHOWN } from './skillCredit';
import { namesOtherSide } from './workplaceSides';

export interface Relevance {
  score: number;
  semantic: number;
  coverage: number;
  seniority: SeniorityFit;
  context: number;
  /** 0..1 before its share: how far the seeker's own role is the job's */
  role: number;
  matchedSkills: string[];
  missingSkills: string[];
}

const MIN_SCORE = 0.01;
const BAND_MEDIUM = RELEVANCY_MEDIUM_FROM / 100;
const BAND_HIGH = RELEVANCY_HIGH_ABOVE / 100;
const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** The raw product → the score whose percentage the spec's bands read (45 medium, 70 high). */
export function calibrate(raw: number): number {
  const { mediumFrom, highFrom } = RELEVANCE_WEIGHTS;
  if (raw < mediumFrom) return (raw / mediumFrom) * BAND_MEDIUM;
  if (raw < highFrom) return BAND_MEDIUM + ((raw - mediumFrom) / (highFrom - mediumFrom)) * (BAND_HIGH - BAND_MEDIUM);
  return BAND_HIGH + ((raw - highFrom) / (1 - highFrom)) * (1 - BAND_HIGH);
}

/**
 * What a pair shows, before any weight (relevanceParts): the score is rawRelevance(relevanceFactors(parts, weights)), calibrated.
 * Kept apart so the fitting tool (tests/bench/fitRelevance.ts) reads the very parts the score
 * multiplies and tries other weights on them without a second copy of the formula.
 */
export interface RelevanceParts {
  /** the embeddings' cosine */
  cosine: number;
  /** the rare words' cosine (rareWords.ts), before its ceiling */
  rare: number;
  /**
   * the job's needs (required skills, and the title when it is not one of them) by the level the
   * profile shows them at (NONE..NAMED), at level + 4 those of the trade's handwork in another
   * trade's profile, whose credit is capped at foreignCraftCredit
   */
  levels: Uint8Array;
  needs: number;
  /** how many required skills the job lists */
  skillsListed: number;
  seniority: SeniorityFit;
  /** whether the context is judged (the job names the trade's goods and is no back-office role) */
  contextJudged: boolean;
  /** a fresher (a year or less) for an entry-level job: no trade yet to name its goods */
  newcomer: boolean;
  /** the roles the seeker names reach no concept but a level's ('Fresher, 12th pass'): no role yet */
  namesNoRole: boolean;
  /** the trade-context terms the profile names, less one for each other trade's term */
  ownContext: number;
  /** the profile names more of another trade's goods and workplaces than of this one's */
  otherTrade: boolean;
  /** the profile names only the other side of a goods segment the job names alone */
  otherSegment: boolean;
  /** the job has a title to compare roles with */
  hasRole: boolean;
  /** the seeker's roles name the other side of the workplace the title names */
  otherSide: boolean;
  /** the level the seeker's own roles show the title at */
  roleLevel: number;
  /** the word vectors' closeness of the title and the nearest role the seeker names */
  roleCloseness: number;
  /** roleFunction.ts's share; null when not judged */
  share: number | null;
  /** how many ranks the seeker's own role holds above the title's (0 when not above, or either names no role) */
  overRank: number;
  matchedSkills: string[];
  missingSkills: string[];
}

export function relevanceParts(cosine: number, job: JobFeatures, seeker: SeekerFeatures): RelevanceParts {
  // an accountant of a trading company keeps books as one of a jeweller does: office roles are not judged on goods
  const contextJudged = job.needsContext && !job.officeRole;
  const foreign = contextJudged ? seeker.otherTrades.filter((term) => !job.words.includes(term)).length : 0;
  const ownContext = Math.max(0, seeker.contextTerms - foreign);
  const otherTrade = contextJudged && foreign > ownContext;
  const levels = new Uint8Array(8);
  const matchedSkills: string[] = [];
  const missingSkills: string[] = [];
  for (const need of job.skills) {
    const level = levelOf(need, seeker.wordIds, seeker.concepts);
    levels[level + (otherTrade && need.craft ? 4 : 0)]++;
    // a related concept is a hint, not the skill: the lists name it missing; another trade's
    // soldering is still soldering the résumé names, so the lists read what it names
    (level >= CONCEPT_SHOWN ? matchedSkills : missingSkills).push(need.name);
  }
  // the role counts as one more requirement, so a seeker who does this job outranks one who
  // merely shares a skill with it
  // a skill that is the title itself ('Goldsmith' of 'Goldsmith (Karigar)') is one need, not two
  const titleIsSkill = job.role !== null && job.skills.some((k) => k.phrase === job.role?.phrase);
  if (job.role && !titleIsSkill) levels[levelOf(job.role, seeker.wordIds, seeker.concepts) + (otherTrade && job.role.craft ? 4 : 0)]++;
  const seniority = seniorityFit(seeker.years, job);
  let roleCloseness = 0;
  const dims = job.roleMeaning?.length ?? 0;
  for (let at = 0; dims > 0 && at < seeker.roleMeanings.length; at += dims) {
    roleCloseness = Math.max(roleCloseness, meaningCosine(job.roleMeaning, seeker.roleMeanings.subarray(at, at + dims)) ?? 0);
  }
  return {
    cosine,
    rare: rareWordOverlap(job.rare, seeker.rare),
    levels,
    needs: job.skills.length + (job.role && !titleIsSkill ? 1 : 0),
    skillsListed: job.skills.length,
    seniority,
    contextJudged,
    newcomer: seniority.required !== null && seniority.required <= ENTRY_YEARS && seniority.years !== null && seniority.years <= ENTRY_YEARS,
    namesNoRole: !ROLE_FUNCTIONS.some((i) => seeker.concepts[CONCEPTS.length + i] === 1),
    ownContext,
    otherTrade,
    otherSegment: contextJudged && otherSegment(job.segments, seeker.segments),
    hasRole: job.role !== null,
    otherSide: job.side !== null && namesOtherSide(job.side, seeker.roleWords),
    roleLevel: job.role ? levelOf(job.role, seeker.roleWordIds, seeker.concepts, CONCEPTS.length) : NONE,
    roleCloseness,
    // what the seeker's days are spent on, against the job's title and required skills
    share: job.functionConcepts ? functionShare(job.functionConcepts, seeker.activities) : null,
    overRank: job.rank !== null && seeker.rank !== null ? Math.max(0, seeker.rank - job.rank) : 0,
    matchedSkills,
    missingSkills,
  };
}

/**
 * 0..1: how far the role the seeker names as theirs is the job's — by the lexicon (the title's
 * words or concepts among their roles) or by the word vectors (a horologist for a watchmaker).
 * A performance marketer who mentions merchandising once is not an e-commerce merchandiser.
 * A role named for the other side of the workplace only is not the job's, however near its words.
 */
function roleFit(parts: RelevanceParts, w: RelevanceWeights): number {
  if (!parts.hasRole) return 1;
  if (parts.otherSide) return 0;
  // a fresher has had no role yet: naming none ('12th pass, fresher') is no sign of another one
  const floor = parts.newcomer && parts.namesNoRole ? w.unnamedRoleCredit : 0;
  return Math.max(floor, creditOfLevel(parts.roleLevel, w), clamp01((parts.roleCloseness - w.roleFloor) / (w.semanticCeiling - w.roleFloor)));
}

/**
 * How far the profile speaks of this trade's goods: from contextFloor (none) to 1 (contextFull
 * terms), each term another trade's goods or workplace (that the job does not name itself)
 * taking one away, so a mason's one 'stones' among his marble and granite does not count, and
 * from foreignFloor when it names more of another trade's than of this one's; the
 * other side of a goods segment (segments.ts) takes a share off, since the craft is the same.
 */
function contextFit(parts: RelevanceParts, w: RelevanceWeights): number {
  if (!parts.contextJudged) return 1;
  // a fresher has had no trade yet: naming none of its goods is no sign of another one
  const floor = parts.otherTrade ? w.foreignFloor : parts.newcomer ? 1 : w.contextFloor;
  return (floor + (1 - floor) * Math.min(1, parts.ownContext / w.contextFull)) * (parts.otherSegment ? w.otherSegment : 1);
}

/** The score's factors and raw product from a pair's parts under the given weights (one formula for the server and the fitting tool). */
export function relevanceFactors(parts: RelevanceParts, w: RelevanceWeights) {
  const close = clamp01((parts.cosine - w.semanticFloor) / (w.semanticCeiling - w.semanticFloor));
  const rare = Math.min(1, parts.rare / w.rareWordCeiling);
  const semantic = (1 - w.rareWordShare) * close + w.rareWordShare * rare;
  let credit = 0;
  for (let level = RELATED_SHOWN; level <= NAMED; level++) {
    credit += parts.levels[level] * creditOfLevel(level, w) + parts.levels[level + 4] * Math.min(creditOfLevel(level, w), w.foreignCraftCredit);
  }
  const fromAdWords = w.adWordsNeed * Math.max(0, w.listedSkillsExpected - parts.skillsListed);
  const coverage = parts.needs === 0 ? semantic : (credit + fromAdWords * rare) / (parts.needs + fromAdWords);
  const roleMatch = roleFit(parts, w);
  const role =
    (1 - w.roleShare + w.roleShare * roleMatch) *
    (parts.share === null ? 1 : 1 - w.functionWeight * (1 - parts.share)) *
    (1 - w.overRankCost * Math.min(2, parts.overRank));
  return { semantic, coverage, seniority: parts.seniority.fit, context: contextFit(parts, w), roleMatch, role };
}

/** The raw product of the factors, 0..1, before calibration. */
export function rawRelevance(f: { semantic: number; coverage: number; seniority: number; context: number; role: number }, w: RelevanceWeights): number {
  return clamp01((w.semanticShare * f.semantic + (1 - w.semanticShare) * f.coverage) * f.seniority * f.context * f.role);
}

export function relevance(cosine: number, job: JobFeatures, seeker: SeekerFeatures): Relevance {
  const parts = relevanceParts(cosine, job, seeker);
  const f = relevanceFactors(parts, RELEVANCE_WEIGHTS);
  // a calculated score is never 0, which the console reads as 'not calculated' (spec §4)
  const score = MIN_SCORE + (1 - MIN_SCORE) * calibrate(rawRelevance(f, RELEVANCE_WEIGHTS));
  return {
    score,
    semantic: f.semantic,
    coverage: f.coverage,
    seniority: parts.seniority,
    context: f.context,
    role: f.roleMatch,
    matchedSkills: parts.matchedSkills,
    missingSkills: parts.missingSkills,
  };
}
