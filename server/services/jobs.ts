/** Job rules: create/edit validation, company and employer derivation, embedding staleness. */
import { randomUUID } from 'node:crypto';
import { JOB_STATUSES, JOB_TYPES, type JobStatus, type JobType, USER_TYPES, type UserType } from '../../domain/enums';
import { normalizeList } from '../../domain/lists';
import { VALIDATION } from '../../domain/messages';
import { validateJobCreate, validateJobUpdate } from '../../domain/validation';
import { jobEmbeddingText } from '../ai/embeddingText';
import { companyNameOf } from '../db/repositories/companies';
import { employerEmailOf } from '../db/repositories/employers';
import { deleteJob, findJob, findJobRows, insertJob, type JobRecord, type JobWrite, updateJob } from '../db/repositories/jobs';
import type { MetadataWrite } from '../db/repositories/shared';
import type { Db } from '../db/client';
import { badInput, notFound } from '../errors';
import { sanitizeRichText } from '../sanitize';
import type { Actor, ServiceDeps } from './deps';
import { afterCommit } from './hooks';
import { assertInputRules } from './inputRules';
import { listService } from './listArgs';
import { parseExpectedVersion, requireWritten } from './versioning';

type Text = string | null | undefined;

/** The contract's JobInput. */
export interface JobInput {
  title: string;
  isExternalJob: boolean;
  companyName?: Text;
  companyId?: Text;
  employerId?: Text;
  jobCode?: Text;
  jobUrl?: Text;
  jobSource?: Text;
  userType?: UserType | null;
  description?: Text;
  jobType?: JobType | null;
  jobStatus?: JobStatus | null;
  industry?: Text;
  category?: Text;
  salary?: Text;
  experience?: Text;
  yearsOfExperience?: number | null;
  education?: Text;
  requirements?: Text;
  responsibilities?: Text;
  interviewProcess?: Text;
  skillsRequired?: string[] | null;
  tags?: string[] | null;
  expiryDate?: Text;
  location?: Text;
  city?: Text;
  state?: Text;
  country?: Text;
  zipCode?: Text;
  metadata?: MetadataWrite | null;
}

const clean = (v: Text): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};
/** Absent keeps the stored value, null or blank clears it. */
const keep = (v: Text, current: string | null | undefined): string | null => (v === undefined ? (current ?? null) : clean(v));

function checkEnum<T extends string>(field: string, value: string | null | undefined, allowed: readonly T[]): void {
  if (value && !(allowed as readonly string[]).includes(value)) {
    throw badInput(`Unknown ${field} "${value}".`, { [field]: `Choose one of ${allowed.join(', ')}` });
  }
}

function checkNumber(value: number | null | undefined): void {
  if (value !== null && value !== undefined && (!Number.isFinite(value) || value < 0)) {
    throw badInput('Years of experience must be 0 or more.', { yearsOfExperience: 'Must be 0 or more' });
  }
}

function fail(errors: Record<string, string>): void {
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
}

/** Internal jobs take the company's name and the employer's email from their records. */
async function linkedNames(db: Db, input: JobInput): Promise<Pick<JobWrite, 'companyId' | 'companyName' | 'employerId' | 'employerEmail'>> {
  const employerId = clean(input.employerId);
  let employerEmail: string | null = null;
  if (employerId) {
    const employer = await employerEmailOf(db, employerId);
    if (!employer) throw badInput('The chosen employer does not exist.', { employer: 'Employer not found' });
    employerEmail = employer.email;
  }
  if (input.isExternalJob) {
    return { companyId: null, companyName: clean(input.companyName), employerId, employerEmail };
  }
  const companyId = clean(input.companyId) as string;
  const companyName = await companyNameOf(db, companyId);
  if (companyName === null) throw badInput('The chosen company does not exist.', { company: 'Company not found' });
  return { companyId, companyName, employerId, employerEmail };
}

