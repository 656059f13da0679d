/**
 * Nearest seekers without pgvector (server/db/vectorStorage.ts, `exact-scan`): the seekers'
 * vectors are held in this process as one Float32Array and compared with the job in JavaScript.
 * SQL can compare them too (the stand-in `<=>` operator) but costs ~0.5 ms a pair in PostgreSQL's
 * interpreter; a loop here costs well under a microsecond, so a search over 10,000 seekers takes
 * a few ms instead of seconds.
 *
 * The copy is kept under the job_seekers table version, read in the same statement as the rows:
 * any write to job seekers (on any app server) makes the next search load them again. That suits
 * the sizes a database without pgvector is used for; large ones want pgvector's index.
 */
import { sql } from 'kysely';
import { fromPgVector } from '../ai/embedder';
import { exactScanSeniority } from '../ai/matchVector';
import type { Db } from './client';
import { noteRead } from './readTables';
import type { JobNearRow, JobScan, TopCandidateRow } from './nearRows';

interface SeekerVectors {
  version: string;
  ids: string[];
  stamps: string[];
  /** row-major, `dims` numbers per seeker, as stored */
  data: Float64Array;
  /** each seeker's length (sqrt of the sum of squares) */
  norms: Float64Array;
  /** the band of each seeker's years in their match vector (the database's own rule, migration 022) */
  bands: Int32Array;
  dims: number;
}

const CACHE = new WeakMap<object, SeekerVectors>();
const LOADING = new WeakMap<object, Promise<SeekerVectors>>();

async function currentVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ v: string | null }>`SELECT version::text AS v FROM table_versions WHERE name = 'job_seekers'`.execute(db);
  return rows[0]?.v ?? '';
}

async function load(db: Db): Promise<SeekerVectors> {
  const { rows } = await sql<{ v: string | null; id: string; embedding: string; stamp: string; band: number }>`
    SELECT (SELECT version::text FROM table_versions WHERE name = 'job_seekers') AS v,
      id, embedding::text AS embedding, coalesce(embedding_updated_at::text, '-') AS stamp,
      match_year_band(coalesce(years_of_experience, years_in_text)) AS band
    FROM job_seekers WHERE embedding IS NOT NULL ORDER BY id`.execute(db);
  const parsed = rows.map((row) => fromPgVector(row.embedding) ?? []);
  const dims = parsed.reduce((max, v) => Math.max(max, v.length), 0);
  const data = new Float64Array(rows.length * dims);
  const norms = new Float64Array(rows.length);
  parsed.forEach((vector, i) => {
    data.set(vector, i * dims);
    norms[i] = lengthOf(vector);
  });
  const bands = Int32Array.from(rows, (row) => row.band);
  return { version: rows[0]?.v ?? (await currentVersion(db)), ids: rows.map((r) => r.id), stamps: rows.map((r) => r.stamp), data, norms, bands, dims };
}

function lengthOf(vector: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i] * vector[i];
  return Math.sqrt(sum);
}

async function seekerVectors(db: Db): Promise<SeekerVectors> {
  // The copy may be served without a query on job_seekers: the read cache must still know.
  noteRead('job_seekers');
  const cached = CACHE.get(db);
  if (cached && cached.version === (await currentVersion(db))) return cached;
  let loading = LOADING.get(db);
  if (!loading) {
    loading = load(db).finally(() => LOADING.delete(db));
    LOADING.set(db, loading);
  }
  const fresh = await loading;
  CACHE.set(db, fresh);
  return fresh;
}

/**
 * Cosine of the job with every seeker as [index, cosine] pairs, in double precision as the SQL
 * stand-in (vectorStorage.ts) computes it, so a list's score and the score of one pair (computed
 * in SQL) agree; ordered by cosine + the seniority fit of the seeker's band, weighed as the exact
 * scan can afford (exactScanSeniority, server/ai/matchVector.ts), best first, ties by id.
 */
function ranked(vectors: SeekerVectors, job: readonly number[], seniority: readonly number[]): Array<[number, number]> {
  const { data, dims, norms, bands } = vectors;
  const q = Float64Array.from(job.slice(0, dims));
  const qNorm = lengthOf(q);
  const out: Array<[number, number]> = new Array(vectors.ids.length);
  for (let i = 0; i < vectors.ids.length; i++) {
    let dot = 0;
    const base = i * dims;
    for (let d = 0; d < dims; d++) dot += data[base + d] * q[d];
    const denominator = norms[i] * qNorm;
    out[i] = [i, denominator > 0 ? 1 - (1 - dot / denominator) : Number.NaN];
  }
  const match = (pair: [number, number]) => pair[1] + exactScanSeniority(seniority, bands[pair[0]]);
  return out.sort((a, b) => match(b) - match(a) || (vectors.ids[a[0]] < vectors.ids[b[0]] ? -1 : 1));
}

async function jobVectors(db: Db, jobIds: readonly string[]) {
  const { rows } = await sql<{ id: string; embedding: string; stamp: string }>`
    SELECT id, embedding::text AS embedding, coalesce(embedding_updated_at::text, '-') AS stamp
    FROM jobs WHERE id = ANY(${sql.val([...jobIds])}::uuid[]) AND embedding IS NOT NULL`.execute(db);
  return rows.flatMap((row) => {
    const vector = fromPgVector(row.embedding);
    return vector ? [{ id: row.id, vector, stamp: row.stamp }] : [];
  });
}

/** nearestSeekers (server/db/repositories/ai.ts) by exact scan; [] when the job has no vector. */
export async function exactNearestSeekers(db: Db, jobId: string, seniority: readonly number[], limit: number, offset: number): Promise<JobNearRow[]> {
  const [job] = await jobVectors(db, [jobId]);
  if (!job) return [];
  const vectors = await seekerVectors(db);
  return ranked(vectors, job.vector, seniority)
    .slice(offset, offset + limit)
    .map(([i, score]) => ({ id: vectors.ids[i], score, stamp: vectors.stamps[i], job_stamp: job.stamp }));
}

/** topSeekersForJobs (server/db/repositories/ai.ts) by exact scan: the `k` nearest of each job. */
export async function exactTopSeekersForJobs(
  db: Db,
  scans: readonly JobScan[],
  k: number,
): Promise<TopCandidateRow[]> {
  if (scans.length === 0) return [];
  const seniority = new Map(scans.map((scan) => [scan.id, scan.seniority]));
  const jobs = await jobVectors(db, [...seniority.keys()]);
  if (jobs.length === 0) return [];
  const vectors = await seekerVectors(db);
  const picks = jobs
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .flatMap((job) => ranked(vectors, job.vector, seniority.get(job.id) ?? []).slice(0, k).map(([i, score]) => ({ job_id: job.id, i, score })));
  const ids = [...new Set(picks.map((p) => vectors.ids[p.i]))];
  const names = new Map<string, string | null>();
  if (ids.length > 0) {
    const { rows } = await sql<{ id: string; full_name: string | null }>`
      SELECT id, full_name FROM job_seekers WHERE id = ANY(${sql.val(ids)}::uuid[])`.execute(db);
    for (const row of rows) names.set(row.id, row.full_name);
  }
  return picks.map((p) => ({
    job_id: p.job_id,
    id: vectors.ids[p.i],
    full_name: names.get(vectors.ids[p.i]) ?? null,
    score: p.score,
    stamp: vectors.stamps[p.i],
  }));
}
