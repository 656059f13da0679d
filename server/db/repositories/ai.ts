/** The SQL of the AI features: reading texts, storing vectors, and nearest-neighbour search. */
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../database';
import { exactNearestSeekers, exactTopSeekersForJobs } from '../exactScan';
import type { JobNearRow, JobScan, TopCandidateRow } from '../nearRows';
import { usesExactScan } from '../vectorStorage';
import { hnswScanSettings } from '../sessionSettings';
import { runInSession } from '../sessionStatements';
import { toPgVector } from '../../ai/embedder';
import type { JobSeeker } from '../../../domain/types';
import type { Loaded } from '../fieldMap';
import { findJobSeekerRows } from './jobSeekers';
import type { JobTextSource, SeekerTextSource } from '../../ai/embeddingText';
import type { SeekerMatchSource } from '../../ai/seekerFeatures';

export interface SeekerAiRow extends SeekerTextSource {
  id: string;
  resumeUrl: string | null;
  hasEmbedding: boolean;
}

export type { JobNearRow, JobScan, NearRow, TopCandidateRow } from '../nearRows';

/** Numbers in PostgreSQL's array form, for a float8[] parameter. */
const pgArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * What a job's embedding is built from: the AI engine's input (server/ai/embeddingText.ts),
 * named here on purpose, not derived from the job's declaration (a new display field must not
 * change every vector).
 */
const JOB_TEXT_COLUMNS = [
  'title', 'category', 'industry', 'skills_required', 'description', 'requirements', 'responsibilities',
  'experience', 'years_of_experience', 'education', 'job_type', 'location', 'city', 'state', 'country', 'tags',
] as const;

type JobTextRow = Pick<Selectable<Database['jobs']>, (typeof JOB_TEXT_COLUMNS)[number]>;

function jobTextOf(row: JobTextRow): JobTextSource {
  return {
    title: row.title,
    category: row.category,
    industry: row.industry,
    skillsRequired: row.skills_required,
    description: row.description,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    experience: row.experience,
    yearsOfExperience: row.years_of_experience,
    education: row.education,
    jobType: row.job_type,
    location: row.location,
    city: row.city,
    state: row.state,
    country: row.country,
    tags: row.tags,
  };
}

/** `lock`: FOR UPDATE, inside the transaction that stores what was built from the text. */
export async function findJobText(db: Db, id: string, lock = false): Promise<JobTextSource | null> {
  const query = db.selectFrom('jobs').select(JOB_TEXT_COLUMNS).where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? jobTextOf(row) : null;
}

/** What a seeker's vector is built from: one column list for the bulk build and the single reads. */
const SEEKER_TEXT_COLUMNS = [
  'overview', 'resume_text', 'skills', 'preferred_roles', 'years_of_experience', 'education', 'city', 'state', 'country', 'pref_locations',
] as const;
type SeekerTextRow = Pick<Selectable<Database['job_seekers']>, (typeof SEEKER_TEXT_COLUMNS)[number]>;

function seekerTextOf(row: SeekerTextRow): SeekerTextSource {
  return {
    overview: row.overview,
    resumeText: row.resume_text,
    skills: row.skills,
    preferredRoles: row.preferred_roles,
    yearsOfExperience: row.years_of_experience,
    education: row.education,
    city: row.city,
    state: row.state,
    country: row.country,
    preferredLocations: row.pref_locations,
  };
}

type SeekerTexts = Array<SeekerTextSource & { id: string }>;

/** The seekers one condition picks, with what their vector and years are read from. */
async function seekerTextsWhere(db: Db, missing: 'embedding' | 'years_in_text'): Promise<SeekerTexts> {
  const rows = await db
    .selectFrom('job_seekers')
    .select(['id', ...SEEKER_TEXT_COLUMNS])
    .where(missing === 'embedding' ? 'overview' : 'embedding', 'is not', null)
    .where(missing, 'is', null)
    .execute();
  return rows.map((row) => ({ id: row.id, ...seekerTextOf(row) }));
}

/** Seekers with an overview but no vector, with what their vector is built from (bulk build). */
export const findSeekersMissingVectors = (db: Db): Promise<SeekerTexts> => seekerTextsWhere(db, 'embedding');

/**
 * Seekers with a vector whose text was never read for years (vectors built before migration 024,
 * or written by a bulk load), with what the rule reads.
 */
export const findSeekersMissingYearsInText = (db: Db): Promise<SeekerTexts> => seekerTextsWhere(db, 'years_in_text');

