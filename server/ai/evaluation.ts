/** The evaluation of domain/ai with the server's own embedding texts and relevance score (tests and the bench). */
import type { EvalJob, EvalSeeker } from '../../domain/ai/evaluationTypes';
import { evaluateRankingWith, type RankingReport } from '../../domain/ai/ranking';
import type { Embedder } from './embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText } from './embeddingText';
import { writeLocalOverview } from './overview/localOverview';
import { relevance } from './relevance';
import { seekerFeatures } from './seekerFeatures';
import { jobFeatures } from './jobFeatures';

/** A labelled seeker's fields under the names the server's texts read (its résumé as the stored résumé text). */
export const asStored = (seeker: EvalSeeker) => ({ ...seeker, resumeText: seeker.resume });

/**
 * A seeker given as a résumé, as the server holds it after the upload and createJobSeekerOverview:
 * the overview written from the résumé by the default (local) overview writer, the résumé's text kept.
 */
export function uploadedResume(seeker: EvalSeeker): EvalSeeker {
  return seeker.resume && !seeker.overview ? { ...seeker, overview: writeLocalOverview(seeker.resume) } : seeker;
}

/** The server's relevance score (server/ai/relevance.ts) of a labelled pair. */
export function hybridScorer() {
  const jobs = new Map<EvalJob, ReturnType<typeof jobFeatures>>();
  const seekers = new Map<EvalSeeker, ReturnType<typeof seekerFeatures>>();
  return (job: EvalJob, seeker: EvalSeeker, cosine: number) => {
    let j = jobs.get(job);
    if (!j) jobs.set(job, (j = jobFeatures(job)));
    let s = seekers.get(seeker);
    if (!s) seekers.set(seeker, (s = seekerFeatures(asStored(seeker))));
    return relevance(cosine, j, s).score;
  };
}

/** How a robustness figure changes the labelled set as it comes: each seeker (mistyped), each job (its years fields left out). */
export interface EvaluationChange {
  seeker?(seeker: EvalSeeker): EvalSeeker;
  job?(job: EvalJob): EvalJob;
}

/** The labelled set's figures, with `change` applied to its seekers and jobs (robustness figures). */
export function evaluateRanking(embedder: Pick<Embedder, 'embed'>, k = 5, change: EvaluationChange = {}): Promise<RankingReport> {
  return evaluateRankingWith(
    embedder,
    {
      job: jobEmbeddingText,
      seeker: (s) => jobSeekerEmbeddingText(asStored(s)),
      prepare: (s) => uploadedResume(change.seeker?.(s) ?? s),
      prepareJob: change.job,
    },
    k,
    hybridScorer(),
  );
}
