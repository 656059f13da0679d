/** The evaluation of domain/ai with the server's own embedding texts (used by tests and the bench). */
import { evaluateRankingWith, type RankingReport } from '../../domain/ai/ranking';
import type { Embedder } from './embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText } from './embeddingText';

export function evaluateRanking(embedder: Pick<Embedder, 'embed'>, k = 5): Promise<RankingReport> {
  return evaluateRankingWith(embedder, { job: jobEmbeddingText, seeker: jobSeekerEmbeddingText }, k);
}
