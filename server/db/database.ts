/** Kysely's view of the tables of migrations/*.sql. Timestamps come back as Date objects. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** pgvector columns travel as their text form '[0.1,0.2,...]'. */
type Vector = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

interface AuditColumns {
  created_at: Timestamp;
  created_by: string | null;
  updated_at: NullableTimestamp;
  updated_by: string | null;
}

interface PersonColumns {
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  birthday: string | null;
}

export interface StaffUsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Generated<string>;
  password_hash: string;
  created_at: Timestamp;
  updated_at: NullableTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  password_guesses: Generated<number>;
}

export interface CompaniesTable extends AuditColumns {
  id: string;
  company_name: string;
  about: string | null;
  status: string;
  logo_url: string | null;
  industry: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip_code: string | null;
  links: Json<Record<string, string | null>>;
  metadata: Json<Record<string, unknown>>;
  history: Json<Array<{ status: string; date: string; changedBy: string | null }>>;
}

export interface EmployersTable extends AuditColumns, PersonColumns {
  id: string;
  company_id: string | null;
  jobs_posted: Generated<number>;
  jobs_left: Generated<number>;
  links: Json<Record<string, string | null>>;
}

export interface JobsTable extends AuditColumns {
  id: string;
  job_code: string | null;
  job_url: string | null;
  job_source: string | null;
  is_external_job: boolean;
  company_id: string | null;
  company_name: string | null;
  employer_id: string | null;
  employer_email: string | null;
  user_type: string | null;
  title: string;
  description: string | null;
  job_type: string | null;
  job_status: Generated<string>;
  industry: string | null;
  category: string | null;
  salary: string | null;
  experience: string | null;
  years_of_experience: number | null;
  education: string | null;
  requirements: string | null;
  responsibilities: string | null;
  interview_process: string | null;
  skills_required: TextArray;
  tags: TextArray;
  expiry_date: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip_code: string | null;
  metadata: Json<Record<string, unknown>>;
  posted_date: NullableTimestamp;
  embedding: Vector;
  embedding_updated_at: NullableTimestamp;
}

export interface JobSeekersTable extends AuditColumns, PersonColumns {
  id: string;
  pref_job_type: string | null;
  pref_locations: TextArray;
  notice_period: string | null;
  preferred_roles: TextArray;
  resume_url: string | null;
  resume_text: string | null;
  years_of_experience: number | null;
  skills: TextArray;
  education: string | null;
  overview: string | null;
  embedding: Vector;
  embedding_updated_at: NullableTimestamp;
}

export interface JobSeekerNotesTable {
  id: string;
  job_seeker_id: string;
  note: string;
  changed_by: string | null;
  date: Timestamp;
}

export interface JobApplicationsTable extends AuditColumns {
  id: string;
  status: string;
  job_id: string;
  job_seeker_id: string;
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

export interface CompanyRequestsTable extends AuditColumns {
  id: string;
  company_id: string;
  employee_id: string;
  status: string;
  request_note: string | null;
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
