/**
 * AI readiness on an application (spec §4): resume, seeker overview, seeker vector, job vector —
 * each generated when missing — then, after all succeed, a 1 s wait, a reload and the score.
 * A plain async function over the data provider, reporting progress through `report`.
 */
import type { MatchExplanation } from '../../../domain/ai/match';
import { isValidEmbedding } from '../../../domain/ai/vector';
import { AI_RECHECK_DELAY_MS } from '../../../domain/constants';
import type { JobApplication } from '../../../domain/types';
import type { MarketplaceDataProvider } from '../../../providers/types';

export const READINESS_STEPS = ['resume', 'overview', 'seeker_vector', 'job_vector'] as const;
export type ReadinessStep = (typeof READINESS_STEPS)[number];
export type StepStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ReadinessState {
  phase: 'idle' | 'steps' | 'waiting' | 'scoring' | 'done' | 'failed';
  steps: Record<ReadinessStep, StepStatus>;
  /** Why a step failed, in the server's words when it gave some. */
  errors: Partial<Record<ReadinessStep, string>>;
  /** The spec message of a failed run: no resume, or some steps failed. */
  failure: 'no_resume' | 'steps_failed' | null;
  scoreStatus: StepStatus;
  /** 0 to 1 */
  score: number | null;
  /** the skills, seniority, a role above the opening's, evidence and the ad's words shared behind the score */
  match: Omit<MatchExplanation, 'jobId' | 'jobSeekerId' | 'relevancyScore'> | null;
}

export const INITIAL_READINESS: ReadinessState = {
  phase: 'idle',
  steps: { resume: 'idle', overview: 'idle', seeker_vector: 'idle', job_vector: 'idle' },
  errors: {},
  failure: null,
  scoreStatus: 'idle',
  score: null,
  match: null,
};

export interface ReadinessDeps {
  dataProvider: MarketplaceDataProvider;
  onReload: () => void;
  report: (update: (state: ReadinessState) => ReadinessState) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

export async function runReadiness(application: JobApplication, deps: ReadinessDeps): Promise<void> {
  const { dataProvider, onReload, report } = deps;
  const seekerId = application.jobSeekerId;
  const jobId = application.jobId;
  const seeker = application.jobSeeker;
  const set = (step: ReadinessStep, status: StepStatus, error?: string) =>
    report((s) => ({ ...s, steps: { ...s.steps, [step]: status }, errors: error ? { ...s.errors, [step]: error } : s.errors }));

  /** Runs one step: skipped as done when `ready`, else `generate` must answer the record's id. */
  async function step(name: ReadinessStep, ready: boolean, generate: () => Promise<{ _id?: string } | null | undefined>) {
    set(name, 'loading');
    if (ready) {
      set(name, 'success');
      return true;
    }
    try {
      const result = await generate();
      if (!result?._id) throw new Error();
      set(name, 'success');
      return true;
    } catch (error) {
      set(name, 'error', messageOf(error));
      return false;
    }
  }

  report(() => ({ ...INITIAL_READINESS, phase: 'steps' }));
  set('resume', 'loading');
  if (!seeker?.resumeUrl?.trim()) {
    set('resume', 'error');
    report((s) => ({ ...s, phase: 'failed', failure: 'no_resume' }));
    return;
  }
  set('resume', 'success');

  const hasOverview = Boolean(seeker.overview?.trim());
  const overviewOk = await step('overview', hasOverview, () => dataProvider.createJobSeekerOverview(seekerId));
  // A new overview makes the stored seeker vector stale (the server clears it), so it is rebuilt.
  const seekerVectorReady = hasOverview && isValidEmbedding(seeker.embedding?.vector);
  let seekerVectorOk = false;
  if (overviewOk) seekerVectorOk = await step('seeker_vector', seekerVectorReady, () => dataProvider.createJobSeekerEmbedding(seekerId));
  else set('seeker_vector', 'error');
  const jobVectorOk = await step('job_vector', isValidEmbedding(application.job?.embeddings), () => dataProvider.createJobEmbedding(jobId));
  if (!overviewOk || !seekerVectorOk || !jobVectorOk) {
    report((s) => ({ ...s, phase: 'failed', failure: 'steps_failed' }));
    return;
  }

  report((s) => ({ ...s, phase: 'waiting' }));
  await (deps.wait ?? sleep)(AI_RECHECK_DELAY_MS);
  onReload();
  report((s) => ({ ...s, phase: 'scoring', scoreStatus: 'loading' }));
  try {
    const score = await dataProvider.getRelevancyScore(jobId, seekerId);
    report((s) => ({ ...s, phase: 'done', scoreStatus: 'success', score }));
  } catch {
    report((s) => ({ ...s, phase: 'done', scoreStatus: 'error' }));
    return;
  }
  // The explanation is extra: without it the score still stands.
  try {
    const { matchedSkills, missingSkills, seekerYears, requiredYears, roleAboveOpening, evidence, adWords } = await dataProvider.explainMatch(jobId, seekerId);
    report((s) => ({ ...s, match: { matchedSkills, missingSkills, seekerYears, requiredYears, roleAboveOpening, evidence, adWords } }));
  } catch {
    /* the skills stay hidden */
  }
}
