/** Job rules: create/edit validation, company and employer derivation, embedding staleness. */
import { randomUUID } from 'node:crypto';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import type { JobInput } from '../../domain/generated/contract';
import { VALIDATION } from '../../domain/messages';
import { validateJobCreate, validateJobUpdate } from '../../domain/validation';
import { jobEmbeddingText } from '../ai/embeddingText';
import { companyNameOf } from '../db/repositories/companies';
import { employerEmailOf } from '../db/repositories/employers';
import { deleteJob, findJob, findJobRows, insertJob, type JobRecord, JOBS, JOB_WEIGHT, type JobWrite, updateJob } from '../db/repositories/jobs';
import type { Db } from '../db/client';
import { badInput, notFound } from '../errors';
import type { Actor, ServiceDeps } from './deps';
import { cleanText as clean, declaredWrite, keepText as keep, type SanitizedInput, sanitizedInput } from './declaredInput';
import { afterCommit } from './hooks';
import { assertInputRules, refuseFieldErrors } from './inputRules';
import { byIdReader, listService } from './listArgs';
import { parseExpectedVersion, requireWritten } from './versioning';
import { checkYears } from './yearsOfExperience';

/** The contract's JobInput (generated from domain/schema.graphql). */
export type { JobInput };

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

/**
 * Fields the rules below set themselves: the linked company and employer (linkedNames), the
 * internal/external choice (fixed on create), the status (OPEN on create) and the location
 * (derived from city, state and country). Every other input field is handled by its kind.
 */
const RULED = new Set(['companyId', 'companyName', 'employerId', 'isExternalJob', 'jobStatus', 'location']);

function toWrite(input: SanitizedInput<JobInput>, current: JobRecord | null, linked: Awaited<ReturnType<typeof linkedNames>>): JobWrite {
  const write = declaredWrite(JOB_DECLARATION, input, current, RULED) as Omit<JobWrite, keyof typeof linked | 'isExternalJob' | 'jobStatus' | 'location'>;
  // The list and the edit form show `location`; a new job without one gets "city, state, country".
  const location =
    keep(input.location, current?.location) ?? ([write.city, write.state, write.country].filter(Boolean).join(', ') || null);
  return {
    ...write,
    ...linked,
    isExternalJob: current ? current.isExternalJob : input.isExternalJob,
    jobStatus: input.jobStatus ?? current?.jobStatus ?? 'OPEN',
    location,
  };
}

function checkInput(input: JobInput): void {
  assertInputRules('JobInput', input, JOB_DECLARATION);
  checkYears(input.yearsOfExperience);
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
    list: listService<JobRecord>(db, 'jobs', findJobRows, JOBS, JOB_WEIGHT),
    getById,
    /** A by-id read of the GraphQL API: the fields asked for, its long fields held against the answer's room. */
    read: byIdReader<JobRecord>(db, 'Job', findJobRows, JOBS, JOB_WEIGHT),

    async create(input: JobInput, actor: Actor): Promise<JobRecord> {
      refuseFieldErrors(validateJobCreate(input));
      checkInput(input);
      const id = randomUUID();
      await insertJob(db, id, toWrite(await sanitizedInput(JOB_DECLARATION, input, actor.email), null, await linkedNames(db, input)), actor.email);
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
      refuseFieldErrors(
        validateJobUpdate({
          ...merged,
          category: keep(input.category, current.category),
          description: keep(input.description, current.description),
          location: keep(input.location, current.location),
        }),
      );
      // A job whose company was deleted keeps its name but must be given a company again.
      if (!clean(merged.companyId)) refuseFieldErrors({ company: VALIDATION.job.company });
      checkInput(input);
      const write = toWrite(await sanitizedInput(JOB_DECLARATION, merged, actor.email), current, await linkedNames(db, merged));
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
