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
 *   profile (listedSkillsExpected);
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
 */
import { withoutPadding } from '../../domain/ai/padding';
import { lowestRankedRole, rolesOf, titleRank } from '../../domain/ai/seekerRoles';
import { ENTRY_YEARS, seniorityFit, type SeniorityFit, yearsAskedInAd } from '../../domain/ai/seniority';
import { levelYearsOfRole, yearsInText } from '../../domain/ai/yearsInText';
import { RELEVANCY_HIGH_ABOVE, RELEVANCY_MEDIUM_FROM } from '../../domain/constants';
import { richTextLines } from '../../domain/richText';
import { CONCEPTS } from './local/lexicon';
import {
  CONCEPT_INDEX,
  concatConcepts,
  concatMeanings,
  conceptsOfPhrase,
  conceptsShown,
  conceptTerms,
  countContext,
  padded,
  RELATED,
  stemsOf,
} from './matchTerms';
import { otherTradesOf } from './local/otherTrades';
import { activityCounts, functionShare } from './roleFunction';
import { otherSegment, segmentsOf } from './segments';
import { resumeBody } from './embeddingText';
import { tokenize } from './local/tokens';
import { meaningCosine, textMeaning } from './local/wordVectors/meaning';
import { rareWordIndex, rareWordOverlap, rareWords, type RareWords, sharedRareWords } from './local/wordVectors/rareWords';
import { namesPhrase, type PhraseRun, phraseRun, wordRun } from './wordRuns';

/** Calibration (tuned on the tuning half of domain/ai/evaluationSet.ts, see server/ai/README.md). */
export const RELEVANCE_WEIGHTS = {
  semanticFloor: 0.1,
  semanticCeiling: 0.9,
  semanticShare: 0.6,
  /** of the semantic part, the share of the rare words both texts name (rareWords.ts) */
  rareWordShare: 0.1,
  /** the rare-word cosine that counts as a full match (two texts rarely share more) */
  rareWordCeiling: 0.5,
  /**
   * An ad that lists fewer required skills than this is read by its words as well: each skill
   * short of it counts as adWordsNeed of a requirement, met by the rare words the ad and the
   * profile share. Ads pasted in whole or kept short ('Skills: Sales') otherwise rank on the
   * title alone for coverage: with every labelled job's skills left out, tuning easy 0.835 →
   * 0.880; with one skill kept 0.860 → 0.878 (the hard clusters 0.891 → 0.876 and 0.909 → 0.908)
   */
  listedSkillsExpected: 3,
  adWordsNeed: 0.5,
  /**
   * how much the seeker's own role (preferred roles, the overview's opening words) must be the
   * job's: a sibling role of the same cluster keeps 1 − roleShare of its score
   */
  roleShare: 0.2,
  /**
   * what a profile loses when its words name another activity more than the job's, none of the
   * job's at worst (roleFunction.ts): a marketer who mentions merchandising once is a marketer.
   * On the tuning part 0.1-0.3 score the same (0.4 costs hard 0.006); the middle was taken
   */
  functionWeight: 0.2,
  /** the word vectors' closeness of two role names below which they are unrelated */
  roleFloor: 0.2,
  /**
   * the role's fit for a newcomer to an entry-level opening whose profile names no role at all
   * (only a qualification or 'fresher'), judged until now like a wrong role (0). On the tuning
   * part 0.5 scores easy 0.886 → 0.888 (0.35 and 0.7: 0.887), the other parts unchanged
   */
  unnamedRoleCredit: 0.5,
  /**
   * The bands' edges on the raw product (a monotone map, so the order is untouched): on the
   * tuning part of the labelled set, a raw 0.30 is where plausible fits begin (their lower
   * quarter) and non-fits end (their top 5% lies below it), 0.60 where strong fits begin (their
   * lowest tenth lies above it); they become the spec's 45 and 70.
   */
  mediumFrom: 0.3,
  highFrom: 0.6,
  /** a required skill shown only by the trade concept behind it, in other words */
  conceptCredit: 0.7,
  /**
   * a required skill shown only by a concept the lexicon relates to its own (karigar / goldsmith):
   * half the concept's credit. On the tuning part any value from 0.2 to 0.35 scores the same
   * (0.5 costs the hard clusters 0.008); without it the two words of one trade for one craft
   * count as a missing skill each
   */
  relatedCredit: 0.35,
  /** what a profile with no trade context keeps of its score */
  contextFloor: 0.8,
  /**
   * the same for a profile naming more of another trade's goods and workplaces than of this one's
   * (an electronics repairer's PCBs, a furniture polisher's wood, an FMCG merchandiser's shelves):
   * the job's words it shares are that trade's work. On the tuning part 0.6-0.7 score the same
   * (0.5 costs the hard clusters); the middle was taken
   */
  foreignFloor: 0.65,
  /**
   * what a required skill of the trade's handwork (the lexicon's bench family: soldering,
   * polishing, casting) counts at most in a profile of another trade (one naming more of another
   * trade's goods than of this one's): an electronics repairer's soldering and an AC mechanic's
   * brazing are that trade's work, not a step towards a bench jeweller's. Office and customer
   * skills carry over between trades and keep their credit
   */
  foreignCraftCredit: 0.35,
  /** trade-context words that make the context certain */
  contextFull: 2,
  /**
   * what a profile keeps when it names only the other side of a goods segment the job names alone
   * (lab-grown for a natural-diamond job: segments.ts)
   */
  otherSegment: 0.85,
  /**
   * what a profile loses for each rank its own role's name holds above the title's, two at most
   * (domain/ai/roleRank.ts): a store manager is not whom a sales-counter opening is for, nor a
   * head karigar a polisher's. A soft cost: a manager of the very craft still outranks a
   * newcomer of another. On the tuning part 0.05 (5-fold CV all 0.909 → 0.912, every fold
   * chose it); 0.1 costs the hard clusters 0.005
   */
  overRankCost: 0.05,
} as const;

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

