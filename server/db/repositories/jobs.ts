/** SQL of jobs, with the linked company's name and logo. */
import { type Selectable, sql } from 'kysely';
import type { JobStatus, JobType, UserType } from '../../../domain/enums';
import type { Job } from '../../../domain/types';
import type { Db } from '../client';
import type { JobsTable } from '../database';
import { nextVersion, versionMatches } from '../versioning';
import { auditOf, iso, isUuid, metadataJson, metadataOf, parseVector, publicUrl, type MetadataWrite } from './shared';

/** A job as the repository returns it: the AI engineer's resolver adds relevantCandidates. */
export type JobRecord = Omit<Job, 'relevantCandidates'>;

type JobRow = Selectable<JobsTable> & { c_name: string | null; c_logo: string | null };

function toJob(row: JobRow): JobRecord {
  return {
    _id: row.id,
    jobCode: row.job_code,
    jobUrl: row.job_url,
    jobSource: row.job_source,
    isExternalJob: row.is_external_job,
    companyId: row.company_id,
    companyName: row.company_name,
    // External jobs and jobs of a deleted company still show their stored company name.
    company: { companyName: row.c_name ?? row.company_name, logoUrl: row.c_logo },
    companyLogo: row.company_id ? row.c_logo : null,
    employerId: row.employer_id,
    employerEmail: row.employer_email,
    userType: row.user_type as UserType | null,
    title: row.title,
    description: row.description,
    jobType: row.job_type as JobType | null,
    jobStatus: row.job_status as JobStatus,
    industry: row.industry,
    category: row.category,
    salary: row.salary,
    experience: row.experience,
    yearsOfExperience: row.years_of_experience,
    education: row.education,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    interviewProcess: row.interview_process,
    skillsRequired: row.skills_required ?? [],
    tags: row.tags ?? [],
    expiryDate: row.expiry_date,
    location: row.location,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zip_code,
    metadata: metadataOf(row.metadata, publicUrl('jobs', row.title, row.id)),
    postedDate: iso(row.posted_date),
    embeddings: parseVector(row.embedding),
    ...auditOf(row),
  };
}

export async function findJobRows(db: Db, ids: string[]): Promise<JobRecord[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const rows = await db
    .selectFrom('jobs')
    .leftJoin('companies', 'companies.id', 'jobs.company_id')
    .selectAll('jobs')
    .select(['companies.company_name as c_name', 'companies.logo_url as c_logo'])
    .where('jobs.id', 'in', valid)
    .execute();
  return rows.map(toJob);
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
