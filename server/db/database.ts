/**
 * Kysely's view of the tables of migrations/*.sql. Timestamps come back as Date objects.
 *
 * An entity table's plain columns are derived from the contract's type (domain/types.ts, itself
 * generated from domain/schema.graphql) by the naming convention: field yearsOfExperience is
 * column years_of_experience, with the field's type. A field added to the contract and its
 * migration needs no edit here; only special columns (ids, enums with a database default,
 * JSON, vectors, timestamps, server-only text, columns named otherwise) are written below.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Audit, Company, CompanyDetails, CompanyRequest, Employer, Job, JobApplication, JobSeeker, PersonalDetails } from '../../domain/types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** pgvector columns travel as their text form '[0.1,0.2,...]'. */
type Vector = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** camelCase → snake_case, the columns' naming convention (domain/entities/declaration.ts snakeCase). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The columns of plain contract fields: same value type, under the snake_case name; string lists are text[]. */
export type PlainColumns<T> = {
  [K in keyof T & string as SnakeCase<K>]: T[K] extends readonly string[] ? TextArray : T[K];
};

/** Fields every entity type has that are not plain columns: the id (column `id`) and the audit fields. */
type Framework = '_id' | keyof Audit;

interface AuditColumns {
  created_at: Timestamp;
  created_by: string | null;
  updated_at: NullableTimestamp;
  updated_by: string | null;
}

type PersonColumns = PlainColumns<PersonalDetails>;

export interface StaffUsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Generated<string>;
  password_hash: string;
  created_at: Timestamp;
  updated_at: NullableTimestamp;
  /** Migration 009. */
  status: Generated<string>;
  last_sign_in_at: NullableTimestamp;
  must_change_password: Generated<boolean>;
}

/** Migration 010: append-only, written by row triggers (and sign-in events by server/audit). */
export interface AuditEventsTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  entity: string;
  entity_id: string;
  action: string;
  summary: string | null;
  changes: ColumnType<Record<string, [unknown, unknown]> | null, string | null | undefined, never>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  password_guesses: Generated<number>;
  user_agent: string | null;
  ip: string | null;
}

/** A company's details are columns of its own row; links, metadata and history are JSON. */
export interface CompaniesTable
  extends AuditColumns,
    PlainColumns<Omit<Company, Framework | 'status' | 'companyDetails' | 'links' | 'metadata' | 'history'>>,
    PlainColumns<CompanyDetails> {
  id: string;
  status: string;
  links: Json<Record<string, string | null>>;
  metadata: Json<Record<string, unknown>>;
  history: Json<Array<{ status: string; date: string; changedBy: string | null }>>;
}

export interface EmployersTable
  extends AuditColumns,
    PersonColumns,
    PlainColumns<Omit<Employer, Framework | 'company' | 'personalDetails' | 'jobsPosted' | 'jobsLeft' | 'links'>> {
  id: string;
  jobs_posted: Generated<number>;
  jobs_left: Generated<number>;
  links: Json<Record<string, string | null>>;
}

/** Job fields read from other columns or tables (company, companyLogo, relevantCandidates) have none. */
export interface JobsTable
  extends AuditColumns,
    PlainColumns<
      Omit<Job, Framework | 'company' | 'companyLogo' | 'relevantCandidates' | 'jobStatus' | 'metadata' | 'postedDate' | 'embeddings'>
    > {
  id: string;
  job_status: Generated<string>;
  metadata: Json<Record<string, unknown>>;
  posted_date: NullableTimestamp;
  embedding: Vector;
  embedding_updated_at: NullableTimestamp;
}

/** Job preferences are columns named pref_* (and notice_period, preferred_roles); the résumé text stays on the server. */
export interface JobSeekersTable
  extends AuditColumns,
    PersonColumns,
    PlainColumns<
      Omit<JobSeeker, Framework | 'personalDetails' | 'jobPreferences' | 'jobSeekerDescription' | 'overview' | 'embedding' | 'notes'>
    > {
  id: string;
  pref_job_type: string | null;
  pref_locations: TextArray;
  notice_period: string | null;
  preferred_roles: TextArray;
  resume_text: string | null;
  overview: string | null;
  embedding: Vector;
  embedding_updated_at: NullableTimestamp;
  /** What the overview and roles say of the seeker's years, read with the vector (migration 024); NaN: nothing. */
  years_in_text: number | null;
}

export interface JobSeekerNotesTable {
  id: string;
  job_seeker_id: string;
  note: string;
  changed_by: string | null;
  date: Timestamp;
}

/** An application's list fields (name, designation, ...) and history are read from other tables. */
export interface JobApplicationsTable
  extends AuditColumns,
    PlainColumns<
      Omit<JobApplication, Framework | 'status' | 'jobSeeker' | 'job' | 'name' | 'designation' | 'companyName' | 'location' | 'history' | 'notes'>
    > {
  id: string;
  status: string;
}

export interface JobApplicationEventsTable {
  id: string;
  application_id: string;
  kind: 'status' | 'note';
  status: string | null;
  note: string | null;
  changed_by: string | null;
  date: Timestamp;
}

export interface CompanyRequestsTable
  extends AuditColumns,
    PlainColumns<Omit<CompanyRequest, Framework | 'status' | 'company' | 'employerEmail'>> {
  id: string;
  status: string;
}

export interface StoredObjectsTable {
  bucket: string;
  object: string;
  content_type: string;
  size: number;
  is_public: boolean;
  created_at: Timestamp;
  created_by: string | null;
  original_name: string | null;
  owner_kind: 'company' | 'jobseeker' | null;
  owner_id: string | null;
  verified: boolean | null;
}

export interface Database {
  staff_users: StaffUsersTable;
  audit_events: AuditEventsTable;
  sessions: SessionsTable;
  companies: CompaniesTable;
  employers: EmployersTable;
  jobs: JobsTable;
  job_seekers: JobSeekersTable;
  job_seeker_notes: JobSeekerNotesTable;
  job_applications: JobApplicationsTable;
  job_application_events: JobApplicationEventsTable;
  company_requests: CompanyRequestsTable;
  stored_objects: StoredObjectsTable;
}