interface SkillNeed {
  name: string;
  phrase: string;
  /** the phrase's stems: 'Visual Merchandiser' is named by 'visual merchandising executive' */
  stems: string;
  /** the phrase and its stems as word ids, to look up in a profile's (wordRuns.ts) */
  run: PhraseRun;
  /** for each trade concept the skill names: the padded phrases that show it */
  conceptTerms: string[][];
  /** the same concepts by their index in CONCEPTS */
  conceptIndexes: number[];
  /** every concept behind it is the trade's handwork (the bench family): another trade's hands do it differently */
  craft: boolean;
}

/** The job's side of a match. */
export interface JobFeatures {
  skills: SkillNeed[];
  /** the job's title as one more requirement: the role itself, named or by its concepts */
  role: SkillNeed | null;
  yearsOfExperience: number | null;
  experience: string | null;
  needsContext: boolean;
  /**
   * the role is a back-office function every trade has (accounts, HR, administration) and the
   * title names no goods: the goods are the employer's industry, not the work, so not judged
   */
  officeRole: boolean;
  /** the job's own words, padded: an other trade's word the job names itself is not foreign to it */
  words: string;
  segments: Uint8Array;
  rare: Map<number, number>;
  roleMeaning: Int8Array | null;
  /** the side of the workplace the title names ('back office'), and the other one: a role named for that one is not this */
  side: { own: string[]; other: string[] } | null;
  /** the concepts of the title and required skills, whose share of a profile's words roleFunction.ts weighs; null without a title */
  functionConcepts: number[] | null;
  /** the rank the title's name holds (domain/ai/roleRank.ts); null without a title */
  rank: number | null;
}

export interface SeekerMatchSource {
  skills?: readonly string[] | null;
  overview?: string | null;
  /** the résumé's text (embeddingText.ts): the work the overview leaves out */
  resumeText?: string | null;
  preferredRoles?: readonly string[] | null;
  yearsOfExperience?: number | null;
}

