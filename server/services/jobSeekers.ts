/** Job seeker rules: required person fields, list normalising, stale AI data, notes. */
import { randomUUID } from 'node:crypto';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import type { JobSeekerInput } from '../../domain/generated/contract';
import { VALIDATION } from '../../domain/messages';
import type { JobSeeker, Note } from '../../domain/types';
import { validatePersonRequired } from '../../domain/validation';
import { jobSeekerEmbeddingText } from '../ai/embeddingText';
import {
  deleteJobSeeker,
  deleteJobSeekerNote,
  findJobSeeker,
  findJobSeekerRows,
  insertJobSeekerNote,
  JOB_SEEKERS,
  JOB_SEEKER_WEIGHT,
  jobSeekerExists,
  type JobSeekerFields,
  type JobSeekerPatch,
  lockSeekerNotes,
  updateJobSeeker,
} from '../db/repositories/jobSeekers';
import { badInput, notFound } from '../errors';
import { sanitizeNonEmpty } from '../sanitize';
import type { Actor, ServiceDeps } from './deps';
import { declaredPatch, type SanitizedInput, sanitizedInput } from './declaredInput';
import { afterCommit } from './hooks';
import { byIdReader, listService } from './listArgs';
import { assertRoomForNote, SEEKER_NOTES_FULL } from './noteLimits';
import { assertInputRules } from './inputRules';
import { assertFileUrl, releaseForDelete, removeReleasedFile, repointFile, RESUME_FIELD } from './storedFiles';
import { parseExpectedVersion, requireWritten } from './versioning';
import { checkYears } from './yearsOfExperience';

/** The contract's JobSeekerInput (generated from domain/schema.graphql). */
export type { JobSeekerInput };

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

/** The edit's fields by their declared kinds (domain/entities/jobSeekers.ts): lists cleaned, the resume link trimmed. */
const toPatch = (input: SanitizedInput<JobSeekerInput>): JobSeekerPatch => ({ fields: declaredPatch(JOB_SEEKER_DECLARATION, input) as JobSeekerFields });

/** The seeker as it would read after the patch, to compare what an embedding is built from. */
function applied(current: JobSeeker, { fields }: JobSeekerPatch): JobSeeker {
  return {
    ...current,
    personalDetails: { ...current.personalDetails, ...(fields.personalDetails ?? {}) },
    jobPreferences: {
      ...current.jobPreferences,
      location: fields.jobPreferences?.location ?? current.jobPreferences.location,
      preferredRoles: fields.jobPreferences?.preferredRoles ?? current.jobPreferences.preferredRoles,
    },
    skills: fields.skills ?? current.skills,
    yearsOfExperience: fields.yearsOfExperience === undefined ? current.yearsOfExperience : fields.yearsOfExperience,
    education: fields.education === undefined ? current.education : fields.education,
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
    list: listService<JobSeeker>(db, 'jobseekers', findJobSeekerRows, JOB_SEEKERS, JOB_SEEKER_WEIGHT),
    getById,
    /** A by-id read of the GraphQL API: the fields asked for, its long fields held against the answer's room. */
    read: byIdReader<JobSeeker>(db, 'Job seeker', findJobSeekerRows, JOB_SEEKERS, JOB_SEEKER_WEIGHT),

    /** `expectedUpdatedAt`: the version the editor saw; a stale copy is refused (CONFLICT). */
    async update(id: string, input: JobSeekerInput, actor: Actor, expectedUpdatedAt?: string | null): Promise<JobSeeker> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      assertInputRules('JobSeekerInput', input, JOB_SEEKER_DECLARATION);
      assertFileUrl(RESUME_FIELD, input.resumeUrl);
      const current = await getById(id);
      if (input.personalDetails) {
        const errors = validatePersonRequired({ ...current.personalDetails, ...input.personalDetails });
        if (Object.keys(errors).length) throw badInput(VALIDATION.person.allRequired, errors);
      }
      checkYears(input.yearsOfExperience);
      const patch = toPatch(await sanitizedInput(JOB_SEEKER_DECLARATION, input, actor.email));
      // A new or removed resume makes its text, the overview and the embedding describe the old one.
      const resumeUrl = patch.fields.resumeUrl;
      patch.clearResumeDerived = resumeUrl !== undefined && resumeUrl !== current.resumeUrl;
      patch.clearEmbedding = embeddingTextOf(applied(current, patch)) !== embeddingTextOf(current);
      // The new resume becomes the seeker's in the same transaction as the update: both or neither.
      await db.transaction().execute(async (tx) => {
        if (resumeUrl !== undefined) await repointFile(tx, RESUME_FIELD, ownerOf(id), current.resumeUrl, resumeUrl);
        const written = await updateJobSeeker(tx, id, patch, actor.email, expected);
        await requireWritten(written, 'Job seeker', () => jobSeekerExists(tx, id));
      });
      if (patch.clearResumeDerived && resumeUrl) await afterCommit(() => hooks.resumeChanged?.(id));
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
      const clean = await sanitizeNonEmpty(note ?? '', 'note', actor.email);
      return db.transaction().execute(async (tx) => {
        const held = await lockSeekerNotes(tx, jobSeekerId);
        if (!held) throw notFound('Job seeker');
        if (clean === null) throw badInput(NOTE_EMPTY, { note: NOTE_EMPTY });
        assertRoomForNote(held, clean, SEEKER_NOTES_FULL, 'note');
        return insertJobSeekerNote(tx, { id: randomUUID(), jobSeekerId, note: clean, changedBy: actor.email });
      });
    },

    async deleteNote(jobSeekerId: string, noteId: string): Promise<string> {
      if (!(await jobSeekerExists(db, jobSeekerId))) throw notFound('Job seeker');
      if (!(await deleteJobSeekerNote(db, jobSeekerId, noteId))) throw notFound('Note');
      return noteId;
    },
  };
}
