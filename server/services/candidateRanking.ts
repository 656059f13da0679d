/**
 * How relevant candidates are ranked: a wide set by match vector (closeness and seniority fit in
 * one nearest-neighbour scan, server/ai/matchVector.ts), re-ranked exactly by the relevance score
 * (server/ai/relevance.ts). Match features of jobs and seekers are cached here, under the time
 * their vector was built (every edit the score reads rebuilds the vector, so a newer stamp means
 * newer features).
 */
import { AI_MESSAGES } from '../../domain/ai/messages';
import { seniorityQuery } from '../ai/matchVector';
import { relevance } from '../ai/relevance';
import type { SeekerFeatures, SeekerMatchSource } from '../ai/seekerFeatures';
import { type JobFeatures, jobFeatures, type JobMatchSource } from '../ai/jobFeatures';
import { createFeatureCache } from '../ai/featureCache';
import type { Db } from '../db/client';
import * as repo from '../db/repositories/ai';
import type { NearRow } from '../db/repositories/ai';
import { prioritiseTask } from '../db/repositories/aiTasks';
import { isUuid } from '../db/repositories/shared';
import { badInput, notFound } from '../errors';

/**
 * How many seekers of the match vector's scan are re-ranked by the full relevance score: wide
 * enough that the exact top 5 is in it, small enough for a page in a few milliseconds (the scan's
 * cost grows with the rows it returns). Recall@5 against the exact relevance ranking of 100,000
 * demo seekers, the bench's 100 jobs: in process (tests/bench/matchRecall.ts) 50 → 0.94, 75 →
 * 0.98, 100 → 0.99 (the plain embedding scan of before: 0.77 / 0.86 / 0.89, 150 → 0.93); through
 * the HNSW index 0.976 for 75, 0.986 for 100 (server/ai/README.md, "Matching in the database").
 */
export const RERANK_WINDOW = 75;

/**
 * Jobs searched per query by topForJobs: ~25 lateral scans are ~60-100 ms on the embedded
 * database with the demo's 1,000 seekers, so a read stopped by its budget runs on for at most
 * about that, and other requests get the thread between batches (server/db/pgliteTurns.ts).
 */
export const TOP_SEARCH_BATCH = 25;

const seekerSource = (row: repo.SeekerMatchRow): SeekerMatchSource => ({
  skills: row.skills,
  overview: row.overview,
  resumeText: row.resume_text,
  preferredRoles: row.preferred_roles,
  yearsOfExperience: row.years_of_experience,
});

export type RankedRow<Row extends NearRow = NearRow> = Row & { relevance: number };

