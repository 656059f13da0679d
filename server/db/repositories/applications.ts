/** SQL of job applications: the application, its job and seeker, and its event log. */
import { APPLICATION_DECLARATION } from '../../../domain/entities/applications';
import type { ApplicationStatus } from '../../../domain/enums';
import type { ApplicantRow, JobApplication, Note, StatusChange } from '../../../domain/types';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../client';
import type { JobApplicationsTable } from '../database';
import { nextVersion, versionMatches } from '../versioning';
import { declaredFieldMap } from '../declared';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, loadRecords, type Selection } from '../fieldMap';
import { iso, isUuid, parseVector, PERSON_COLUMN_NAMES, personalDetailsFields, type PersonRow } from './shared';
import { declaredWeight } from './weight';

/** An application with its seeker's and job's columns; history and notes come from its events. */
type ApplicationRow = Selectable<JobApplicationsTable> &
  PersonRow & {
    s_id: string | null;
    overview: string | null;
    resume_url: string | null;
    s_embedding: string | null;
    s_embedding_updated_at: Date | null;
    j_id: string | null;
    j_title: string | null;
    j_company_name: string | null;
    j_company_id: string | null;
    j_location: string | null;
    j_city: string | null;
    j_state: string | null;
    j_country: string | null;
    j_embedding: string | null;
    c_name: string | null;
    c_logo: string | null;
    history: StatusChange[];
    notes: Note[];
  };

const f = fieldsOf<ApplicationRow>();

function nameOf(row: ApplicationRow): string | null {
  const parts = [row.first_name, row.last_name].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length ? parts.join(' ') : row.full_name;
}

/**
 * The JobApplication fields read through the joins (the job, the seeker, their names) and from
 * the event log. Every other declared field (domain/entities/applications.ts) is its snake_case
 * column, read by its kind (server/db/declared.ts).
 */
const COMPUTED_FIELDS: Partial<FieldMap<ApplicationRow, JobApplication>> = {
  jobSeeker: {
    columns: ['s_id'],
    present: (r) => !!r.s_id,
    fields: {
      _id: f.from(['s_id'], (r) => r.s_id as string),
      personalDetails: { fields: personalDetailsFields<ApplicationRow>() },
      overview: f.column('overview'),
      resumeUrl: f.column('resume_url'),
      embedding: {
        fields: {
          vector: f.from(['s_embedding'], (r) => parseVector(r.s_embedding)),
          updatedAt: f.timestamp('s_embedding_updated_at'),
        },
      },
    },
  },
  job: {
    columns: ['j_id'],
    present: (r) => !!r.j_id,
    fields: {
      _id: f.from(['j_id'], (r) => r.j_id as string),
      title: f.from(['j_title'], (r) => r.j_title ?? ''),
      companyName: f.column('j_company_name'),
      companyId: f.column('j_company_id'),
      location: f.column('j_location'),
      city: f.column('j_city'),
      state: f.column('j_state'),
      country: f.column('j_country'),
      embeddings: f.from(['j_embedding'], (r) => parseVector(r.j_embedding)),
      company: {
        fields: {
          companyName: f.from(['c_name', 'j_company_name'], (r) => r.c_name ?? r.j_company_name),
          logoUrl: f.column('c_logo'),
        },
      },
    },
  },
  name: f.from(['first_name', 'last_name', 'full_name'], nameOf),
  designation: f.column('j_title'),
  companyName: f.from(['j_company_name', 'c_name'], (r) => r.j_company_name ?? r.c_name),
  location: f.from(['j_location', 'j_city', 'j_state', 'j_country'], (r) => {
    const place = [r.j_city, r.j_state, r.j_country].filter(Boolean).join(', ');
    return r.j_location || place || null;
  }),
  history: f.column('history'),
  notes: f.column('notes'),
};

const seeker = (column: string) => ({ column: `s.${column}`, joins: ['seeker'] });
const job = (column: string) => ({ column: `j.${column}`, joins: ['job'] });

export const APPLICATIONS = defineEntity<ApplicationRow, JobApplication>(
  {
    table: 'job_applications',
    as: 'a',
    joins: {
      seeker: sql`LEFT JOIN job_seekers AS s ON s.id = a.job_seeker_id`,
      job: sql`LEFT JOIN jobs AS j ON j.id = a.job_id`,
      company: sql`LEFT JOIN companies AS c ON c.id = j.company_id`,
    },
    joined: {
      s_id: seeker('id'),
      // The seeker's person columns, read through the join under their own names.
      ...(Object.fromEntries(PERSON_COLUMN_NAMES.map((column) => [column, seeker(column)])) as Record<keyof PersonRow, ReturnType<typeof seeker>>),
      overview: seeker('overview'),
      resume_url: seeker('resume_url'),
      s_embedding: seeker('embedding'),
      s_embedding_updated_at: seeker('embedding_updated_at'),
      j_id: job('id'),
      j_title: job('title'),
      j_company_name: job('company_name'),
      j_company_id: job('company_id'),
      j_location: job('location'),
      j_city: job('city'),
      j_state: job('state'),
      j_country: job('country'),
      j_embedding: job('embedding'),
      c_name: { column: 'c.company_name', joins: ['job', 'company'] },
      c_logo: { column: 'c.logo_url', joins: ['job', 'company'] },
    },
    virtual: ['history', 'notes'],
  },
  declaredFieldMap<ApplicationRow, JobApplication>(APPLICATION_DECLARATION, COMPUTED_FIELDS),
);

