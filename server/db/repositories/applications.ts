/** SQL of job applications: the application, its job and seeker, and its event log. */
import type { ApplicationStatus } from '../../../domain/enums';
import type { ApplicantRow, JobApplication, Note, StatusChange } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import { auditOf, iso, isUuid, parseVector, personalDetailsOf } from './shared';

function joined(db: Db) {
  return db
    .selectFrom('job_applications as a')
    .leftJoin('job_seekers as s', 's.id', 'a.job_seeker_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .selectAll('a')
    .select([
      's.id as s_id', 's.full_name', 's.first_name', 's.last_name', 's.email', 's.phone', 's.address',
      's.city', 's.state', 's.zip_code', 's.country', 's.birthday', 's.overview', 's.resume_url',
      's.embedding as s_embedding', 's.embedding_updated_at as s_embedding_updated_at',
      'j.id as j_id', 'j.title as j_title', 'j.company_name as j_company_name', 'j.company_id as j_company_id',
      'j.location as j_location', 'j.city as j_city', 'j.state as j_state', 'j.country as j_country',
      'j.embedding as j_embedding', 'c.company_name as c_name', 'c.logo_url as c_logo',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function nameOf(row: JoinedRow): string | null {
  const parts = [row.first_name, row.last_name].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length ? parts.join(' ') : row.full_name;
}

function toApplication(row: JoinedRow, history: StatusChange[], notes: Note[]): JobApplication {
  const place = [row.j_city, row.j_state, row.j_country].filter(Boolean).join(', ');
  return {
    _id: row.id,
    status: row.status as ApplicationStatus,
    jobId: row.job_id,
    jobSeekerId: row.job_seeker_id,
    jobSeeker: row.s_id
      ? {
          _id: row.s_id,
          personalDetails: personalDetailsOf({ ...row, full_name: row.full_name }),
          overview: row.overview,
          resumeUrl: row.resume_url,
          embedding: { vector: parseVector(row.s_embedding), updatedAt: iso(row.s_embedding_updated_at) },
        }
      : null,
    job: row.j_id
      ? {
          _id: row.j_id,
          title: row.j_title ?? '',
          companyName: row.j_company_name,
          companyId: row.j_company_id,
          location: row.j_location,
          city: row.j_city,
          state: row.j_state,
          country: row.j_country,
          embeddings: parseVector(row.j_embedding),
          company: { companyName: row.c_name ?? row.j_company_name, logoUrl: row.c_logo },
        }
      : null,
    name: nameOf(row),
    designation: row.j_title,
    companyName: row.j_company_name ?? row.c_name,
    location: row.j_location || place || null,
    history,
    notes,
    ...auditOf(row),
  };
}

export async function findApplicationRows(db: Db, ids: string[]): Promise<JobApplication[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const [rows, events] = await Promise.all([
    joined(db).where('a.id', 'in', valid).execute(),
    db
      .selectFrom('job_application_events')
      .selectAll()
      .where('application_id', 'in', valid)
      .orderBy('date', 'asc')
      .orderBy('id', 'asc')
      .execute(),
  ]);
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
  return rows.map((r) => toApplication(r, history.get(r.id) ?? [], notes.get(r.id) ?? []));
}

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
