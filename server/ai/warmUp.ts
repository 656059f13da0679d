/**
 * The local models, loaded before a server says it is ready: the trade lexicon, the word vectors
 * and the relevance score's rules otherwise load on the first page of relevant candidates, which
 * then waits for them (issue 12: "cold start of the server, models loaded"). Scoring one made-up
 * pair loads everything the score reads; embedding one text loads the local embedder, when it is
 * the one configured.
 */
import { createLocalEmbedder, LOCAL_EMBEDDER_NAME } from './local/localEmbedder';
import { relevance } from './relevance';
import { seekerFeatures } from './seekerFeatures';
import { jobFeatures } from './jobFeatures';

const SAMPLE_JOB = {
  title: 'Senior bench jeweller',
  skillsRequired: ['stone setting', 'polishing'],
  description: 'Hand-made gold and platinum rings; CAD files from the design team.',
  yearsOfExperience: 5,
};
const SAMPLE_SEEKER = {
  skills: ['claw setting', 'lab-grown diamonds'],
  overview: 'Goldsmith with 8 years at the bench, man-made and natural stones.',
  preferredRoles: ['Bench Jeweller'],
};

export async function warmAiModels(embedderName: string): Promise<void> {
  relevance(0.5, jobFeatures(SAMPLE_JOB), seekerFeatures(SAMPLE_SEEKER));
  if (embedderName === LOCAL_EMBEDDER_NAME) await createLocalEmbedder().embed([SAMPLE_SEEKER.overview]);
}
