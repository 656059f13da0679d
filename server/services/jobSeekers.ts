/** Job seeker rules: required person fields, list normalising, stale AI data, notes. */
import { randomUUID } from 'node:crypto';
import { normalizeList } from '../../domain/lists';
import { VALIDATION } from '../../domain/messages';
import type { JobSeeker, Note, PersonalDetails } from '../../domain/types';
import { validatePersonRequired } from '../../domain/validation';
import { jobSeekerEmbeddingText } from '../ai/embeddingText';
import {
  deleteJobSeeker,
  deleteJobSeekerNote,
  findJobSeeker,
  findJobSeekerRows,
  insertJobSeekerNote,
  jobSeekerExists,
  type JobSeekerPatch,
  updateJobSeeker,
} from '../db/repositories/jobSeekers';
import { badInput, notFound } from '../errors';
import { sanitizeNonEmpty } from '../sanitize';
import type { Actor, ServiceDeps } from './deps';
import { afterCommit } from './hooks';
import { listService } from './listArgs';
import { assertInputRules } from './inputRules';
import { assertFileUrl, releaseForDelete, removeReleasedFile, repointFile, RESUME_FIELD } from './storedFiles';
import { parseExpectedVersion, requireWritten } from './versioning';

export interface JobSeekerInput {
  personalDetails?: Partial<Record<keyof PersonalDetails, string | null>> | null;
  jobPreferences?: {
    jobType?: string | null;
    location?: string[] | null;
    noticePeriod?: string | null;
    preferredRoles?: string[] | null;
  } | null;
  skills?: string[] | null;
  resumeUrl?: string | null;
  yearsOfExperience?: number | null;
  education?: string | null;
}

const NOTE_EMPTY = 'Note cannot be empty.';
const ownerOf = (id: string) => ({ kind: 'jobseeker', id }) as const;

function embeddingTextOf(s: JobSeeker): string {
  return jobSeekerEmbeddingText({
    overview: s.overview,
    skills: s.skills,
    preferredRoles: s.jobPreferences.preferredRoles,
    yearsOfExperience: s.yearsOfExperience,
    education: s.education,
    city: s.personalDetails.city,
    state: s.personalDetails.state,
    country: s.personalDetails.country,
    preferredLocations: s.jobPreferences.location,
  });
}

function toPatch(input: JobSeekerInput): JobSeekerPatch {
  const prefs = input.jobPreferences ?? undefined;
  const list = (v: string[] | null | undefined) => (v === undefined ? undefined : normalizeList(v));
  return {
    personalDetails: input.personalDetails ?? undefined,
    prefJobType: prefs?.jobType,
    prefLocations: list(prefs?.location),
    noticePeriod: prefs?.noticePeriod,
    preferredRoles: list(prefs?.preferredRoles),
    skills: list(input.skills),
    resumeUrl: input.resumeUrl === undefined ? undefined : (input.resumeUrl?.trim() || null),
    yearsOfExperience: input.yearsOfExperience,
    education: input.education,
  };
}

/** The seeker as it would read after the patch, to compare what an embedding is built from. */
function applied(current: JobSeeker, patch: JobSeekerPatch): JobSeeker {
  return {
    ...current,
    personalDetails: { ...current.personalDetails, ...(patch.personalDetails ?? {}) },
    jobPreferences: {
      ...current.jobPreferences,
      location: patch.prefLocations ?? current.jobPreferences.location,
      preferredRoles: patch.preferredRoles ?? current.jobPreferences.preferredRoles,
    },
    skills: patch.skills ?? current.skills,
    yearsOfExperience: patch.yearsOfExperience === undefined ? current.yearsOfExperience : patch.yearsOfExperience,
    education: patch.education === undefined ? current.education : patch.education,
  };
}

export interface JobSeekerHooks {
  /** A new resume was stored: its overview and embedding are to be built again (AI queue). */
  resumeChanged?: (jobSeekerId: string) => Promise<void>;
  /** The profile the embedding reads changed, the overview stayed: the embedding is to be built again. */
  embeddingStale?: (jobSeekerId: string) => Promise<void>;
}

