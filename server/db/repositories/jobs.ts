/** SQL of jobs, with the linked company's name and logo. */
import { type Insertable, type Selectable, sql } from 'kysely';
import { JOB_DECLARATION } from '../../../domain/entities/jobs';
import type { JobStatus } from '../../../domain/enums';
import type { JobInput } from '../../../domain/generated/contract';
import type { Job } from '../../../domain/types';
import type { Db } from '../client';
import type { JobsTable } from '../database';
import { nextVersion, versionMatches } from '../versioning';
import { declaredColumns, declaredFieldMap } from '../declared';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, loadRecords, type Selection } from '../fieldMap';
import { isUuid, metadataJson, metadataOf, parseVector, publicUrl, type MetadataWrite } from './shared';
import { declaredWeight } from './weight';

/** A job as the repository returns it: the AI resolvers (server/graphql/ai.ts) add relevantCandidates. */
export type JobRecord = Omit<Job, 'relevantCandidates'>;

type JobRow = Selectable<JobsTable> & { c_name: string | null; c_logo: string | null };

const f = fieldsOf<JobRow>();

/**
 * The Job fields computed from other columns or tables. Every other field of the declaration
 * (domain/entities/jobs.ts) is its snake_case column, read by its kind (server/db/declared.ts).
 */
const COMPUTED_FIELDS: Partial<FieldMap<JobRow, JobRecord>> = {
  // External jobs and jobs of a deleted company still show their stored company name.
  company: {
    fields: {
      companyName: f.from(['c_name', 'company_name'], (r) => r.c_name ?? r.company_name),
      logoUrl: f.column('c_logo'),
    },
  },
  companyLogo: f.from(['company_id', 'c_logo'], (r) => (r.company_id ? r.c_logo : null)),
  metadata: f.from(['metadata', 'title', 'id'], (r) => metadataOf(r.metadata, publicUrl('jobs', r.title, r.id))),
  embeddings: f.from(['embedding'], (r) => parseVector(r.embedding)),
};

const SOURCE = {
  table: 'jobs',
  as: 'jobs',
  joins: { company: sql`LEFT JOIN companies ON companies.id = jobs.company_id` },
  joined: {
    c_name: { column: 'companies.company_name', joins: ['company'] },
    c_logo: { column: 'companies.logo_url', joins: ['company'] },
  },
} as const;

const RESOLVED_ELSEWHERE = ['relevantCandidates'];

export const JOBS = defineEntity<JobRow, JobRecord>(
  SOURCE,
  declaredFieldMap<JobRow, JobRecord>(JOB_DECLARATION, COMPUTED_FIELDS, { resolvedElsewhere: RESOLVED_ELSEWHERE }),
  { resolvedElsewhere: RESOLVED_ELSEWHERE },
);

/**
 * Jobs by id, in any order. With a selection (a list's GraphQL fields) only those fields are
 * read and set; without one, every field.
 */
export async function findJobRows(db: Db, ids: string[]): Promise<JobRecord[]>;
export async function findJobRows(db: Db, ids: string[], selection: Selection | undefined): Promise<Loaded<JobRecord>[]>;
export async function findJobRows(db: Db, ids: string[], selection?: Selection): Promise<Loaded<JobRecord>[]> {
  return loadRecords(db, JOBS, ids.filter(isUuid), selection);
}

/** The long fields of its records, from its declaration (server/db/repositories/weight.ts). */
export const JOB_WEIGHT = declaredWeight(JOB_DECLARATION, 'jobs');

export async function findJob(db: Db, id: string): Promise<JobRecord | null> {
  return (await findJobRows(db, [id]))[0] ?? null;
}

/** A write's value of an input field: absent is resolved by the service (kept or defaulted). */
type Resolved<V> = NonNullable<V> extends readonly unknown[] ? NonNullable<V> : Exclude<V, undefined>;

/**
 * Every field the console writes, already validated and normalised by the service: the
 * contract's JobInput with each field resolved, plus what the rules derive (the employer's
 * email), a status always set, and the SEO metadata as stored.
 */
export type JobWrite = { [K in keyof Omit<JobInput, 'jobStatus' | 'metadata'>]-?: Resolved<JobInput[K]> } & {
  jobStatus: JobStatus;
  employerEmail: string | null;
  metadata: MetadataWrite | null;
};

/** Each written field under its declared column; the metadata is stored as JSON. */
const columns = (j: JobWrite) =>
  declaredColumns(JOB_DECLARATION, j, { metadata: metadataJson }) as Omit<Insertable<JobsTable>, 'id' | 'created_at'>;

export async function insertJob(db: Db, id: string, job: JobWrite, actor: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('jobs')
    .values({ id, ...columns(job), posted_date: now, created_at: now, created_by: actor })
    .execute();
}

export async function updateJob(
  db: Db,
  id: string,
  job: JobWrite,
  actor: string,
  options: { clearEmbedding: boolean; expected?: Date },
): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      ...columns(job),
      ...(options.clearEmbedding ? { embedding: null, embedding_updated_at: null } : {}),
      updated_at: nextVersion(),
      updated_by: actor,
    })
    .where('id', '=', id)
    .where(versionMatches(options.expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the job with everything that points at it: its applications (and their history and
 * notes) by FK cascade, and its queued AI work, which names the job without a foreign key.
 */
export async function deleteJob(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction().execute(async (tx) => {
    const result = await tx.deleteFrom('jobs').where('id', '=', id).executeTakeFirst();
    await sql`DELETE FROM ai_tasks WHERE kind = 'job_embedding' AND target_id = ${id}`.execute(tx);
    return Number(result.numDeletedRows) > 0;
  });
}