/** The texts of some jobs, with when their vector was built (match features are cached under it). */
export async function findJobTexts(db: Db, ids: readonly string[]): Promise<Map<string, JobTextSource & { stamp: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select(['id', sql<string | null>`coalesce(embedding_updated_at::text, '-')`.as('stamp'), ...JOB_TEXT_COLUMNS])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, { ...jobTextOf(row), stamp: row.stamp }]));
}

/** The stamp of a job's vector (null: none), to know whether cached job features are current. */
export async function jobVectorStamp(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select(sql<string | null>`CASE WHEN embedding IS NOT NULL THEN coalesce(embedding_updated_at::text, '-') END`.as('stamp'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.stamp : undefined;
}

/** Internal jobs without a vector, with what their vector is built from (bulk build). */
export async function findJobTextsMissingVectors(db: Db): Promise<Array<JobTextSource & { id: string }>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', ...JOB_TEXT_COLUMNS])
    .where('is_external_job', '=', false)
    .where('embedding', 'is', null)
    .execute();
  return rows.map((row) => ({ id: row.id, ...jobTextOf(row) }));
}

/** `lock`: FOR UPDATE, inside the transaction that stores what was built from the row. */
export async function findSeekerForAi(db: Db, id: string, lock = false): Promise<SeekerAiRow | null> {
  const query = db
    .selectFrom('job_seekers')
    .select(['id', 'resume_url', ...SEEKER_TEXT_COLUMNS])
    .select(sql<boolean>`embedding IS NOT NULL`.as('has_embedding'))
    .where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    resumeUrl: row.resume_url,
    hasEmbedding: row.has_embedding,
    ...seekerTextOf(row),
  };
}

