/**
 * The AI rules: what is embedded, when an overview can be written, and how candidates are
 * ranked. SQL lives in server/db/repositories/ai.ts; providers are picked by server/ai/config.ts.
 */
import { AI_MESSAGES, MAX_CANDIDATES_PAGE_SIZE, TOP_CANDIDATES } from '../../domain/ai/messages';
import type { MatchExplanation, SkillMatch } from '../../domain/ai/match';
import { roleAboveTitle } from '../../domain/ai/seekerRoles';
import { seniorityFit } from '../../domain/ai/seniority';
import type { Candidate, JobPreferences, PersonalDetails, RelevantCandidate } from '../../domain/types';
import { createBatcher } from '../ai/batcher';
import { buildMissingAiData, type BulkBuildReport } from '../ai/bulkBuild';
import { type AiConfig, loadAiConfig } from '../ai/config';
import { isValidVector } from '../ai/embedder';
import { jobEmbeddingText, jobSeekerEmbeddingText } from '../ai/embeddingText';
import { evidenceFor } from '../ai/evidence';
import { explainSkills, matchedText } from '../ai/explain';
import { buildWhileFresh } from '../ai/freshWrite';
import { AiProviderError } from '../ai/openai/http';
import { extractResumeText } from '../ai/overview/pdfText';
import { type AiProviders, createAiProviders } from '../ai/providers';
import { type Relevance, relevance } from '../ai/relevance';
import { seekerFeatures, yearsFromProfileText } from '../ai/seekerFeatures';
import { adWordsShared, type JobFeatures, jobFeatures } from '../ai/jobFeatures';
import * as repo from '../db/repositories/ai';
import { AI_PRIORITY, enqueueMissingWork, enqueueTask, listTasks } from '../db/repositories/aiTasks';
import { type AiWorker, type AiWorkerOptions, startAiWorker } from '../ai/worker';
import { isUuid } from '../db/repositories/shared';
import { AppError, badInput, conflict, notFound } from '../errors';
import { parseObjectUrl } from '../storage/fileStore';
import { createCandidateRanking } from './candidateRanking';
import type { ServiceDeps } from './deps';

export interface AiServiceOptions {
  config?: AiConfig;
  /** replaces the configured providers (tests) */
  providers?: Partial<AiProviders>;
}

