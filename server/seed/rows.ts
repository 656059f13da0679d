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
import { APPLICATION_DECLARATION } from '../../domain/entities/applications';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { COMPANY_REQUEST_DECLARATION } from '../../domain/entities/companyRequests';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { declaredRow } from '../db/declared';
import { metadataJson } from '../db/repositories/shared';

/**
 * Every declared company field under its column (domain/entities/companies.ts); JSON fields as
 * text, the SEO metadata exactly as a console save stores it (no derived url), so a seeded
 * company's first edit records only what the person changed.
 */
export function companyRow(c: Company): Insertable<CompaniesTable> {
  return declaredRow(COMPANY_DECLARATION, c, { metadata: metadataJson, history: JSON.stringify }) as Insertable<CompaniesTable>;
}

/** Every declared employer field under its column (domain/entities/employers.ts); links as JSON. */
export function employerRow(e: Employer): Insertable<EmployersTable> {
  return declaredRow(EMPLOYER_DECLARATION, e) as Insertable<EmployersTable>;
}

/** Every declared job field under its column (domain/entities/jobs.ts); the metadata as a save stores it; the vector is built later. */
export function jobRow(j: Job): Insertable<JobsTable> {
  return {
    ...declaredRow(JOB_DECLARATION, j, { metadata: metadataJson, embeddings: () => null }),
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

/** Every declared application field under its column (domain/entities/applications.ts); its history and notes are events. */
export function applicationRow(a: JobApplication): Insertable<JobApplicationsTable> {
  return declaredRow(APPLICATION_DECLARATION, a) as Insertable<JobApplicationsTable>;
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

/** Every declared company request field under its column (domain/entities/companyRequests.ts). */
export function companyRequestRow(r: CompanyRequest): Insertable<CompanyRequestsTable> {
  return declaredRow(COMPANY_REQUEST_DECLARATION, r) as Insertable<CompanyRequestsTable>;
}