export function createCandidateRanking(db: Db) {
  const seekerFeatureCache = createFeatureCache();
  const jobFeatureCache = new Map<string, JobFeatures>();
  // the stamp of each job's vector as its last scan saw it: the next page builds its query from it
  const lastJobStamp = new Map<string, string>();

  function cachedJobFeatures(key: string, source: () => JobMatchSource): JobFeatures {
    let features = jobFeatureCache.get(key);
    if (!features) {
      if (jobFeatureCache.size >= 5_000) jobFeatureCache.delete(jobFeatureCache.keys().next().value as string);
      jobFeatureCache.set(key, (features = jobFeatures(source())));
    }
    return features;
  }

  /** The job's match features as of its vector's stamp (read from the job on a cache miss). */
  async function jobFeaturesAt(jobId: string, stamp: string): Promise<JobFeatures> {
    const key = `${jobId}|${stamp}`;
    if (jobFeatureCache.has(key)) return cachedJobFeatures(key, () => ({}));
    const text = await repo.findJobText(db, jobId);
    if (!text) throw notFound('Job');
    return cachedJobFeatures(key, () => text);
  }

  /** The stamp of the job's vector; not found, or a job without a vector, is refused. */
  async function requireJobStamp(jobId: string): Promise<string> {
    const stamp = isUuid(jobId) ? await repo.jobVectorStamp(db, jobId) : undefined;
    if (stamp === undefined) throw notFound('Job');
    if (stamp === null) {
      // someone opened a job whose vector is still queued: build it before the backlog
      await prioritiseTask(db, 'job_embedding', jobId);
      throw badInput(AI_MESSAGES.jobHasNoEmbedding);
    }
    return stamp;
  }

  /** The job's match features; not found, or a job without a vector, is refused. */
  async function requireJobFeatures(jobId: string): Promise<JobFeatures> {
    return jobFeaturesAt(jobId, await requireJobStamp(jobId));
  }

  const featureKey = (row: { id: string; stamp: string }) => `${row.id}|${row.stamp}`;

  /** Reads, in one query, the profiles of the seekers not in the feature cache yet. */
  async function primeFeatures(rows: readonly NearRow[]): Promise<Map<string, SeekerFeatures>> {
    const features = new Map<string, SeekerFeatures>();
    const missing: string[] = [];
    for (const row of rows) {
      const cached = seekerFeatureCache.get(featureKey(row));
      if (cached) features.set(row.id, cached);
      else missing.push(row.id);
    }
    for (const row of await repo.seekerMatchRows(db, [...new Set(missing)])) {
      features.set(row.id, seekerFeatureCache.set(featureKey(row), seekerSource(row)));
    }
    return features;
  }

  /**
   * Rows of the scan, re-ranked exactly by the relevance score (ties: closer vector, then id).
   * The scan's rows are this page's own, so each takes its score in place: a copy of each row
   * (`{ ...row, relevance }`) was seen to outlive the page in the young generation and be
   * promoted, so every scavenge copied megabytes and took ~4 ms inside some page.
   */
  function rerank<Row extends NearRow>(rows: Row[], job: JobFeatures, features: Map<string, SeekerFeatures>): Array<RankedRow<Row>> {
    const ranked: Array<RankedRow<Row>> = [];
    for (const row of rows) {
      const seeker = features.get(row.id);
      if (!seeker) continue;
      const scored = row as RankedRow<Row>;
      scored.relevance = relevance(row.score, job, seeker).score;
      ranked.push(scored);
    }
    return ranked.sort((a, b) => b.relevance - a.relevance || b.score - a.score || a.id.localeCompare(b.id));
  }

  /**
   * One block of the job's scan, re-ranked; `full` when the scan filled it. The query's seniority
   * part comes from the job as its last scan saw it; a scan that finds the job's vector rebuilt
   * since (an edit of the job) runs once more with the job as it is now.
   */
  async function rankedBlock(jobId: string, block: number): Promise<{ rows: RankedRow[]; full: boolean }> {
    let stamp = lastJobStamp.get(jobId) ?? (await requireJobStamp(jobId));
    for (let attempt = 0; ; attempt++) {
      const job = await jobFeaturesAt(jobId, stamp);
      const found = await repo.nearestSeekers(db, jobId, seniorityQuery(job), RERANK_WINDOW, block * RERANK_WINDOW);
      const seen = found[0]?.job_stamp;
      if (!seen) {
        // no rows: the job is gone, lost its vector (both refused) or has no candidates
        lastJobStamp.delete(jobId);
        await requireJobStamp(jobId);
        return { rows: [], full: false };
      }
      if (seen !== stamp && attempt === 0) {
        stamp = seen;
        continue;
      }
      if (lastJobStamp.size >= 5_000) lastJobStamp.delete(lastJobStamp.keys().next().value as string);
      lastJobStamp.set(jobId, seen);
      return { rows: rerank(found, job, await primeFeatures(found)), full: found.length === RERANK_WINDOW };
    }
  }

  return {
    requireJobFeatures,

    /**
     * Candidates from..to (exclusive) of the job's ranking: re-ranked in fixed blocks of
     * RERANK_WINDOW, so every page reads the same order and paging neither repeats nor skips.
     */
    async rankedRange(jobId: string, from: number, to: number): Promise<RankedRow[]> {
      const ranked: RankedRow[] = [];
      for (let block = Math.floor(from / RERANK_WINDOW); block * RERANK_WINDOW < to; block++) {
        const start = block * RERANK_WINDOW;
        const { rows, full } = await rankedBlock(jobId, block);
        ranked.push(...rows.slice(Math.max(from - start, 0), to - start));
        if (!full) break;
      }
      return ranked;
    },

    /**
     * The top `k` of each job (Job.relevantCandidates), a few queries per TOP_SEARCH_BATCH jobs.
     * Each job's search is its own (a lateral scan per job), so the batches answer what one query
     * of every job did; but they give a stop a place to take effect: once `signal` aborts (the
     * read's time budget, server/graphql/timeBudget.ts, or its caller hung up) no further batch is
     * started, where one query of 2,000 jobs ran on for seconds after the answer was refused.
     */
    async topForJobs(jobIds: readonly string[], k: number, signal?: AbortSignal): Promise<Map<string, Array<RankedRow<repo.TopCandidateRow>>>> {
      const ids = [...new Set(jobIds.filter(isUuid))];
      const top = new Map<string, Array<RankedRow<repo.TopCandidateRow>>>();
      for (let from = 0; from < ids.length; from += TOP_SEARCH_BATCH) {
        signal?.throwIfAborted();
        const texts = await repo.findJobTexts(db, ids.slice(from, from + TOP_SEARCH_BATCH));
        const jobs = new Map([...texts].map(([jobId, text]) => [jobId, cachedJobFeatures(`${jobId}|${text.stamp}`, () => text)]));
        const scans = [...jobs].map(([id, job]) => ({ id, seniority: seniorityQuery(job) }));
        signal?.throwIfAborted();
        const rows = await repo.topSeekersForJobs(db, scans, RERANK_WINDOW);
        const features = await primeFeatures(rows);
        for (const [jobId, job] of jobs) top.set(jobId, rerank(rows.filter((r) => r.job_id === jobId), job, features).slice(0, k));
      }
      return top;
    },
  };
}
