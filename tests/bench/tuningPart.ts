/**
 * The tuning part as the tools that read it job by job see it (aiMisses.ts, fitRelevance.ts):
 * the tuning jobs, the seekers they may rank with the blind and sealed parts' seekers left out
 * (choosing a value by reading those one by one would make them tuned), and each job's labels
 * without them. One place, so both tools read exactly the same part.
 */
import { BLIND_SEEKERS } from '../../domain/ai/evaluationSetBlind';
import { EVAL_JOBS, EVAL_LABELS, EVAL_SEEKERS } from '../../domain/ai/evaluationSet';
import type { EvalJob, EvalSeeker } from '../../domain/ai/evaluationTypes';
import { uploadedResume } from '../../server/ai/evaluation';

const blind = new Set(BLIND_SEEKERS.map((s) => s.id));

/** Tuning jobs only (the sealed part's jobs are held out, so never among them). */
export const TUNING_JOBS: EvalJob[] = EVAL_JOBS.filter((job) => job.part === 'tuning');

/**
 * Every seeker but the blind and the two sealed parts', a résumé's overview written as the server
 * writes it (server/ai/evaluation.ts); ranksSeeker still decides which a job ranks.
 */
export const READABLE_SEEKERS: EvalSeeker[] = EVAL_SEEKERS.filter((s) => !blind.has(s.id) && s.part !== 'sealed' && s.part !== 'sealedResume').map(uploadedResume);

/** A job's labels without the blind part's seekers (the sealed part's are never a tuning job's). */
export const readableLabels = (jobId: string): Record<string, number> =>
  Object.fromEntries(Object.entries(EVAL_LABELS[jobId] ?? {}).filter(([id]) => !blind.has(id)));