export interface JobMatchSource {
  title?: string | null;
  category?: string | null;
  industry?: string | null;
  skillsRequired?: readonly string[] | null;
  description?: string | null;
  requirements?: string | null;
  /** the duties the ad lists: what the job asks as much as its requirements */
  responsibilities?: string | null;
  yearsOfExperience?: number | null;
  experience?: string | null;
}

/**
 * The back office every trade has, whatever its goods: accounts, HR, administration (the lexicon's
 * corporate family). Not marketing or e-commerce: they sell the goods, and know them.
 */
const OFFICE_FAMILIES = new Set(['corporate']);
const FAMILIES_OF = new Map(CONCEPTS.map((c) => [c.id, c.families]));
/** A role whose lexicon concepts (levels aside) are all back-office functions: 'Accountant', 'HR Executive'. */
function isOfficeRole(concepts: readonly string[]): boolean {
  const functions = concepts.filter((id) => id !== 'leadership' && id !== 'entry_level');
  return functions.length > 0 && functions.every((id) => (FAMILIES_OF.get(id) ?? []).every((f) => OFFICE_FAMILIES.has(f)));
}

/** Concepts that are a function, not a level ('manager', 'trainee'). */
const ROLE_FUNCTIONS = CONCEPTS.flatMap((c, i) => (c.id === 'leadership' || c.id === 'entry_level' ? [] : [i]));
/** The words of a level, not of a function: 'manager', 'supervisor', 'head', 'trainee'. */
const LEVEL_TERMS = new Set(CONCEPTS.filter((c) => c.id === 'leadership' || c.id === 'entry_level').flatMap((c) => c.terms.filter((t) => !t.includes(' '))));

/**
 * A role's function without its level: 'Casting Supervisor' and 'Production Supervisor' are
 * different jobs that share a word; the seniority part weighs the level.
 */
function roleCore(role: string): string {
  const words = tokenize(role);
  const core = words.filter((w) => !LEVEL_TERMS.has(w));
  return core.length > 0 ? core.join(' ') : role;
}

/**
 * A profile's texts as the score reads them, once: hobbies, birth dates and objectives say nothing
 * of the fit (and an objective in front hides the role); the résumé as matching caps it.
 */
