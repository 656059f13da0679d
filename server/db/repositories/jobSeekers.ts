/** SQL of job seekers and their notes. */
import { type Selectable, sql, type Updateable } from 'kysely';
import { JOB_SEEKER_DECLARATION } from '../../../domain/entities/jobSeekers';
import type { JobSeekerInput } from '../../../domain/generated/contract';
import type { JobSeeker, Note } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import type { JobSeekerNotesTable, JobSeekersTable } from '../database';
import { declaredColumns, declaredFieldMap } from '../declared';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, type LoadOptions, loadRecords, type Selection } from '../fieldMap';
import { iso, isUuid, parseVector } from './shared';
import { declaredWeight } from './weight';

/** A job seeker row; `notes` is filled from job_seeker_notes, only when the notes are read. */
type SeekerRow = Selectable<JobSeekersTable> & { notes: Note[] };

export function toNote(row: Selectable<JobSeekerNotesTable>): Note {
  return { id: row.id, note: row.note, changedBy: row.changed_by, date: iso(row.date) ?? '' };
}

const f = fieldsOf<SeekerRow>();

/**
 * The JobSeeker fields not read from a column of their own name. Every other declared field
 * (domain/entities/jobSeekers.ts) is its column — personalDetails.* plain columns,
 * jobPreferences.* the pref_* columns it declares — read by its kind (server/db/declared.ts).
 * The resume text stays on the server.
 */
const COMPUTED_FIELDS: Partial<FieldMap<SeekerRow, JobSeeker>> = {
  jobSeekerDescription: f.column('overview'),
  embedding: {
    fields: {
      vector: f.from(['embedding'], (r) => parseVector(r.embedding)),
      updatedAt: f.timestamp('embedding_updated_at'),
    },
  },
  notes: f.column('notes'),
};

export const JOB_SEEKERS = defineEntity<SeekerRow, JobSeeker>(
  { table: 'job_seekers', as: 's', virtual: ['notes'] },
  declaredFieldMap<SeekerRow, JobSeeker>(JOB_SEEKER_DECLARATION, COMPUTED_FIELDS),
);

/** Notes of these seekers, newest first, to put on each row. */
async function notesOf(db: Db, ids: readonly string[]): Promise<(row: SeekerRow) => void> {
  const notes = await db
    .selectFrom('job_seeker_notes')
    .selectAll()
    .where('job_seeker_id', 'in', ids)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const bySeeker = new Map<string, Note[]>();
  for (const n of notes) {
    const list = bySeeker.get(n.job_seeker_id) ?? [];
    list.push(toNote(n));
    bySeeker.set(n.job_seeker_id, list);
  }
  return (row) => {
    row.notes = bySeeker.get(row.id) ?? [];
  };
}

/**
 * Job seekers by id with their notes (newest first). With a selection (a list's GraphQL fields)
 * only those fields are read and set, and the notes only when asked for.
 */
export async function findJobSeekerRows(db: Db, ids: string[]): Promise<JobSeeker[]>;
export async function findJobSeekerRows(db: Db, ids: string[], selection: Selection | undefined, options?: LoadOptions): Promise<Loaded<JobSeeker>[]>;
export async function findJobSeekerRows(db: Db, ids: string[], selection?: Selection, options?: LoadOptions): Promise<Loaded<JobSeeker>[]> {
  return loadRecords(
    db,
    JOB_SEEKERS,
    ids.filter(isUuid),
    selection,
    (valid, plan) => (plan.columns.has('notes') ? notesOf(db, valid) : Promise.resolve(null)),
    options,
  );
}

/** The seekers' long fields (server/db/repositories/weight.ts): the AI overview, and the notes. */
export const JOB_SEEKER_WEIGHT = declaredWeight(JOB_SEEKER_DECLARATION, 'job_seekers', {
  notes: (ids) => sql`SELECT sum(octet_length(note)) FROM job_seeker_notes WHERE job_seeker_id = ANY(${ids})`,
});

export async function findJobSeeker(db: Db, id: string): Promise<JobSeeker | null> {
  return (await findJobSeekerRows(db, [id]))[0] ?? null;
}

/** An edit's fields as stored: the contract's JobSeekerInput shape, lists never null; absent fields are kept. */
export type JobSeekerFields = Omit<JobSeekerInput, 'skills' | 'jobPreferences'> & {
  skills?: string[];
  jobPreferences?: Omit<NonNullable<JobSeekerInput['jobPreferences']>, 'location' | 'preferredRoles'> & {
    location?: string[];
    preferredRoles?: string[];
  };
};

export interface JobSeekerPatch {
  fields: JobSeekerFields;
  /** The resume changed: its text, the overview and the embedding describe the old one. */
  clearResumeDerived?: boolean;
  /** The profile an embedding reads changed: the vector is stale, the overview is not. */
  clearEmbedding?: boolean;
}

export async function updateJobSeeker(db: Db, id: string, patch: JobSeekerPatch, actor: string, expected?: Date): Promise<number> {
  const result = await db
    .updateTable('job_seekers')
    .set({
      // Each given field under its declared column (domain/entities/jobSeekers.ts).
      ...(declaredColumns(JOB_SEEKER_DECLARATION, patch.fields) as Updateable<JobSeekersTable>),
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

/** Locks the job seeker (notes are added one at a time) and tells what its notes hold; null when there is none. */
export async function lockSeekerNotes(db: Db, id: string): Promise<{ entries: number; bytes: number } | null> {
  if (!isUuid(id)) return null;
  const seeker = await db.selectFrom('job_seekers').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!seeker) return null;
  const held = await db
    .selectFrom('job_seeker_notes')
    .select((eb) => [eb.fn.countAll<string>().as('entries'), sql<string>`coalesce(sum(octet_length(note)), 0)`.as('bytes')])
    .where('job_seeker_id', '=', id)
    .executeTakeFirstOrThrow();
  return { entries: Number(held.entries), bytes: Number(held.bytes) };
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
