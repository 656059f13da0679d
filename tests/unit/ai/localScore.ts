/**
 * The relevance score of one job and one seeker without a database: the local embedder's cosine
 * of their texts, then the score (server/ai/relevance.ts), as the server computes it.
 */
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../../../server/ai/embeddingText';
import { embedOne } from '../../../server/ai/local/localEmbedder';
import { jobFeatures, type JobMatchSource, relevance, type SeekerMatchSource, seekerFeatures } from '../../../server/ai/relevance';

export function localScore(job: JobMatchSource & { title: string }, seeker: SeekerMatchSource) {
  const a = embedOne(jobEmbeddingText(job));
  const b = embedOne(jobSeekerEmbeddingText(seeker));
  const cosine = a.reduce((s, x, i) => s + x * b[i], 0);
  return relevance(cosine, jobFeatures(job), seekerFeatures(seeker));
}
