/** Messages of the AI calls that a person reads (spec §2 and §8 texts are quoted word for word). */
export const AI_MESSAGES = {
  noResume: 'No resume uploaded to generate overview.',
  noOverview: 'No overview available to generate embedding.',
  jobHasNoEmbedding: 'This job has no AI vector yet. Generate the job embedding first.',
  seekerHasNoEmbedding: 'This job seeker has no AI vector yet. Generate the job seeker embedding first.',
  changedMeanwhile: 'The record kept changing while its AI data was being built. Please try again.',
  resumeFileMissing: 'The uploaded resume file could not be found. Please upload the resume again.',
  pageSize: 'Page size must be between 1 and 50.',
  page: 'Page must be 0 or more.',
} as const;

/** Largest page of getRelevantCandidates. */
export const MAX_CANDIDATES_PAGE_SIZE = 50;
/** How many candidates Job.relevantCandidates carries (the list popup). */
export const TOP_CANDIDATES = 5;