export async function saveJobEmbedding(db: Db, id: string, vector: readonly number[]): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ embedding: toPgVector(vector), embedding_updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A different overview makes the seeker's embedding stale, so it is cleared in the same write; the
 * same overview written again (a queued task after the console's own call) keeps the vector.
 */
export async function saveSeekerOverview(db: Db, id: string, resumeText: string, overview: string): Promise<boolean> {
  const changed = sql<boolean>`overview IS DISTINCT FROM ${overview}`;
  const result = await db
    .updateTable('job_seekers')
    .set({
      resume_text: resumeText,
      overview,
      embedding: sql`CASE WHEN ${changed} THEN NULL ELSE embedding END`,
      embedding_updated_at: sql`CASE WHEN ${changed} THEN NULL ELSE embedding_updated_at END`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Whether the result of a queued task is already stored. Edits clear what they make stale (an
 * overview when the résumé changes, a vector when its text changes), so what is there is current.
 */
export async function isTaskDone(db: Db, kind: 'seeker_overview' | 'seeker_embedding' | 'job_embedding', id: string): Promise<boolean> {
  const row =
    kind === 'job_embedding'
      ? await db.selectFrom('jobs').select(sql<boolean>`embedding IS NOT NULL`.as('done')).where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('job_seekers')
          .select((kind === 'seeker_overview' ? sql<boolean>`overview IS NOT NULL` : sql<boolean>`embedding IS NOT NULL`).as('done'))
          .where('id', '=', id)
          .executeTakeFirst();
  return row?.done ?? false;
}

/**
 * Years for the candidates' scan, as PostgreSQL reads them: what the profile's text says, 'NaN'
 * when it says nothing (read, so not read again), migration 024.
 */
export const yearsInTextValue = (years: number | null) => (years === null || !Number.isFinite(years) ? 'NaN' : String(years));

/** The vector and the years the seeker's text says, stored together (the match vector reads both). */
export async function saveSeekerEmbedding(db: Db, id: string, vector: readonly number[], yearsInText: number | null): Promise<boolean> {
  const result = await db
    .updateTable('job_seekers')
    .set({ embedding: toPgVector(vector), embedding_updated_at: new Date(), years_in_text: sql<number>`${yearsInTextValue(yearsInText)}::float8` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Cosine similarity of two stored vectors, computed where they live. */
export async function similarity(db: Db, jobId: string, jobSeekerId: string): Promise<number | null> {
  const row = await sql<{ score: number | null }>`
    SELECT 1 - (j.embedding <=> s.embedding) AS score
    FROM jobs j, job_seekers s WHERE j.id = ${jobId} AND s.id = ${jobSeekerId}`.execute(db);
  return row.rows[0]?.score ?? null;
}

/**
 * The seekers nearest a job by match vector (server/ai/matchVector.ts: closeness and seniority
 * fit in one scan), with the plain cosine of their embeddings as `score`, in the scan's order.
 * `seniority` is the job's seniority part of the query (seniorityQuery). Light rows only: re-ranking reads the profile
 * from the feature cache, and fetching 100 overviews with every page cost ~4 ms more than the search.
 * On the embedded database the statement is prepared once per window and offset (./sessionStatements.ts).
 */
export async function nearestSeekers(db: Db, jobId: string, seniority: readonly number[], limit: number, offset: number): Promise<JobNearRow[]> {
  if (usesExactScan(db)) return exactNearestSeekers(db, jobId, seniority, limit, offset);
  // written into the statement's text and name, so whole numbers only
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new RangeError(`Bad window ${limit} at ${offset}.`);
  const statement = { name: `nearest_seekers_${limit}_${offset}`, types: ['uuid', 'float8[]'], text: nearestSeekersSql(sql.raw('$1'), sql.raw('$2'), limit, offset) };
  const values = [jobId, pgArray(seniority)];
  const [found] = await runInSession(db, statement, values, () => nearestSeekersSql(sql`${values[0]}`, sql`${values[1]}`, limit, offset));
  return found ? nearRowsOf(found) : [];
}

/**
 * The scan's rows as one text (one line a seeker: id, cosine, stamp, tab-separated) beside the
 * job's stamp: one field to hand over instead of four a row. PGlite copies and decodes every field
 * of every row it returns, and the driver parses each again: 75 rows of 4 fields cost ~0.4 ms of
 * a page and a quarter of its garbage (100,000 seekers, 26 Nov). A window past the last seeker is none.
 */
interface NearLines {
  job_stamp: string | null;
  lines: string | null;
}

/** The rows of one NearLines, as the scan's rows read (the cosine as the driver parses a float8). */
function nearRowsOf({ job_stamp, lines }: NearLines): JobNearRow[] {
  if (lines === null) return [];
  const rows: JobNearRow[] = [];
  for (let at = 0; at < lines.length; ) {
    const next = lines.indexOf('\n', at);
    const end = next < 0 ? lines.length : next;
    const afterId = lines.indexOf('\t', at);
    const afterScore = lines.indexOf('\t', afterId + 1);
    const score = lines.slice(afterId + 1, afterScore);
    // an empty cosine is a null one (a vector of length 0 has no angle), as the row said before
    rows.push({ id: lines.slice(at, afterId), score: (score === '' ? null : parseFloat(score)) as number, stamp: lines.slice(afterScore + 1, end), job_stamp });
    at = end + 1;
  }
  return rows;
}

/**
 * The scan's SQL for a job and its seniority part (float8[] in array form), the window and the
 * offset written in the text (a prepared statement's plan is made for them).
 * The job's query vector as a scalar subquery (an InitPlan parameter) lets the HNSW index order
 * the scan, and sets the scan's settings as it is computed; the job's stamp comes along, so a
 * page needs no query of its own to check the job. The aggregate reads the scan's rows in the
 * scan's order (a plain aggregate over an ordered subquery, PostgreSQL's documented idiom).
 */
function nearestSeekersSql(jobId: RawBuilder<unknown>, seniority: RawBuilder<unknown>, limit: number, offset: number): RawBuilder<NearLines> {
  return sql<NearLines>`
    SELECT (SELECT CASE WHEN embedding IS NOT NULL THEN coalesce(embedding_updated_at::text, '-') END FROM jobs WHERE id = ${jobId}::uuid) AS job_stamp,
      string_agg(n.id::text || E'\t' || coalesce(n.score::text, '') || E'\t' || n.stamp, E'\n') AS lines
    FROM (
      SELECT s.id, 1 - (s.embedding <=> (SELECT embedding FROM jobs WHERE id = ${jobId}::uuid)) AS score,
        coalesce(s.embedding_updated_at::text, '-') AS stamp
      FROM job_seekers s
      WHERE s.match_vector IS NOT NULL
      ORDER BY s.match_vector <=> (
        SELECT match_concat(embedding, ${seniority}::float8[]) FROM jobs WHERE id = ${jobId}::uuid AND ${hnswScanSettings()})
      LIMIT ${sql.lit(limit)} OFFSET ${sql.lit(offset)}
    ) n`;
}

/**
 * What the relevance score reads of some seekers (those not in the feature cache yet): the AI
 * engine's inputs (server/ai/seekerFeatures.ts), named here on purpose, not the seeker's profile.
 */
export interface SeekerMatchRow {
  id: string;
  stamp: string;
  overview: string | null;
  resume_text: string | null;
  skills: string[];
  preferred_roles: string[];
  years_of_experience: number | null;
}

export async function seekerMatchRows(db: Db, ids: readonly string[]): Promise<SeekerMatchRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<SeekerMatchRow>`
    SELECT id, coalesce(embedding_updated_at::text, '-') AS stamp, overview, resume_text, skills, preferred_roles, years_of_experience
    FROM job_seekers WHERE id = ANY(${sql.val([...ids])}::uuid[])`.execute(db);
  return result.rows;
}

/** The seeker fields a candidate card shows (every person and preference field the seeker declares). */
const CANDIDATE_PROFILE = { personalDetails: {}, jobPreferences: {}, overview: {}, yearsOfExperience: {} } as const;

/**
 * The candidate cards of a page, as the seeker's own fields (domain/entities/jobSeekers.ts): what
 * findJobSeekerRows reads for this selection, prepared once on the embedded database
 * (../sessionStatements.ts), one statement a page like the scan.
 */
export function findCandidateProfiles(db: Db, ids: readonly string[]): Promise<Array<Loaded<JobSeeker>>> {
  return findJobSeekerRows(db, [...ids], CANDIDATE_PROFILE, { prepareAs: 'candidate_profiles' });
}

/** The `k` nearest seekers of each job by match vector in one round trip (light rows); jobs without an embedding get none. */
export async function topSeekersForJobs(db: Db, jobs: readonly JobScan[], k: number): Promise<TopCandidateRow[]> {
  if (jobs.length === 0) return [];
  if (usesExactScan(db)) return exactTopSeekersForJobs(db, jobs, k);
  // each job's query vector is yielded by a subquery that sets the scan's settings (see nearestSeekers)
  const result = await sql<TopCandidateRow>`
    SELECT j.id AS job_id, c.*
    FROM unnest(${sql.val(jobs.map((j) => j.id))}::uuid[], ${sql.val(jobs.map((j) => pgArray(j.seniority)))}::text[]) AS q(id, seniority)
    JOIN jobs j ON j.id = q.id
    CROSS JOIN LATERAL (
      SELECT s.id, s.full_name, 1 - (s.embedding <=> j.embedding) AS score, coalesce(s.embedding_updated_at::text, '-') AS stamp
      FROM job_seekers s
      WHERE s.match_vector IS NOT NULL
      ORDER BY s.match_vector <=> (SELECT match_concat(j.embedding, q.seniority::float8[]) WHERE ${hnswScanSettings()})
      LIMIT ${k}
    ) c
    WHERE j.embedding IS NOT NULL
    ORDER BY j.id, c.score DESC`.execute(db);
  return result.rows;
}

/** What an explanation of a match reads of a seeker: what the relevance score reads (SeekerMatchSource). */
const MATCH_SEEKER_COLUMNS = ['skills', 'overview', 'resume_text', 'preferred_roles', 'years_of_experience'] as const;
type MatchSeekerRow = Pick<Selectable<Database['job_seekers']>, (typeof MATCH_SEEKER_COLUMNS)[number]>;
const matchSourceOf = (row: MatchSeekerRow): SeekerMatchSource => ({
  skills: row.skills,
  overview: row.overview,
  resumeText: row.resume_text,
  preferredRoles: row.preferred_roles,
  yearsOfExperience: row.years_of_experience,
});

/** What an explanation of a match reads: the job's required skills and what the seeker shows. */
export async function findMatchTexts(db: Db, jobId: string, jobSeekerId: string): Promise<{ required: string[]; seeker: SeekerMatchSource } | null> {
  const job = await db.selectFrom('jobs').select('skills_required').where('id', '=', jobId).executeTakeFirst();
  const seeker = await db.selectFrom('job_seekers').select(MATCH_SEEKER_COLUMNS).where('id', '=', jobSeekerId).executeTakeFirst();
  if (!job || !seeker) return null;
  return { required: job.skills_required, seeker: matchSourceOf(seeker) };
}

/** The texts of many (job, seeker) pairs in two queries: one page of candidates at once. */
export async function findMatchTextsMany(
  db: Db,
  jobIds: readonly string[],
  seekerIds: readonly string[],
): Promise<{ jobs: Map<string, string[]>; seekers: Map<string, SeekerMatchSource> }> {
  const jobs = new Map<string, string[]>();
  const seekers = new Map<string, SeekerMatchSource>();
  if (jobIds.length > 0) {
    const rows = await db.selectFrom('jobs').select(['id', 'skills_required']).where('id', 'in', [...jobIds]).execute();
    for (const row of rows) jobs.set(row.id, row.skills_required);
  }
  if (seekerIds.length > 0) {
    const rows = await db.selectFrom('job_seekers').select(['id', ...MATCH_SEEKER_COLUMNS]).where('id', 'in', [...seekerIds]).execute();
    for (const row of rows) seekers.set(row.id, matchSourceOf(row));
  }
  return { jobs, seekers };
}
