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
import { personColumns } from '../db/repositories/shared';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { declaredRow } from '../db/declared';

function audit(x: { createdAt: string; createdBy: string | null; updatedAt: string | null; updatedBy: string | null }) {
  return { created_at: x.createdAt, created_by: x.createdBy, updated_at: x.updatedAt, updated_by: x.updatedBy };
}


export function companyRow(c: Company): Insertable<CompaniesTable> {
  const d = c.companyDetails;
  return {
    id: c._id,
    company_name: c.companyName,
    about: c.about,
    status: c.status,
    logo_url: c.logoUrl,
    industry: c.industry,
    email: d.email,
    address: d.address,
    city: d.city,
    state: d.state,
    country: d.country,
    zip_code: d.zipCode,
    links: JSON.stringify(c.links),
    metadata: JSON.stringify(c.metadata),
    history: JSON.stringify(c.history),
    ...audit(c),
  };
}

export function employerRow(e: Employer): Insertable<EmployersTable> {
  return {
    id: e._id,
    company_id: e.companyId,
    ...personColumns(e.personalDetails),
    jobs_posted: e.jobsPosted,
    jobs_left: e.jobsLeft,
    links: JSON.stringify(e.links),
    ...audit(e),
  };
}

/** Every declared job field under its column (domain/entities/jobs.ts); the vector is built later. */
export function jobRow(j: Job): Insertable<JobsTable> {
  return {
    ...declaredRow(JOB_DECLARATION, j, { metadata: JSON.stringify, embeddings: () => null }),
    embedding_updated_at: null,
  } as Insertable<JobsTable>;
}

export function seekerRow(s: JobSeeker, resumeText: string | null): Insertable<JobSeekersTable> {
  const prefs = s.jobPreferences;
  return {
    id: s._id,
    ...personColumns(s.personalDetails),
    pref_job_type: prefs.jobType,
    pref_locations: prefs.location,
    notice_period: prefs.noticePeriod,
    preferred_roles: prefs.preferredRoles,
    resume_url: s.resumeUrl,
    resume_text: resumeText,
    years_of_experience: s.yearsOfExperience,
    skills: s.skills,
    education: s.education,
    overview: s.overview,
    embedding: null,
    embedding_updated_at: null,
    ...audit(s),
  };
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
