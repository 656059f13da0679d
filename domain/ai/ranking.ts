/**
 * nDCG@k of matching engines on the labelled evaluation set, beside two keyword baselines: word
 * overlap (cosine of the two texts' sets of content words) and TF-IDF (cosine of tf-idf weighted
 * words, idf over the whole set). Every engine ranks every seeker for every job (but the sealed
 * part, which ranks its own seekers only); figures are means over jobs, overall and per group (easy
 * or hard, tuning or held-out part), and the sealed part's apart.
 */
import { EVAL_JOBS, EVAL_LABELS, EVAL_SEEKERS } from './evaluationSet';
import type { EvalJob, EvalSeeker } from './evaluationTypes';

export interface TextEmbedder {
  embed(texts: string[]): Promise<number[][]>;
}

/** How a job and a seeker become text (the server passes its embeddingText functions). */
export interface EvaluationTexts {
  job(job: EvalJob): string;
  seeker(seeker: EvalSeeker): string;
  /**
   * The seeker as the server holds it once its résumé (EvalSeeker.resume) is uploaded and its
   * overview written (every part's seekers pass through it; one with an overview already is
   * unchanged); without it, a résumé part is scored on its résumés as they are.
   */
  prepare?(seeker: EvalSeeker): EvalSeeker;
  /** The job as the ranking reads it (a robustness figure changes it: its years fields left out); unchanged without it. */
  prepareJob?(job: EvalJob): EvalJob;
}

/** The full relevance score of a pair, from the cosine of their vectors (the server's hybrid). */
export type PairScorer = (job: EvalJob, seeker: EvalSeeker, cosine: number) => number;

export interface EngineFigures {
  jobs: number;
  embedder: number;
  hybrid: number;
  keyword: number;
  tfidf: number;
}

export interface RankingReport extends EngineFigures {
  k: number;
  /** kept names: the plain embedder and the word-overlap baseline over every job */
  embedderNdcg: number;
  baselineNdcg: number;
  /** by `${kind}/${part}`, e.g. 'hard/heldout' */
  groups: Record<string, EngineFigures>;
  /** the blind part alone (also inside its held-out groups), by kind and 'all' */
  blind: Record<string, EngineFigures>;
  /**
   * the sealed part alone (evaluationSetSealed.ts), by kind and 'all': its jobs rank its seekers only,
   * and are in neither groups, perJob nor the overall means
   */
  sealed: Record<string, EngineFigures>;
  /**
   * the résumé parts (evaluationSetResumes*.ts, tuning; evaluationSetSealedResumes.ts, sealed),
   * by kind and 'all', seekers prepared as the server holds them (EvaluationTexts.prepare); like the
   * sealed part, in neither groups, perJob nor the overall means
   */
  resume: Record<string, EngineFigures>;
  sealedResume: Record<string, EngineFigures>;
  /** the opened part (evaluationSetOpened.ts, tuning), by kind and 'all'; like the résumé parts, apart */
  opened: Record<string, EngineFigures>;
  /**
   * the two sealed parts batch by batch ('sealed/first', 'sealed/sealed2', 'sealedResume/first', …),
   * by kind and 'all': each batch was written blind at another time, so a fresh one is a fresh reading
   */
  sealedBatches: Record<string, Record<string, EngineFigures>>;
  /** the jobs of the tuning parts kept apart (the résumé parts, the opened part) one by one; never a sealed one */
  apartTuningJobs: RankingReport['perJob'];
  perJob: Array<{ jobId: string; group: string; blind: boolean; embedder: number; hybrid: number; baseline: number; tfidf: number }>;
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

function wordList(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !BASELINE_STOPWORDS.has(w));
}

