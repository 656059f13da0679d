/** The shapes of the labelled evaluation set's jobs and seekers (evaluationSet.ts, evaluationSetHard.ts). */

export interface EvalJob {
  id: string;
  title: string;
  category?: string;
  industry?: string;
  skillsRequired?: string[];
  description?: string;
  requirements?: string;
  experience?: string;
  yearsOfExperience?: number;
  city?: string;
  /** easy: a straightforward ad; hard: a near-miss cluster (seniority, sibling roles, other trades) */
  kind?: 'easy' | 'hard';
  /** tuning: weights may be set on it; heldout: reported only, never tuned on */
  part?: 'tuning' | 'heldout';
  /**
   * blind: the fourth part, written before any ranking and never looked at job by job (evaluationSetBlind.ts);
   * padded: a tuning-only job (evaluationSetPlain.ts), ranking the tuning-only seekers alone and left out of
   * the held-out jobs' TF-IDF, so adding it leaves every held-out figure as it was;
   * sealed: the fifth part, written blind and committed before any ranking (evaluationSetSealed.ts),
   * ranking the sealed seekers alone and reported only in its own figures, never job by job;
   * resume / sealedResume: parts whose seekers are whole résumés (evaluationSetResumes*.ts, tuning;
   * evaluationSetSealedResumes.ts, sealed like 'sealed'), each ranking its own seekers alone;
   * opened: a sealed part opened for tuning after its one reading (evaluationSetOpened.ts), ranking its own seekers alone
   */
  source?: 'blind' | 'padded' | 'sealed' | 'resume' | 'sealedResume' | 'opened';
  /** a résumé batch's name: its jobs rank that batch's seekers alone (each batch was labelled on its own) */
  batch?: string;
}

export interface EvalSeeker {
  id: string;
  /**
   * tuning: written for the tuning part only (evaluationSetPadded.ts) and ranked for its jobs
   * alone, so adding it leaves every held-out figure as it was; sealed: written for the sealed part
   * (evaluationSetSealedSeekers.ts), ranked for the sealed jobs alone and by no other job;
   * resume / sealedResume: a résumé part's own seekers, ranked by that part's jobs alone
   */
  part?: 'tuning' | 'sealed' | 'resume' | 'sealedResume' | 'opened';
  /** the AI overview; '' for a seeker given as a résumé, whose overview the overview writer writes */
  overview: string;
  /**
   * The résumé's text as a PDF's text layer gives it (one line per line, headings, bullets): the
   * server writes the overview from it, as an upload followed by createJobSeekerOverview does.
   */
  resume?: string;
  /** the résumé batch the seeker belongs to (EvalJob.batch) */
  batch?: string;
  skills?: string[];
  preferredRoles?: string[];
  yearsOfExperience?: number;
  education?: string;
  city?: string;
}