export function createJobSeekerService(deps: ServiceDeps, hooks: JobSeekerHooks = {}) {
  const { db } = deps;
  async function getById(id: string): Promise<JobSeeker> {
    const seeker = await findJobSeeker(db, id);
    if (!seeker) throw notFound('Job seeker');
    return seeker;
  }

  return {
    list: listService<JobSeeker>(db, 'jobseekers', findJobSeekerRows),
    getById,

    /** `expectedUpdatedAt`: the version the editor saw; a stale copy is refused (CONFLICT). */
    async update(id: string, input: JobSeekerInput, actor: Actor, expectedUpdatedAt?: string | null): Promise<JobSeeker> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      assertInputRules('JobSeekerInput', input);
      assertFileUrl(RESUME_FIELD, input.resumeUrl);
      const current = await getById(id);
      if (input.personalDetails) {
        const errors = validatePersonRequired({ ...current.personalDetails, ...input.personalDetails });
        if (Object.keys(errors).length) throw badInput(VALIDATION.person.allRequired, errors);
      }
      const y = input.yearsOfExperience;
      if (y !== undefined && y !== null && (!Number.isFinite(y) || y < 0)) {
        throw badInput('Years of experience must be 0 or more.', { yearsOfExperience: 'Must be 0 or more' });
      }
      const patch = toPatch(input);
      // A new or removed resume makes its text, the overview and the embedding describe the old one.
      patch.clearResumeDerived = patch.resumeUrl !== undefined && patch.resumeUrl !== current.resumeUrl;
      patch.clearEmbedding = embeddingTextOf(applied(current, patch)) !== embeddingTextOf(current);
      // The new resume becomes the seeker's in the same transaction as the update: both or neither.
      await db.transaction().execute(async (tx) => {
        if (patch.resumeUrl !== undefined) await repointFile(tx, RESUME_FIELD, ownerOf(id), current.resumeUrl, patch.resumeUrl);
        const written = await updateJobSeeker(tx, id, patch, actor.email, expected);
        await requireWritten(written, 'Job seeker', () => jobSeekerExists(tx, id));
      });
      if (patch.clearResumeDerived && patch.resumeUrl) await afterCommit(() => hooks.resumeChanged?.(id));
      else if (patch.clearEmbedding && !patch.clearResumeDerived && current.overview) await afterCommit(() => hooks.embeddingStale?.(id));
      return getById(id);
    },

    /** Notes and applications go with the seeker (FK cascade); the resume file is removed. */
    async remove(id: string): Promise<string> {
      const seeker = await findJobSeeker(db, id);
      if (!seeker) throw notFound('Job seeker');
      const deleted = await db.transaction().execute(async (tx) => {
        if (!(await deleteJobSeeker(tx, id))) return false;
        await releaseForDelete(tx, ownerOf(id), seeker.resumeUrl);
        return true;
      });
      if (!deleted) throw notFound('Job seeker');
      await afterCommit(() => removeReleasedFile(deps, seeker.resumeUrl));
      return id;
    },

    async addNote(jobSeekerId: string, note: string, actor: Actor): Promise<Note> {
      assertInputRules('NoteInput', { note });
      if (!(await jobSeekerExists(db, jobSeekerId))) throw notFound('Job seeker');
      const clean = sanitizeNonEmpty(note ?? '');
      if (clean === null) throw badInput(NOTE_EMPTY, { note: NOTE_EMPTY });
      return insertJobSeekerNote(db, { id: randomUUID(), jobSeekerId, note: clean, changedBy: actor.email });
    },

    async deleteNote(jobSeekerId: string, noteId: string): Promise<string> {
      if (!(await jobSeekerExists(db, jobSeekerId))) throw notFound('Job seeker');
      if (!(await deleteJobSeekerNote(db, jobSeekerId, noteId))) throw notFound('Note');
      return noteId;
    },
  };
}