const readable = (source: SeekerMatchSource): SeekerMatchSource => ({
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

/** A title's part that names no function, only a post: 'Executive – Sales', 'Head – Retail Training', 'Officer - Gold Loan'. */
const POST_ONLY = /^(?:executive|exec|manager|officer|head|associate|supervisor|consultant|specialist|coordinator|incharge|in-charge|in charge|analyst)$/i;

/**
 * The role a job title names. Seniority words ('Senior', 'Head of') are the seniority part's, not
 * the role's, and what follows a dash, bracket or comma is the goods or place ('Head of Sales, Lab
 * Grown'), which the other parts read; but a title that names its post first and its function
 * after the dash ('Executive – Sales (Diamond Jewellery)', an Indian ad's usual order) is that
 * function's post: 'Sales Executive', not any executive.
 */
function titleRole(title: string): string {
  const [first, second] = title.replace(/\b(senior|junior|sr|jr|trainee|head of|lead|chief|master|assistant)\b\.?/gi, ' ').split(/\s[-–(,]|,\s/).map((p) => p.trim());
  return POST_ONLY.test(first) && second ? `${second.replace(/[)\s]+$/, '')} ${first}` : first;
}

/** The required skills a job lists, each once. */
const listedSkills = (job: JobMatchSource): string[] => [...new Set((job.skillsRequired ?? []).map((s) => s.trim()).filter(Boolean))];

/** What an ad asks, as lines: a company blurb, pay and perks ('Benefits: PF, ESIC') say nothing of the work asked. */
const askedTexts = (job: JobMatchSource): string[] =>
  [job.description, job.requirements, job.responsibilities].map((text) => withoutPadding(richTextLines(text)));

/** The ad's words its rare-word part reads: title, skills and what it asks. */
const adRareText = (job: JobMatchSource, asked: readonly string[]): string => [job.title, ...(job.skillsRequired ?? []), ...asked].filter(Boolean).join('\n');

/** Every word of a readable profile the score reads: skills, overview, résumé, roles. */
const profileText = (seeker: SeekerMatchSource): string =>
  [...(seeker.skills ?? []), seeker.overview, seeker.resumeText, ...(seeker.preferredRoles ?? [])].join('\n');

/** How many of the ad's rare words the explanation names. */
const AD_WORDS_SHOWN = 6;

/**
 * For an ad that lists fewer than listedSkillsExpected skills: its rare words the profile names
 * too, the most telling first — what the coverage reads in place of the skills the list lacks,
 * so the explanation can say it. None for an ad with a full list.
 */
export function adWordsShared(job: JobMatchSource, seeker: SeekerMatchSource): string[] {
  if (listedSkills(job).length >= RELEVANCE_WEIGHTS.listedSkillsExpected) return [];
  return sharedRareWords(adRareText(job, askedTexts(job)), profileText(readable(seeker)), AD_WORDS_SHOWN);
}

export function jobFeatures(job: JobMatchSource): JobFeatures {
  const need = (name: string): SkillNeed => {
    const phrase = padded(name);
    const ids = conceptsOfPhrase(phrase);
    const craft = ids.length > 0 && ids.every((id) => (FAMILIES_OF.get(id) ?? []).includes('bench'));
    return { name, phrase, stems: stemsOf(phrase), run: phraseRun(phrase), conceptTerms: ids.map((id) => conceptTerms.get(id) ?? []), conceptIndexes: ids.map((id) => CONCEPT_INDEX.get(id) ?? -1), craft };
  };
  const skills = listedSkills(job).map(need);
  const title = titleRole(job.title ?? '');
  const asked = askedTexts(job);
  const text = [job.title, job.category, job.industry, ...(job.skillsRequired ?? []), ...asked].filter(Boolean).join('\n');
  const role = title ? need(title) : null;
  return {
    skills,
    role,
    // the field, else what the ad's words ask: the score, the scan and the explanation read the same
    yearsOfExperience: yearsAskedInAd(job, asked.filter(Boolean).join('\n')),
    experience: job.experience ?? null,
    needsContext: countContext(padded(text)) > 0,
    // 'Accounts Executive - Bullion' names its goods: metal accounts are the trade's own work
    officeRole: isOfficeRole(conceptsOfPhrase(padded(title))) && countContext(padded(job.title ?? '')) === 0,
    words: padded(text),
    segments: segmentsOf(padded(text)),
    rare: rareWordIndex(rareWords(adRareText(job, asked))),
    roleMeaning: title ? textMeaning(roleCore(title)) : null,
    side: sidesOf(padded(title)),
    functionConcepts: role ? [...role.conceptIndexes, ...skills.flatMap((k) => k.conceptIndexes)] : null,
    rank: titleRank(job.title),
  };
}

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
const NONE = 0;
const RELATED_SHOWN = 1;
const CONCEPT_SHOWN = 2;
const NAMED = 3;

/**
 * skillCredit's level with the concepts the profile shows found beforehand (the same answer,
 * faster), and RELATED_SHOWN when each concept behind the skill is shown, or one related to it is.
 */
function levelOf(need: SkillNeed, wordIds: Int32Array, shown: Uint8Array, offset = 0): number {
  if (namesPhrase(wordIds, need.run)) return NAMED;
  if (need.conceptIndexes.length === 0) return NONE;
  if (need.conceptIndexes.every((i) => shown[offset + i] === 1)) return CONCEPT_SHOWN;
  const near = need.conceptIndexes.every((i) => shown[offset + i] === 1 || RELATED[i]?.some((r) => shown[offset + r] === 1));
  return near ? RELATED_SHOWN : NONE;
}

/** A level's credit: 1 named, conceptCredit by its concepts, relatedCredit by related ones. */
const creditOfLevel = (level: number, w: RelevanceWeights): number =>
  level === NAMED ? 1 : level === CONCEPT_SHOWN ? w.conceptCredit : level === RELATED_SHOWN ? w.relatedCredit : 0;

/** A required skill is shown when the seeker names it, or names every trade concept behind it. */
export const showsSkill = (need: SkillNeed, words: string): boolean => skillCredit(need, words) > 0;

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
 * The two sides of one workplace whose names differ by one word, which the word vectors and the
 * lexicon hold close ('front office' and 'back office' are one concept's terms and near
 * neighbours): the front faces customers and guests, the back keeps records and systems. A role
 * named for the other side only is not the job's role, however near its words.
 */
const SIDES: ReadonlyArray<readonly [string, string]> = [['front', 'back']];
/** what a side is the side of: 'front desk' is the front office, 'back to work' no side */
const PLACES = ['office', 'desk', 'end', 'of house'];

/**
 * The job title's side as the padded compounds to look for in a seeker's roles: 'Back Office
 * Executive' → own ' back office ', ' back desk '..., other ' front office ', ' front desk '...;
 * null when the title names no side.
 */
function sidesOf(title: string): { own: string[]; other: string[] } | null {
  for (const [a, b] of SIDES) {
    for (const [side, opposite] of [[a, b], [b, a]]) {
      if (PLACES.some((place) => title.includes(` ${side} ${place} `))) {
        return { own: PLACES.map((place) => ` ${side} ${place} `), other: PLACES.map((place) => ` ${opposite} ${place} `) };
      }
    }
  }
  return null;
}

const namesOtherSide = (side: { own: string[]; other: string[] }, roles: string) =>
  side.other.some((t) => roles.includes(t)) && !side.own.some((t) => roles.includes(t));

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

/** The weights of the score (RELEVANCE_WEIGHTS, or others the fitting tool tries). */
export type RelevanceWeights = { -readonly [K in keyof typeof RELEVANCE_WEIGHTS]: number };

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

/** About the memory one cached profile holds: its texts (one byte a character) and arrays, plus the objects around them. */
export function featureBytes(f: SeekerFeatures): number {
  const arrays = [f.segments, f.rare, f.wordIds, f.roleWordIds, f.activities, f.roleMeanings, f.concepts];
  return 400 + f.words.length + f.roleWords.length + f.otherTrades.join('').length + arrays.reduce((n, a) => n + a.byteLength + 64, 0);
}

/**
 * Seeker features by id and vector time: a page of candidates is re-ranked from the profiles of
 * its wide set, and the same seekers come back for job after job. Every edit the score reads
 * rebuilds the vector, so a newer time means newer features. Oldest out first, within a memory
 * budget rather than a count: a profile with a two-page résumé holds several times a short
 * overview's (~1.3 KB a demo profile, up to ~20 KB).
 */
export function createFeatureCache(maxBytes = 256 * 1024 * 1024) {
  const cache = new Map<string, { features: SeekerFeatures; bytes: number }>();
  let total = 0;
  return {
    get: (key: string) => cache.get(key)?.features,
    set(key: string, source: SeekerMatchSource): SeekerFeatures {
      const features = seekerFeatures(source);
      const bytes = featureBytes(features);
      const old = cache.get(key);
      if (old) {
        total -= old.bytes;
        cache.delete(key);
      }
      while (cache.size > 0 && total + bytes > maxBytes) {
        const [oldest, entry] = cache.entries().next().value as [string, { bytes: number }];
        cache.delete(oldest);
        total -= entry.bytes;
      }
      cache.set(key, { features, bytes });
      total += bytes;
      return features;
    },
    /** the bytes held, as featureBytes counts them */
    get bytes() {
      return total;
    },
  };
}