export function keywordOverlap(a: string, b: string): number {
  const wa = new Set(wordList(a));
  const wb = new Set(wordList(b));
  if (wa.size === 0 || wb.size === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / Math.sqrt(wa.size * wb.size);
}

/** TF-IDF vectors of a corpus (log tf, smoothed idf), L2-normalised, as word → weight maps. */
export function tfidfVectors(texts: string[]): Array<Map<string, number>> {
  const docs = texts.map(wordList);
  const df = new Map<string, number>();
  for (const words of docs) for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
  return docs.map((words) => {
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    const v = new Map<string, number>();
    let norm = 0;
    for (const [w, n] of tf) {
      const weight = (1 + Math.log(n)) * Math.log((1 + docs.length) / (1 + (df.get(w) ?? 0)) + 1);
      v.set(w, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [w, x] of v) v.set(w, x / norm);
    return v;
  });
}

function sparseDot(a: Map<string, number>, b: Map<string, number>): number {
  let s = 0;
  for (const [w, x] of a) s += x * (b.get(w) ?? 0);
  return s;
}

function dot(a: number[], b: number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** The parts whose jobs rank their own seekers alone, and whose seekers no other job ranks. */
export const SELF_CONTAINED = new Set<string>(['sealed', 'resume', 'sealedResume', 'opened']);

/**
 * Which seekers a job ranks: only those of its own batch (EvalJob.batch); a job of a self-contained
 * part (sealed, the résumé parts) that part's seekers alone, and no other job one of them; a held-out job those that were there before
 * tuning-only ones joined (EvalSeeker.part); a tuning-only job (EvalJob.source 'padded') the
 * tuning-only seekers alone.
 */
export function ranksSeeker(job: EvalJob, seeker: EvalSeeker): boolean {
  if (job.batch !== seeker.batch) return false;
  if (job.source && SELF_CONTAINED.has(job.source)) return seeker.part === job.source;
  if (seeker.part && SELF_CONTAINED.has(seeker.part)) return false;
  if (job.source === 'padded') return seeker.part === 'tuning';
  return job.part !== 'heldout' || seeker.part !== 'tuning';
}

export const groupOf = (job: EvalJob) => `${job.kind ?? 'easy'}/${job.part ?? 'tuning'}`;

type JobRow = RankingReport['perJob'][number];

/**
 * Each job's nDCG@k over the seekers it ranks, with idf over these jobs' and seekers' texts alone.
 * Called once for the sealed part and once for the rest, so the sealed texts never enter the
 * others' embedding batch or TF-IDF (and the other figures stay as they were before it joined).
 */
async function rowsOf(
  jobs: EvalJob[],
  seekers: EvalSeeker[],
  embedder: TextEmbedder,
  texts: EvaluationTexts,
  k: number,
  hybrid?: PairScorer,
): Promise<JobRow[]> {
  const rank = (job: EvalJob, scores: number[]): string[] =>
    seekers
      .map((s, i) => ({ id: s.id, score: scores[i], ranked: ranksSeeker(job, s) }))
      .filter((r) => r.ranked)
      .sort((x, y) => y.score - x.score || x.id.localeCompare(y.id))
      .map((r) => r.id);
  const jobTexts = jobs.map(texts.job);
  const seekerTexts = seekers.map(texts.seeker);
  const vectors = await embedder.embed([...jobTexts, ...seekerTexts]);
  const jobVectors = vectors.slice(0, jobTexts.length);
  const seekerVectors = vectors.slice(jobTexts.length);
  // idf over the texts a job ranks: a held-out job's baseline stays as it was before tuning-only jobs and seekers joined
  const tfidfAll = tfidfVectors([...jobTexts, ...seekerTexts]);
  const heldJobs = jobs.flatMap((job, j) => (job.source === 'padded' ? [] : [j]));
  const heldSeekers = seekers.flatMap((s, i) => (s.part === 'tuning' ? [] : [i]));
  const tfidfHeld = tfidfVectors([...heldJobs.map((j) => jobTexts[j]), ...heldSeekers.map((i) => seekerTexts[i])]);
  const heldJobAt = new Map(heldJobs.map((j, at) => [j, at]));
  const heldAt = new Map(heldSeekers.map((i, at) => [i, heldJobs.length + at]));
  const tfidfOf = (job: EvalJob, j: number, i: number) =>
    job.part === 'heldout'
      ? sparseDot(tfidfHeld[heldJobAt.get(j) ?? -1] ?? new Map(), tfidfHeld[heldAt.get(i) ?? -1] ?? new Map())
      : sparseDot(tfidfAll[j], tfidfAll[jobTexts.length + i]);
  return jobs.map((job, j) => {
    const gains = EVAL_LABELS[job.id] ?? {};
    const cosines = seekerVectors.map((v) => dot(jobVectors[j], v));
    const byHybrid = hybrid ? rank(job, seekers.map((s, i) => hybrid(job, s, cosines[i]))) : rank(job, cosines);
    return {
      jobId: job.id,
      group: groupOf(job),
      blind: job.source === 'blind',
      embedder: ndcgAt(k, rank(job, cosines), gains),
      hybrid: ndcgAt(k, byHybrid, gains),
      baseline: ndcgAt(k, rank(job, seekerTexts.map((t) => keywordOverlap(jobTexts[j], t))), gains),
      tfidf: ndcgAt(k, rank(job, seekerTexts.map((_, i) => tfidfOf(job, j, i))), gains),
    };
  });
}

export async function evaluateRankingWith(
  embedder: TextEmbedder,
  texts: EvaluationTexts,
  k = 5,
  hybrid?: PairScorer,
): Promise<RankingReport> {
  const isOwnPart = (job: EvalJob) => job.source !== undefined && SELF_CONTAINED.has(job.source);
  const prepared = (s: EvalSeeker) => texts.prepare?.(s) ?? s;
  const jobsOf = (keep: (job: EvalJob) => boolean) => EVAL_JOBS.filter(keep).map((job) => texts.prepareJob?.(job) ?? job);
  const perJob = await rowsOf(
    jobsOf((job) => !isOwnPart(job)),
    EVAL_SEEKERS.filter((s) => s.part === undefined || !SELF_CONTAINED.has(s.part)).map(prepared),
    embedder,
    texts,
    k,
    hybrid,
  );
  const partRows = (part: 'resume' | 'opened') =>
    rowsOf(
      jobsOf((job) => job.source === part),
      EVAL_SEEKERS.filter((s) => s.part === part).map(prepared),
      embedder,
      texts,
      k,
      hybrid,
    );
  const resumeRows = await partRows('resume');
  const openedRows = await partRows('opened');
  // a sealed part's batches were each written and labelled on their own: each is ranked, and its
  // TF-IDF weighed, over its own texts alone, so a new batch leaves an older one's figures as they were
  const sealedBatchRows = new Map<string, JobRow[]>();
  for (const part of ['sealed', 'sealedResume'] as const) {
    const partJobs = jobsOf((job) => job.source === part);
    for (const batch of new Set(partJobs.map((job) => job.batch))) {
      const batchRows = await rowsOf(
        partJobs.filter((job) => job.batch === batch),
        EVAL_SEEKERS.filter((s) => s.part === part && s.batch === batch).map(prepared),
        embedder,
        texts,
        k,
        hybrid,
      );
      sealedBatchRows.set(`${part}/${batch ?? 'first'}`, batchRows);
    }
  }
  // the sealed parts' rows are kept out of perJob, groups and the overall means: only their own figures leave here
  const rowsOfPart = (part: string) => [...sealedBatchRows].filter(([name]) => name.startsWith(`${part}/`)).flatMap(([, rows]) => rows);
  const figures = (rows: JobRow[]): EngineFigures => {
    const mean = (pick: (r: JobRow) => number) => rows.reduce((a, r) => a + pick(r), 0) / (rows.length || 1);
    return { jobs: rows.length, embedder: mean((r) => r.embedder), hybrid: mean((r) => r.hybrid), keyword: mean((r) => r.baseline), tfidf: mean((r) => r.tfidf) };
  };
  const byKind = (rows: JobRow[]): Record<string, EngineFigures> => {
    const out: Record<string, EngineFigures> = { all: figures(rows) };
    for (const kind of ['easy', 'hard']) out[kind] = figures(rows.filter((p) => p.group.startsWith(kind)));
    return out;
  };
  const groups: Record<string, EngineFigures> = {};
  for (const group of [...new Set(perJob.map((p) => p.group))].sort()) groups[group] = figures(perJob.filter((p) => p.group === group));
  const blind = byKind(perJob.filter((p) => p.blind));
  const sealed = byKind(rowsOfPart('sealed'));
  const all = figures(perJob);
  return {
    k,
    ...all,
    embedderNdcg: all.embedder,
    baselineNdcg: all.keyword,
    groups,
    blind,
    sealed,
    resume: byKind(resumeRows),
    sealedResume: byKind(rowsOfPart('sealedResume')),
    sealedBatches: Object.fromEntries([...sealedBatchRows].map(([name, rows]) => [name, byKind(rows)])),
    opened: byKind(openedRows),
    apartTuningJobs: [...resumeRows, ...openedRows],
    perJob,
  };
}
