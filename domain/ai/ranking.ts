/**
 * nDCG@k of an embedder on the labelled evaluation set, beside a plain keyword-overlap
 * baseline (cosine of the two texts' sets of content words). Both rank every seeker for every
 * job; the figure is the mean over jobs.
 */
import { EVAL_JOBS, EVAL_LABELS, EVAL_SEEKERS, type EvalJob, type EvalSeeker } from './evaluationSet';

export interface TextEmbedder {
  embed(texts: string[]): Promise<number[][]>;
}

/** How a job and a seeker become text (the server passes its embeddingText functions). */
export interface EvaluationTexts {
  job(job: EvalJob): string;
  seeker(seeker: EvalSeeker): string;
}

export interface RankingReport {
  k: number;
  embedderNdcg: number;
  baselineNdcg: number;
  perJob: Array<{ jobId: string; embedder: number; baseline: number }>;
}

export function ndcgAt(k: number, ranked: string[], gains: Record<string, number>): number {
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + ((2 ** (gains[id] ?? 0) - 1) / Math.log2(i + 2)), 0);
  const ideal = Object.values(gains)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

const BASELINE_STOPWORDS = new Set(
  'a an the and or of in on at to for with by from as is are be our your we you this that years year experience'.split(' '),
);

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !BASELINE_STOPWORDS.has(w)));
}

export function keywordOverlap(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / Math.sqrt(wa.size * wb.size);
}

function dot(a: number[], b: number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function rank(scores: number[]): string[] {
  return EVAL_SEEKERS.map((s, i) => ({ id: s.id, score: scores[i] }))
    .sort((x, y) => y.score - x.score || x.id.localeCompare(y.id))
    .map((r) => r.id);
}

export async function evaluateRankingWith(embedder: TextEmbedder, texts: EvaluationTexts, k = 5): Promise<RankingReport> {
  const jobTexts = EVAL_JOBS.map(texts.job);
  const seekerTexts = EVAL_SEEKERS.map(texts.seeker);
  const vectors = await embedder.embed([...jobTexts, ...seekerTexts]);
  const jobVectors = vectors.slice(0, jobTexts.length);
  const seekerVectors = vectors.slice(jobTexts.length);
  const perJob = EVAL_JOBS.map((job, j) => {
    const gains = EVAL_LABELS[job.id] ?? {};
    const byEmbedder = rank(seekerVectors.map((v) => dot(jobVectors[j], v)));
    const byKeywords = rank(seekerTexts.map((t) => keywordOverlap(jobTexts[j], t)));
    return { jobId: job.id, embedder: ndcgAt(k, byEmbedder, gains), baseline: ndcgAt(k, byKeywords, gains) };
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    k,
    embedderNdcg: mean(perJob.map((p) => p.embedder)),
    baselineNdcg: mean(perJob.map((p) => p.baseline)),
    perJob,
  };
}
