/** SQL of job seekers and their notes. */
import type { Selectable } from 'kysely';
import type { JobSeeker, Note, PersonalDetails } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import type { JobSeekerNotesTable, JobSeekersTable } from '../database';
import { auditOf, iso, isUuid, parseVector, personalDetailsOf, personColumns } from './shared';

type SeekerRow = Selectable<JobSeekersTable>;

export function toNote(row: Selectable<JobSeekerNotesTable>): Note {
  return { id: row.id, note: row.note, changedBy: row.changed_by, date: iso(row.date) ?? '' };
}

function toJobSeeker(row: SeekerRow, notes: Note[]): JobSeeker {
  return {
    _id: row.id,
    personalDetails: personalDetailsOf(row),
    jobPreferences: {
      jobType: row.pref_job_type,
      location: row.pref_locations ?? [],
      noticePeriod: row.notice_period,
      preferredRoles: row.preferred_roles ?? [],
    },
    resumeUrl: row.resume_url,
    yearsOfExperience: row.years_of_experience,
    skills: row.skills ?? [],
    education: row.education,
    jobSeekerDescription: row.overview,
    overview: row.overview,
    embedding: { vector: parseVector(row.embedding), updatedAt: iso(row.embedding_updated_at) },
    notes,
    ...auditOf(row),
  };
}

/** Job seekers with their notes (newest first); the resume text stays on the server. */
export async function findJobSeekerRows(db: Db, ids: string[]): Promise<JobSeeker[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const [rows, notes] = await Promise.all([
    db.selectFrom('job_seekers').selectAll().where('id', 'in', valid).execute(),
    db
      .selectFrom('job_seeker_notes')
      .selectAll()
      .where('job_seeker_id', 'in', valid)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const bySeeker = new Map<string, Note[]>();
  for (const n of notes) {
    const list = bySeeker.get(n.job_seeker_id) ?? [];
    list.push(toNote(n));
    bySeeker.set(n.job_seeker_id, list);
  }
  return rows.map((r) => toJobSeeker(r, bySeeker.get(r.id) ?? []));
}

export async function findJobSeeker(db: Db, id: string): Promise<JobSeeker | null> {
  return (await findJobSeekerRows(db, [id]))[0] ?? null;
}

export interface JobSeekerPatch {
  personalDetails?: Partial<Record<keyof PersonalDetails, string | null>>;
  prefJobType?: string | null;
  prefLocations?: string[];
  noticePeriod?: string | null;
  preferredRoles?: string[];
  skills?: string[];
  resumeUrl?: string | null;
  yearsOfExperience?: number | null;
  education?: string | null;
  /** The resume changed: its text, the overview and the embedding describe the old one. */
  clearResumeDerived?: boolean;
  /** The profile an embedding reads changed: the vector is stale, the overview is not. */
  clearEmbedding?: boolean;
}

export async function updateJobSeeker(db: Db, id: string, patch: JobSeekerPatch, actor: string, expected?: Date): Promise<number> {
  const set = <T>(value: T | undefined, column: string) => (value !== undefined ? { [column]: value } : {});
  const result = await db
    .updateTable('job_seekers')
    .set({
      ...personColumns(patch.personalDetails ?? {}),
      ...set(patch.prefJobType, 'pref_job_type'),
      ...set(patch.prefLocations, 'pref_locations'),
      ...set(patch.noticePeriod, 'notice_period'),
      ...set(patch.preferredRoles, 'preferred_roles'),
      ...set(patch.skills, 'skills'),
      ...set(patch.resumeUrl, 'resume_url'),
      ...set(patch.yearsOfExperience, 'years_of_experience'),
      ...set(patch.education, 'education'),
      ...(patch.clearResumeDerived ? { resume_text: null, overview: null } : {}),
      ...(patch.clearResumeDerived || patch.clearEmbedding ? { embedding: null, embedding_updated_at: null } : {}),
      updated_at: nextVersion(),
      updated_by: actor,
    })
    .where('id', '=', id)
    .where(versionMatches(expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteJobSeeker(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('job_seekers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function jobSeekerExists(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return !!(await db.selectFrom('job_seekers').select('id').where('id', '=', id).executeTakeFirst());
}

export async function insertJobSeekerNote(
  db: Db,
  note: { id: string; jobSeekerId: string; note: string; changedBy: string },
): Promise<Note> {
  const row = await db
    .insertInto('job_seeker_notes')
    .values({ id: note.id, job_seeker_id: note.jobSeekerId, note: note.note, changed_by: note.changedBy, date: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNote(row);
}

export async function deleteJobSeekerNote(db: Db, jobSeekerId: string, noteId: string): Promise<boolean> {
  if (!isUuid(jobSeekerId) || !isUuid(noteId)) return false;
  const result = await db
    .deleteFrom('job_seeker_notes')
    .where('id', '=', noteId)
    .where('job_seeker_id', '=', jobSeekerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
