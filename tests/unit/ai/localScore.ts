/**
 * The relevance score of one job and one seeker without a database: the local embedder's cosine
 * of their texts, then the score (server/ai/relevance.ts), as the server computes it.
 */
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../../server/ai/embeddingText';
import { embedOne } from '../../../server/ai/local/localEmbedder';
import { relevance, relevanceFactors, relevanceParts } from '../../../server/ai/relevance';
import { RELEVANCE_WEIGHTS } from '../../../server/ai/relevanceWeights';
import { type SeekerMatchSource, seekerFeatures } from '../../../server/ai/seekerFeatures';
import { jobFeatures, type JobMatchSource } from '../../../server/ai/jobFeatures';

export function localScore(job: JobMatchSource & { title: string }, seeker: SeekerMatchSource) {
  const a = embedOne(jobEmbeddingText(job));
  const b = embedOne(jobSeekerEmbeddingText(seeker));
  const cosine = a.reduce((s, x, i) => s + x * b[i], 0);
  return relevance(cosine, jobFeatures(job), seekerFeatures(seeker));
}

/** The coverage of a job's listed skills alone: the ad's words, which meet a short list in part, left out. */
export function listedCoverage(job: JobMatchSource, seeker: SeekerMatchSource): number {
  return relevanceFactors(relevanceParts(0.5, jobFeatures(job), seekerFeatures(seeker)), { ...RELEVANCE_WEIGHTS, adWordsNeed: 0 }).coverage;
}