export function createAiService(deps: ServiceDeps, options: AiServiceOptions = {}) {
  const { db, files } = deps;
  const config = options.config ?? loadAiConfig(process.env);
  const providers = { ...createAiProviders(config), ...options.providers };

  // Provider failures (bad key, overloaded server) are for the operator to act on: their message
  // reaches the caller instead of the generic internal error.
  async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AiProviderError) throw new AppError('INTERNAL', error.message);
      throw error;
    }
  }

  async function embedOne(text: string): Promise<number[]> {
    const [vector] = await viaProvider(() => providers.embedder.embed([text]));
    if (!isValidVector(vector)) throw new Error(`Embedder ${providers.embedder.name} returned an invalid vector.`);
    return vector;
  }

  /** The resume's text and the overview written from it. */
  async function writeOverview(resumeUrl: string | null): Promise<{ text: string; overview: string }> {
    if (!resumeUrl) throw badInput(AI_MESSAGES.noResume);
    const location = parseObjectUrl(resumeUrl);
    const file = location ? await files.get(location.bucket, location.object) : null;
    if (!file) throw badInput(AI_MESSAGES.resumeFileMissing);
    const text = await extractResumeText(file.bytes);
    const overview = (await viaProvider(() => providers.overviewWriter.write(text))).trim();
    if (!overview) throw new Error(`Overview writer ${providers.overviewWriter.name} returned an empty overview.`);
    return { text, overview };
  }

  const ranking = createCandidateRanking(db);

  async function topCandidatesForJobs(jobIds: readonly string[], signal?: AbortSignal): Promise<Map<string, RelevantCandidate[]>> {
    const top = await ranking.topForJobs(jobIds, TOP_CANDIDATES, signal);
    return new Map(
      jobIds.map((id) => [id, (top.get(id) ?? []).map((row) => ({ jobSeekerId: row.id, jobSeekerName: row.full_name, percentage: row.relevance * 100 }))]),
    );
  }

  /**
   * One pair as the score reads it: the job's text, the seeker, the seeker's match features and
   * the relevance (relevance.ts; null while either side has no vector). One read of each; given
   * the job's features already (the ranking's cache), the job's text is not read again.
   */
  async function readPair(jobId: string, jobSeekerId: string, knownJob?: JobFeatures) {
    const job = knownJob ? null : await repo.findJobText(db, jobId);
    const jobMatch = knownJob ?? (job ? jobFeatures(job) : null);
    const seeker = await repo.findSeekerForAi(db, jobSeekerId);
    const features = seeker ? seekerFeatures(seeker) : null;
    const cosine = jobMatch && seeker ? await repo.similarity(db, jobId, jobSeekerId) : null;
    const match: Relevance | null = jobMatch && features && cosine !== null ? relevance(cosine, jobMatch, features) : null;
    return { job, seeker, features, match };
  }

  /** The texts a match is explained from; an unknown job or seeker is not found. */
  async function matchTexts(jobId: string, jobSeekerId: string) {
    const texts = isUuid(jobId) && isUuid(jobSeekerId) ? await repo.findMatchTexts(db, jobId, jobSeekerId) : null;
    if (!texts) throw notFound('Job or job seeker');
    return texts;
  }
  // Job.relevantCandidates of a whole page of jobs resolves together (a few queries per 25 jobs).
  // A read with a stop signal (its time budget) batches on its own, so its searches stop with it
  // and never take another request's jobs down with them.
  const topCandidatesBatched = createBatcher((ids: string[]) => topCandidatesForJobs(ids), [] as RelevantCandidate[]);
  const topCandidatesOfRead = new WeakMap<AbortSignal, (jobId: string) => Promise<RelevantCandidate[]>>();
  function topCandidatesBatcher(signal: AbortSignal | undefined) {
    if (!signal) return topCandidatesBatched;
    let batched = topCandidatesOfRead.get(signal);
    if (!batched) {
      batched = createBatcher((ids: string[]) => topCandidatesForJobs(ids, signal), [] as RelevantCandidate[]);
      topCandidatesOfRead.set(signal, batched);
    }
    return batched;
  }

  const pairKey = (jobId: string, jobSeekerId: string) => `${jobId}|${jobSeekerId}`;
  // Candidate.match of one page of candidates: two queries, not two per row.
  async function explainPairs(keys: string[]): Promise<Map<string, SkillMatch | null>> {
    const pairs = keys.map((k) => k.split('|') as [string, string]).filter(([j, s]) => isUuid(j) && isUuid(s));
    const texts = await repo.findMatchTextsMany(db, [...new Set(pairs.map((p) => p[0]))], [...new Set(pairs.map((p) => p[1]))]);
    const out = new Map<string, SkillMatch | null>();
    for (const [jobId, seekerId] of pairs) {
      const required = texts.jobs.get(jobId);
      const seeker = texts.seekers.get(seekerId);
      out.set(pairKey(jobId, seekerId), required && seeker ? explainSkills(required, seeker) : null);
    }
    return out;
  }
  const explainBatched = createBatcher(explainPairs, null as SkillMatch | null);

  const service = {
    embedderName: providers.embedder.name,
    overviewWriterName: providers.overviewWriter.name,

    /**
     * Embeds the job's text (embeddingText.ts) and stores it; returns the job id. The vector is
     * stored only while the text is the one embedded (freshWrite.ts): an edit meanwhile wins.
     */
    async createJobEmbedding(jobId: string): Promise<string> {
      if (!isUuid(jobId)) throw notFound('Job');
      await buildWhileFresh(db, {
        read: (d, lock) => repo.findJobText(d, jobId, lock),
        basis: jobEmbeddingText,
        build: (_job, text) => embedOne(text),
        save: (tx, vector) => repo.saveJobEmbedding(tx, jobId, vector),
        gone: () => notFound('Job'),
        churned: () => conflict(AI_MESSAGES.changedMeanwhile),
      });
      return jobId;
    },

    /**
     * Reads the seeker's resume PDF, writes the overview, stores both texts; returns the seeker id.
     * Stored only while the resume is the one read: a resume replaced or deleted meanwhile wins.
     */
    async createJobSeekerOverview(jobSeekerId: string): Promise<string> {
      if (!isUuid(jobSeekerId)) throw notFound('Job seeker');
      await buildWhileFresh(db, {
        read: (d, lock) => repo.findSeekerForAi(d, jobSeekerId, lock),
        basis: (seeker) => seeker.resumeUrl ?? '',
        build: (seeker) => writeOverview(seeker.resumeUrl),
        save: (tx, written) => repo.saveSeekerOverview(tx, jobSeekerId, written.text, written.overview),
        gone: () => notFound('Job seeker'),
        churned: () => conflict(AI_MESSAGES.changedMeanwhile),
      });
      return jobSeekerId;
    },

    /** Embeds the seeker's overview and profile; needs an overview. Returns the seeker id. */
    async createJobSeekerEmbedding(jobSeekerId: string): Promise<string> {
      if (!isUuid(jobSeekerId)) throw notFound('Job seeker');
      await buildWhileFresh(db, {
        read: (d, lock) => repo.findSeekerForAi(d, jobSeekerId, lock),
        basis: jobSeekerEmbeddingText,
        build: async (seeker, text) => {
          if (!seeker.overview?.trim()) throw badInput(AI_MESSAGES.noOverview);
          return { vector: await embedOne(text), years: yearsFromProfileText(seeker) };
        },
        save: (tx, built) => repo.saveSeekerEmbedding(tx, jobSeekerId, built.vector, built.years),
        gone: () => notFound('Job seeker'),
        churned: () => conflict(AI_MESSAGES.changedMeanwhile),
      });
      return jobSeekerId;
    },

    /** Seekers with an embedding, most similar first; a 0-based page of `size` (1..50). */
    async getRelevantCandidates(jobId: string, page = 0, size = 5): Promise<Array<Candidate & { jobId: string }>> {
      if (!Number.isInteger(size) || size < 1 || size > MAX_CANDIDATES_PAGE_SIZE) throw badInput(AI_MESSAGES.pageSize);
      if (!Number.isInteger(page) || page < 0) throw badInput(AI_MESSAGES.page);
      if (!isUuid(jobId)) throw notFound('Job');
      const ranked = await ranking.rankedRange(jobId, page * size, page * size + size);
      const scores = new Map(ranked.map((row) => [row.id, row.relevance]));
      // The profile a candidate card shows is the seeker's, read as the seeker's own fields
      // (domain/entities/jobSeekers.ts), in the ranked order.
      const seekers = new Map((await repo.findCandidateProfiles(db, [...scores.keys()])).map((s) => [s._id, s]));
      return ranked.flatMap(({ id }) => {
        const seeker = seekers.get(id);
        if (!seeker) return [];
        return [
          {
            // not in the contract's Candidate: lets Candidate.match know which job it explains
            jobId,
            _id: id,
            personalDetails: seeker.personalDetails as PersonalDetails,
            jobPreferences: seeker.jobPreferences as JobPreferences,
            overview: seeker.overview ?? null,
            experience: seeker.yearsOfExperience ?? null,
            relevancyScore: scores.get(id) ?? 0,
          },
        ];
      });
    },

    /** The relevance score (server/ai/relevance.ts), 0..1: the one the candidate lists rank by. */
    async getRelevancyScore(jobId: string, jobSeekerId: string): Promise<number> {
      const job = await ranking.requireJobFeatures(jobId);
      if (!isUuid(jobSeekerId)) throw notFound('Job seeker');
      const { seeker, match } = await readPair(jobId, jobSeekerId, job);
      if (!seeker) throw notFound('Job seeker');
      if (!seeker.hasEmbedding || match === null) throw badInput(AI_MESSAGES.seekerHasNoEmbedding);
      return match.score;
    },

    /**
     * The top 5 of one job for Job.relevantCandidates; [] when the job has no embedding. Once
     * `signal` (the read's) has aborted, no search is started for it: the read was refused.
     */
    topCandidatesForJob(jobId: string, signal?: AbortSignal): Promise<RelevantCandidate[]> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return topCandidatesBatcher(signal)(jobId);
    },

    /** The top 5 of each job, a few queries per 25 jobs; stops between them once `signal` aborts. */
    topCandidatesForJobs,

    /**
     * Queues overview then embedding for a seeker whose resume was uploaded or replaced; the
     * worker (server/ai/worker.ts) runs it. Call after the new resumeUrl is stored.
     */
    async enqueueSeekerRefresh(jobSeekerId: string): Promise<void> {
      if (isUuid(jobSeekerId)) await enqueueTask(db, 'seeker_overview', jobSeekerId, 0, AI_PRIORITY.personWaiting);
    },

    /** Queues a seeker embedding (after a profile edit cleared it; the overview stayed). */
    async enqueueSeekerEmbedding(jobSeekerId: string): Promise<void> {
      if (isUuid(jobSeekerId)) await enqueueTask(db, 'seeker_embedding', jobSeekerId, 0, AI_PRIORITY.personWaiting);
    },

    /** Queues a job embedding (e.g. after its content changed and the vector was cleared). */
    async enqueueJobEmbedding(jobId: string): Promise<void> {
      if (isUuid(jobId)) await enqueueTask(db, 'job_embedding', jobId, 0, AI_PRIORITY.personWaiting);
    },

    /** Queues overviews and embeddings the data lacks (see enqueueMissingWork); returns the count. */
    enqueueMissingWork(): Promise<number> {
      return enqueueMissingWork(db);
    },

    /**
     * Builds, in bulk and at once, the overviews and vectors the data lacks — only with the local
     * models, which are deterministic and fast (1,000 demo seekers and 300 jobs in about a second),
     * so the demo is AI-ready when the console is; a remote provider is left to the background
     * queue. Returns what it built, or null when it left the work to the queue.
     */
    async buildMissingNow(): Promise<BulkBuildReport | null> {
      if (config.provider !== 'local' || options.providers) return null;
      return buildMissingAiData(db, providers);
    },

    /** Queued, running and failed AI tasks of one job or seeker (diagnostics and tests). */
    tasksOf(targetId: string) {
      return isUuid(targetId) ? listTasks(db, targetId) : Promise.resolve([]);
    },

    /** The job's required skills the seeker shows and those missing (beyond the spec). */
    async explainMatch(jobId: string, jobSeekerId: string): Promise<SkillMatch> {
      const texts = await matchTexts(jobId, jobSeekerId);
      return explainSkills(texts.required, texts.seeker);
    },

    /** explainMatch with the relevancy score (null while either side has no vector). */
    async explainMatchWithScore(jobId: string, jobSeekerId: string): Promise<MatchExplanation> {
      const texts = await matchTexts(jobId, jobSeekerId);
      const { job, features, match } = await readPair(jobId, jobSeekerId);
      // the years the score weighs (the field, else those the résumé's own words state), also
      // before the vectors exist
      const seniority = match?.seniority ?? seniorityFit(features?.years ?? null, job ?? {});
      return {
        jobId,
        jobSeekerId,
        ...explainSkills(texts.required, texts.seeker),
        relevancyScore: match === null ? null : match.score,
        seekerYears: seniority.years,
        requiredYears: seniority.required,
        // the rank the score holds against a store manager for the counter, named so staff see it
        roleAboveOpening: job ? roleAboveTitle(job, texts.seeker) : null,
        evidence: job ? evidenceFor(job, matchedText(texts.seeker)) : [],
        adWords: job ? adWordsShared(job, texts.seeker) : [],
      };
    },

    /** The skills of one candidate of a page; the rows of a page are explained together. */
    candidateMatch(jobId: string, jobSeekerId: string): Promise<SkillMatch | null> {
      return explainBatched(pairKey(jobId, jobSeekerId));
    },
  };
  return {
    ...service,
    /** Starts the background worker of the AI task queue; stop it on shutdown. */
    startWorker(options: Partial<AiWorkerOptions> = {}): AiWorker {
      return startAiWorker(db, service, { pollMs: config.queuePollMs, ...options });
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
