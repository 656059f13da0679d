/** SQL of jobs, with the linked company's name and logo. */
import { type Selectable, sql } from 'kysely';
import type { JobStatus, JobType, UserType } from '../../../domain/enums';
import type { Job } from '../../../domain/types';
import type { Db } from '../client';
import type { JobsTable } from '../database';
import { nextVersion, versionMatches } from '../versioning';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, loadRecords, type Selection } from '../fieldMap';
import { auditFields, iso, isUuid, metadataJson, metadataOf, parseVector, publicUrl, type MetadataWrite } from './shared';

/** A job as the repository returns it: the AI resolvers (server/graphql/ai.ts) add relevantCandidates. */
export type JobRecord = Omit<Job, 'relevantCandidates'>;

type JobRow = Selectable<JobsTable> & { c_name: string | null; c_logo: string | null };

const f = fieldsOf<JobRow>();

/** Every Job field: the columns it is read from and how (one line per field). */
const JOB_FIELDS: FieldMap<JobRow, JobRecord> = {
  _id: f.column('id'),
  jobCode: f.column('job_code'),
  jobUrl: f.column('job_url'),
  jobSource: f.column('job_source'),
  isExternalJob: f.column('is_external_job'),
  companyId: f.column('company_id'),
  companyName: f.column('company_name'),
  // External jobs and jobs of a deleted company still show their stored company name.
  company: {
    fields: {
      companyName: f.from(['c_name', 'company_name'], (r) => r.c_name ?? r.company_name),
      logoUrl: f.column('c_logo'),
    },
  },
  companyLogo: f.from(['company_id', 'c_logo'], (r) => (r.company_id ? r.c_logo : null)),
  employerId: f.column('employer_id'),
  employerEmail: f.column('employer_email'),
  userType: f.from(['user_type'], (r) => r.user_type as UserType | null),
  title: f.column('title'),
  description: f.column('description'),
  jobType: f.from(['job_type'], (r) => r.job_type as JobType | null),
  jobStatus: f.from(['job_status'], (r) => r.job_status as JobStatus),
  industry: f.column('industry'),
  category: f.column('category'),
  salary: f.column('salary'),
  experience: f.column('experience'),
  yearsOfExperience: f.column('years_of_experience'),
  education: f.column('education'),
  requirements: f.column('requirements'),
  responsibilities: f.column('responsibilities'),
  interviewProcess: f.column('interview_process'),
  skillsRequired: f.from(['skills_required'], (r) => r.skills_required ?? []),
  tags: f.from(['tags'], (r) => r.tags ?? []),
  expiryDate: f.column('expiry_date'),
  location: f.column('location'),
  city: f.column('city'),
  state: f.column('state'),
  country: f.column('country'),
  zipCode: f.column('zip_code'),
  metadata: f.from(['metadata', 'title', 'id'], (r) => metadataOf(r.metadata, publicUrl('jobs', r.title, r.id))),
  postedDate: f.from(['posted_date'], (r) => iso(r.posted_date)),
  embeddings: f.from(['embedding'], (r) => parseVector(r.embedding)),
  ...auditFields<JobRow>(),
};

export const JOBS = defineEntity<JobRow, JobRecord>(
  {
    table: 'jobs',
    as: 'jobs',
    joins: { company: sql`LEFT JOIN companies ON companies.id = jobs.company_id` },
    joined: {
      c_name: { column: 'companies.company_name', joins: ['company'] },
      c_logo: { column: 'companies.logo_url', joins: ['company'] },
    },
  },
  JOB_FIELDS,
  { resolvedElsewhere: ['relevantCandidates'] },
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

export async function findJob(db: Db, id: string): Promise<JobRecord | null> {
  return (await findJobRows(db, [id]))[0] ?? null;
}

/** Every field the console writes, already validated and normalised by the service. */
export interface JobWrite {
  jobCode: string | null;
  jobUrl: string | null;
  jobSource: string | null;
  isExternalJob: boolean;
  companyId: string | null;
  companyName: string | null;
  employerId: string | null;
  employerEmail: string | null;
  userType: UserType | null;
  title: string;
  description: string | null;
  jobType: JobType | null;
  jobStatus: JobStatus;
  industry: string | null;
  category: string | null;
  salary: string | null;
  experience: string | null;
  yearsOfExperience: number | null;
  education: string | null;
  requirements: string | null;
  responsibilities: string | null;
  interviewProcess: string | null;
  skillsRequired: string[];
  tags: string[];
  expiryDate: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipCode: string | null;
  metadata: MetadataWrite | null;
}

function columns(j: JobWrite) {
  return {
    job_code: j.jobCode,
    job_url: j.jobUrl,
    job_source: j.jobSource,
    is_external_job: j.isExternalJob,
    company_id: j.companyId,
    company_name: j.companyName,
    employer_id: j.employerId,
    employer_email: j.employerEmail,
    user_type: j.userType,
    title: j.title,
    description: j.description,
    job_type: j.jobType,
    job_status: j.jobStatus,
    industry: j.industry,
    category: j.category,
    salary: j.salary,
    experience: j.experience,
    years_of_experience: j.yearsOfExperience,
    education: j.education,
    requirements: j.requirements,
    responsibilities: j.responsibilities,
    interview_process: j.interviewProcess,
    skills_required: j.skillsRequired,
    tags: j.tags,
    expiry_date: j.expiryDate,
    location: j.location,
    city: j.city,
    state: j.state,
    country: j.country,
    zip_code: j.zipCode,
    metadata: metadataJson(j.metadata),
  };
}

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
