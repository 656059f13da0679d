/** The evaluation of domain/ai with the server's own embedding texts and relevance score (tests and the bench). */
import type { EvalJob, EvalSeeker } from '../../domain/ai/evaluationTypes';
import { evaluateRankingWith, type RankingReport } from '../../domain/ai/ranking';
import type { Embedder } from './embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText } from './embeddingText';
import { jobFeatures, relevance, seekerFeatures } from './relevance';

/** The server's relevance score (server/ai/relevance.ts) of a labelled pair. */
export function hybridScorer() {
  const jobs = new Map<EvalJob, ReturnType<typeof jobFeatures>>();
  const seekers = new Map<EvalSeeker, ReturnType<typeof seekerFeatures>>();
  return (job: EvalJob, seeker: EvalSeeker, cosine: number) => {
    let j = jobs.get(job);
    if (!j) jobs.set(job, (j = jobFeatures(job)));
    let s = seekers.get(seeker);
    if (!s) seekers.set(seeker, (s = seekerFeatures(seeker)));
    return relevance(cosine, j, s).score;
  };
}

export function evaluateRanking(embedder: Pick<Embedder, 'embed'>, k = 5): Promise<RankingReport> {
  return evaluateRankingWith(embedder, { job: jobEmbeddingText, seeker: jobSeekerEmbeddingText }, k, hybridScorer());
}