function toWrite(input: JobInput, current: JobRecord | null, linked: Awaited<ReturnType<typeof linkedNames>>): JobWrite {
  const c = current;
  const description = keep(input.description, c?.description);
  const city = keep(input.city, c?.city);
  const state = keep(input.state, c?.state);
  const country = keep(input.country, c?.country);
  // The list and the edit form show `location`; a new job without one gets "city, state, country".
  const location = keep(input.location, c?.location) ?? ([city, state, country].filter(Boolean).join(', ') || null);
  return {
    ...linked,
    isExternalJob: c ? c.isExternalJob : input.isExternalJob,
    jobCode: keep(input.jobCode, c?.jobCode),
    jobUrl: keep(input.jobUrl, c?.jobUrl),
    jobSource: keep(input.jobSource, c?.jobSource),
    userType: input.userType === undefined ? (c?.userType ?? null) : input.userType,
    title: input.title.trim(),
    description: description ? sanitizeRichText(description) : null,
    jobType: input.jobType === undefined ? (c?.jobType ?? null) : input.jobType,
    jobStatus: input.jobStatus ?? c?.jobStatus ?? 'OPEN',
    industry: keep(input.industry, c?.industry),
    category: keep(input.category, c?.category),
    salary: keep(input.salary, c?.salary),
    experience: keep(input.experience, c?.experience),
    yearsOfExperience: input.yearsOfExperience === undefined ? (c?.yearsOfExperience ?? null) : input.yearsOfExperience,
    education: keep(input.education, c?.education),
    requirements: keep(input.requirements, c?.requirements),
    responsibilities: keep(input.responsibilities, c?.responsibilities),
    interviewProcess: keep(input.interviewProcess, c?.interviewProcess),
    skillsRequired: input.skillsRequired === undefined ? (c?.skillsRequired ?? []) : normalizeList(input.skillsRequired),
    tags: input.tags === undefined ? (c?.tags ?? []) : normalizeList(input.tags),
    expiryDate: keep(input.expiryDate, c?.expiryDate),
    location,
    city,
    state,
    country,
    zipCode: keep(input.zipCode, c?.zipCode),
    metadata: input.metadata === undefined ? (c?.metadata ?? null) : input.metadata,
  };
}

function checkInput(input: JobInput): void {
  assertInputRules('JobInput', input);
  checkEnum('jobType', input.jobType, JOB_TYPES);
  checkEnum('jobStatus', input.jobStatus, JOB_STATUSES);
  checkEnum('userType', input.userType, USER_TYPES);
  checkNumber(input.yearsOfExperience);
}

export interface JobHooks {
  /** The job has no embedding (new, or its text changed): build one in the background. */
  embeddingNeeded?: (jobId: string) => Promise<void>;
}

export function createJobService({ db }: ServiceDeps, hooks: JobHooks = {}) {
  async function getById(id: string): Promise<JobRecord> {
    const job = await findJob(db, id);
    if (!job) throw notFound('Job');
    return job;
  }

  return {
    list: listService<JobRecord>(db, 'jobs', findJobRows),
    getById,

    async create(input: JobInput, actor: Actor): Promise<JobRecord> {
      fail(validateJobCreate(input));
      checkInput(input);
      const id = randomUUID();
      await insertJob(db, id, toWrite(input, null, await linkedNames(db, input)), actor.email);
      if (!input.isExternalJob) await afterCommit(() => hooks.embeddingNeeded?.(id));
      return getById(id);
    },

    /** `expectedUpdatedAt`: the version the editor saw; a stale copy is refused (CONFLICT). */
    async update(id: string, input: JobInput, actor: Actor, expectedUpdatedAt?: string | null): Promise<JobRecord> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      const current = await getById(id);
      if (current.isExternalJob) throw badInput('External jobs cannot be edited.');
      // An internal job keeps its company unless a new one is picked.
      const asInternal: JobInput = { ...input, isExternalJob: false, companyId: input.companyId ?? current.companyId };
      const employerKept = input.employerId === undefined ? { employerId: current.employerId } : {};
      const merged = { ...asInternal, ...employerKept };
      fail(
        validateJobUpdate({
          ...merged,
          category: keep(input.category, current.category),
          description: keep(input.description, current.description),
          location: keep(input.location, current.location),
        }),
      );
      // A job whose company was deleted keeps its name but must be given a company again.
      if (!clean(merged.companyId)) fail({ company: VALIDATION.job.company });
      checkInput(input);
      const write = toWrite(merged, current, await linkedNames(db, merged));
      const stale = jobEmbeddingText(write) !== jobEmbeddingText(current);
      const written = await updateJob(db, id, write, actor.email, { clearEmbedding: stale, expected });
      await requireWritten(written, 'Job', async () => !!(await findJob(db, id)));
      if (stale) await afterCommit(() => hooks.embeddingNeeded?.(id));
      return getById(id);
    },

    /** The job's applications are deleted with it (FK cascade). */
    async remove(id: string): Promise<string> {
      if (!(await deleteJob(db, id))) throw notFound('Job');
      return id;
    },
  };
}
