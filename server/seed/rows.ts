/** Contract shapes of the demo data → rows of migrations/001_initial.sql. */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type {
  CompaniesTable,
  CompanyRequestsTable,
  EmployersTable,
  JobApplicationEventsTable,
  JobApplicationsTable,
  JobSeekerNotesTable,
  JobSeekersTable,
  JobsTable,
} from '../db/database';
import type { Company, CompanyRequest, Employer, Job, JobApplication, JobSeeker } from '../../domain/types';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { declaredRow } from '../db/declared';

function audit(x: { createdAt: string; createdBy: string | null; updatedAt: string | null; updatedBy: string | null }) {
  return { created_at: x.createdAt, created_by: x.createdBy, updated_at: x.updatedAt, updated_by: x.updatedBy };
}

/** Every declared company field under its column (domain/entities/companies.ts); JSON fields as text. */
export function companyRow(c: Company): Insertable<CompaniesTable> {
  return declaredRow(COMPANY_DECLARATION, c, { metadata: JSON.stringify, history: JSON.stringify }) as Insertable<CompaniesTable>;
}

/** Every declared employer field under its column (domain/entities/employers.ts); links as JSON. */
export function employerRow(e: Employer): Insertable<EmployersTable> {
  return declaredRow(EMPLOYER_DECLARATION, e) as Insertable<EmployersTable>;
}

/** Every declared job field under its column (domain/entities/jobs.ts); the vector is built later. */
export function jobRow(j: Job): Insertable<JobsTable> {
  return {
    ...declaredRow(JOB_DECLARATION, j, { metadata: JSON.stringify, embeddings: () => null }),
    embedding_updated_at: null,
  } as Insertable<JobsTable>;
}

/** Every declared job seeker field under its column (domain/entities/jobSeekers.ts); the résumé text and vector are the server's. */
export function seekerRow(s: JobSeeker, resumeText: string | null): Insertable<JobSeekersTable> {
  return {
    ...declaredRow(JOB_SEEKER_DECLARATION, s),
    resume_text: resumeText,
    embedding: null,
    embedding_updated_at: null,
  } as Insertable<JobSeekersTable>;
}

export function seekerNoteRows(s: JobSeeker): Insertable<JobSeekerNotesTable>[] {
  return s.notes.map((n) => ({ id: n.id, job_seeker_id: s._id, note: n.note, changed_by: n.changedBy, date: n.date }));
}

export function applicationRow(a: JobApplication): Insertable<JobApplicationsTable> {
  return { id: a._id, status: a.status, job_id: a.jobId, job_seeker_id: a.jobSeekerId, ...audit(a) };
}

/** History and notes share one event table, told apart by kind. */
export function applicationEventRows(a: JobApplication): Insertable<JobApplicationEventsTable>[] {
  return [
    ...a.history.map((h) => ({
      id: randomUUID(),
      application_id: a._id,
      kind: 'status' as const,
      status: h.status,
      note: null,
      changed_by: h.changedBy,
      date: h.date,
    })),
    ...a.notes.map((n) => ({
      id: n.id,
      application_id: a._id,
      kind: 'note' as const,
      status: null,
      note: n.note,
      changed_by: n.changedBy,
      date: n.date,
    })),
  ];
}

export function companyRequestRow(r: CompanyRequest): Insertable<CompanyRequestsTable> {
  return {
    id: r._id,
    company_id: r.companyId,
    employee_id: r.employeeId,
    status: r.status,
    request_note: r.requestNote,
    ...audit(r),
  };
}
