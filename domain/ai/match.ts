/** Explainable matches (beyond the spec): the shapes the server answers and the console shows. */
import type { Candidate } from '../types';

/** The job's required skills the seeker shows, and those missing, in the job's order. */
export interface SkillMatch {
  matchedSkills: string[];
  missingSkills: string[];
}

/** A line of the seeker's résumé or overview that shows one of the job's main requirements. */
export interface MatchEvidence {
  requirement: string;
  phrase: string;
}

/** explainMatch(jobId, jobSeekerId): the skills, with the relevancy score when both have vectors. */
export interface MatchExplanation extends SkillMatch {
  jobId: string;
  jobSeekerId: string;
  /** 0 to 1; null while the job or the seeker has no embedding */
  relevancyScore: number | null;
  /** the seeker's years of experience; null when the profile does not say */
  seekerYears?: number | null;
  /** the years the job asks (its years, else its experience level's least); null when none */
  requiredYears?: number | null;
  /**
   * the seeker's own role when its name holds a rank above the job title's (a store manager for a
   * sales-executive opening: domain/ai/seekerRoles.ts); null otherwise
   */
  roleAboveOpening?: string | null;
  /** the closest phrases of the résumé for the job's main requirements */
  evidence?: MatchEvidence[];
  /**
   * for a job that lists fewer than three required skills, the ad's rare words the profile names
   * too (what the score reads in place of the skills the list lacks); empty for a full list
   */
  adWords?: string[];
}

/** A ranked candidate with the explanation of its match, when the query asked for it. */
export type ExplainedCandidate = Candidate & { match?: SkillMatch | null };