/** The status history (oldest first) and notes of these applications, when the plan reads them. */
async function eventsOf(db: Db, ids: readonly string[], withHistory: boolean, withNotes: boolean): Promise<(row: ApplicationRow) => void> {
  let query = db
    .selectFrom('job_application_events')
    .selectAll()
    .where('application_id', 'in', ids);
  if (!withHistory) query = query.where('kind', '=', 'note');
  if (!withNotes) query = query.where('kind', '=', 'status');
  const events = await query.orderBy('date', 'asc').orderBy('id', 'asc').execute();
  const history = new Map<string, StatusChange[]>();
  const notes = new Map<string, Note[]>();
  for (const e of events) {
    const date = iso(e.date) ?? '';
    if (e.kind === 'status') {
      const list = history.get(e.application_id) ?? [];
      list.push({ status: e.status ?? '', date, changedBy: e.changed_by });
      history.set(e.application_id, list);
    } else {
      const list = notes.get(e.application_id) ?? [];
      list.push({ id: e.id, note: e.note ?? '', changedBy: e.changed_by, date });
      notes.set(e.application_id, list);
    }
  }
  return (row) => {
    row.history = history.get(row.id) ?? [];
    row.notes = notes.get(row.id) ?? [];
  };
}

/**
 * Applications by id with their job, seeker, history and notes. With a selection (a list's
 * GraphQL fields) only those fields are read and set: a join or the events only when asked for.
 */
export async function findApplicationRows(db: Db, ids: string[]): Promise<JobApplication[]>;
export async function findApplicationRows(db: Db, ids: string[], selection: Selection | undefined): Promise<Loaded<JobApplication>[]>;
export async function findApplicationRows(db: Db, ids: string[], selection?: Selection): Promise<Loaded<JobApplication>[]> {
  return loadRecords(db, APPLICATIONS, ids.filter(isUuid), selection, (valid, plan) => {
    const withHistory = plan.columns.has('history');
    const withNotes = plan.columns.has('notes');
    return withHistory || withNotes ? eventsOf(db, valid, withHistory, withNotes) : Promise.resolve(null);
  });
}

/**
 * The applications' long fields (server/db/repositories/weight.ts): the notes and the status
 * history, from their events (a change's date counts as its 24 characters).
 */
export const APPLICATION_WEIGHT = declaredWeight(APPLICATION_DECLARATION, 'job_applications', {
  notes: (ids) => sql`SELECT sum(octet_length(note)) FROM job_application_events WHERE kind = 'note' AND application_id = ANY(${ids})`,
  history: (ids) =>
    sql`SELECT sum(coalesce(octet_length(status), 0) + coalesce(octet_length(changed_by), 0) + 24) FROM job_application_events WHERE kind = 'status' AND application_id = ANY(${ids})`,
});

export async function findApplication(db: Db, id: string): Promise<JobApplication | null> {
  return (await findApplicationRows(db, [id]))[0] ?? null;
}

export async function currentStatus(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom('job_applications').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
  return row?.status ?? null;
}

export async function setApplicationStatus(
  db: Db,
  id: string,
  status: ApplicationStatus | null,
  actor: string,
  expected?: Date,
): Promise<number> {
  const result = await db
    .updateTable('job_applications')
    .set({ ...(status ? { status } : {}), updated_at: nextVersion(), updated_by: actor })
    .where('id', '=', id)
    .where(versionMatches(expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What an application's log holds: its notes (count and UTF-8 bytes) and its status changes. */
export async function applicationLogHeld(db: Db, id: string): Promise<{ notes: { entries: number; bytes: number }; statuses: number }> {
  const rows = await db
    .selectFrom('job_application_events')
    .select((eb) => ['kind', eb.fn.countAll<string>().as('entries'), sql<string>`coalesce(sum(octet_length(note)), 0)`.as('bytes')])
    .where('application_id', '=', id)
    .groupBy('kind')
    .execute();
  const note = rows.find((r) => r.kind === 'note');
  const status = rows.find((r) => r.kind === 'status');
  return { notes: { entries: Number(note?.entries ?? 0), bytes: Number(note?.bytes ?? 0) }, statuses: Number(status?.entries ?? 0) };
}

export async function appendApplicationEvent(
  db: Db,
  event: { id: string; applicationId: string; kind: 'status' | 'note'; status?: string; note?: string; changedBy: string },
): Promise<void> {
  await db
    .insertInto('job_application_events')
    .values({
      id: event.id,
      application_id: event.applicationId,
      kind: event.kind,
      status: event.status ?? null,
      note: event.note ?? null,
      changed_by: event.changedBy,
      date: new Date(),
    })
    .execute();
}

export async function deleteApplication(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('job_applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The applicant list of a job (REST), newest first. */
export async function listApplicants(
  db: Db,
  jobId: string,
  page: number,
  rowsPerPage: number,
): Promise<{ content: ApplicantRow[]; totalElements: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('job_applications as a')
      .innerJoin('job_seekers as s', 's.id', 'a.job_seeker_id')
      .select(['a.id', 'a.job_seeker_id', 'a.status', 'a.created_at', 's.full_name', 's.first_name', 's.last_name', 's.email'])
      .where('a.job_id', '=', jobId)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'asc')
      .limit(rowsPerPage)
      .offset(page * rowsPerPage)
      .execute(),
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    content: rows.map((r) => ({
      _id: r.id,
      jobSeekerId: r.job_seeker_id,
      name: r.full_name ?? ([r.first_name, r.last_name].filter(Boolean).join(' ') || null),
      email: r.email,
      status: r.status as ApplicationStatus,
      createdAt: iso(r.created_at) ?? '',
    })),
    totalElements: Number(count.n),
  };
}
