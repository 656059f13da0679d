/**
 * The relevance score's tuned weights: how much each part of a seeker's fit for a job counts
 * (meaning, required skills, trade, role) and where the score's bands begin. One set for every
 * place that shows the score (relevance.ts); the fitting tool (tests/bench/fitRelevance.ts) tries
 * others of the same shape.
 */

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
   * The bands' edges on the raw product (a monotone map, so the order is untouched), read off the
   * tuning part by tests/bench/bandEdges.ts; they become the spec's 45 and 70. Medium from 0.30,
   * between where non-fits end (their top 5%, 0.29) and plausible fits begin (their lower quarter,
   * 0.36). High from 0.60: 84% of strong fits reach it and 24% of plausible ones; at 0.55 (the
   * strong fits' lowest tenth) 91% and 35%, too many near misses shown as strong (27 Nov, with the
   * opened part and the eighth résumé batch).
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

/** The weights of the score (RELEVANCE_WEIGHTS, or others the fitting tool tries). */
export type RelevanceWeights = { -readonly [K in keyof typeof RELEVANCE_WEIGHTS]: number };
