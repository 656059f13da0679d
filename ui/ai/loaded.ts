/**
 * Whether a record carries the AI fields yet. A detail screen may first render the list's row
 * (react-admin's placeholder from the list cache), which lacks them: "not selected" must not be
 * read as "missing", or a step would generate what exists (or report no resume).
 */
import type { Job, JobApplication, JobSeeker } from '../../domain/types';

export const jobLoaded = (job: Job): boolean => job.embeddings !== undefined;

export const seekerLoaded = (seeker: JobSeeker): boolean =>
  seeker.embedding !== undefined && seeker.resumeUrl !== undefined && seeker.overview !== undefined;

export const applicationLoaded = (application: JobApplication): boolean =>
  application.jobSeeker !== undefined && application.job !== undefined;
