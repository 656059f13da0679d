-- The marketplace schema. Nested contract groups (personalDetails, companyDetails, ...) are
-- flattened into columns where they are filtered or sorted, and kept as jsonb where they are not.
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE staff_users (
  id            uuid PRIMARY KEY,
  email         text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  role          text NOT NULL DEFAULT 'Super Admin',
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz
);
CREATE UNIQUE INDEX staff_users_email_key ON staff_users (lower(email));

-- Only a hash of the session token is stored: a leaked table does not leak sessions.
CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE companies (
  id           uuid PRIMARY KEY,
  company_name text NOT NULL,
  about        text,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected')),
  logo_url     text,
  industry     text,
  email        text,
  address      text,
  city         text,
  state        text,
  country      text,
  zip_code     text,
  links        jsonb NOT NULL DEFAULT '{}',
  metadata     jsonb NOT NULL DEFAULT '{}',
  history      jsonb NOT NULL DEFAULT '[]',
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text,
  updated_at   timestamptz,
  updated_by   text
);
CREATE INDEX companies_created_idx ON companies (created_at DESC, id);
CREATE INDEX companies_name_trgm ON companies USING gin (company_name gin_trgm_ops);

CREATE TABLE employers (
  id           uuid PRIMARY KEY,
  company_id   uuid REFERENCES companies(id) ON DELETE SET NULL,
  full_name    text,
  first_name   text,
  last_name    text,
  email        text,
  phone        text,
  address      text,
  city         text,
  state        text,
  zip_code     text,
  country      text,
  birthday     text,
  jobs_posted  integer NOT NULL DEFAULT 0,
  jobs_left    integer NOT NULL DEFAULT 0,
  links        jsonb NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text,
  updated_at   timestamptz,
  updated_by   text
);
CREATE INDEX employers_created_idx ON employers (created_at DESC, id);
CREATE INDEX employers_company_idx ON employers (company_id);
CREATE INDEX employers_email_trgm ON employers USING gin (email gin_trgm_ops);
CREATE INDEX employers_name_trgm ON employers USING gin (full_name gin_trgm_ops);

CREATE TABLE jobs (
  id                  uuid PRIMARY KEY,
  job_code            text,
  job_url             text,
  job_source          text,
  is_external_job     boolean NOT NULL DEFAULT false,
  company_id          uuid REFERENCES companies(id) ON DELETE SET NULL,
  company_name        text,
  employer_id         uuid REFERENCES employers(id) ON DELETE SET NULL,
  employer_email      text,
  user_type           text,
  title               text NOT NULL,
  description         text,
  job_type            text,
  job_status          text NOT NULL DEFAULT 'OPEN' CHECK (job_status IN ('OPEN', 'CLOSED')),
  industry            text,
  category            text,
  salary              text,
  experience          text,
  years_of_experience double precision,
  education           text,
  requirements        text,
  responsibilities    text,
  interview_process   text,
  skills_required     text[] NOT NULL DEFAULT '{}',
  tags                text[] NOT NULL DEFAULT '{}',
  expiry_date         text,
  location            text,
  city                text,
  state               text,
  country             text,
  zip_code            text,
  metadata            jsonb NOT NULL DEFAULT '{}',
  posted_date         timestamptz,
  embedding           vector(256),
  embedding_updated_at timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  created_by          text,
  updated_at          timestamptz,
  updated_by          text
);
CREATE INDEX jobs_created_idx ON jobs (created_at DESC, id);
CREATE INDEX jobs_company_idx ON jobs (company_id);
CREATE INDEX jobs_employer_idx ON jobs (employer_id);
CREATE INDEX jobs_title_trgm ON jobs USING gin (title gin_trgm_ops);
CREATE INDEX jobs_company_name_trgm ON jobs USING gin (company_name gin_trgm_ops);

CREATE TABLE job_seekers (
  id                  uuid PRIMARY KEY,
  full_name           text,
  first_name          text,
  last_name           text,
  email               text,
  phone               text,
  address             text,
  city                text,
  state               text,
  zip_code            text,
  country             text,
  birthday            text,
  pref_job_type       text,
  pref_locations      text[] NOT NULL DEFAULT '{}',
  notice_period       text,
  preferred_roles     text[] NOT NULL DEFAULT '{}',
  resume_url          text,
  resume_text         text,
  years_of_experience double precision,
  skills              text[] NOT NULL DEFAULT '{}',
  education           text,
  overview            text,
  embedding           vector(256),
  embedding_updated_at timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  created_by          text,
  updated_at          timestamptz,
  updated_by          text
);
CREATE INDEX job_seekers_created_idx ON job_seekers (created_at DESC, id);
CREATE INDEX job_seekers_name_trgm ON job_seekers USING gin (full_name gin_trgm_ops);
CREATE INDEX job_seekers_email_trgm ON job_seekers USING gin (email gin_trgm_ops);

CREATE TABLE job_seeker_notes (
  id            uuid PRIMARY KEY,
  job_seeker_id uuid NOT NULL REFERENCES job_seekers(id) ON DELETE CASCADE,
  note          text NOT NULL,
  changed_by    text,
  date          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_seeker_notes_seeker_idx ON job_seeker_notes (job_seeker_id, date DESC);

CREATE TABLE job_applications (
  id            uuid PRIMARY KEY,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('accepted', 'pending', 'rejected')),
  job_id        uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  job_seeker_id uuid NOT NULL REFERENCES job_seekers(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  created_by    text,
  updated_at    timestamptz,
  updated_by    text
);
CREATE INDEX job_applications_created_idx ON job_applications (created_at DESC, id);
CREATE INDEX job_applications_job_idx ON job_applications (job_id);
CREATE INDEX job_applications_seeker_idx ON job_applications (job_seeker_id);

CREATE TABLE job_application_events (
  id             uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES job_applications(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('status', 'note')),
  status         text,
  note           text,
  changed_by     text,
  date           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_application_events_app_idx ON job_application_events (application_id, date);

CREATE TABLE company_requests (
  id           uuid PRIMARY KEY,
  company_id   uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  employee_id  uuid NOT NULL REFERENCES employers(id) ON DELETE CASCADE,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  request_note text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text,
  updated_at   timestamptz,
  updated_by   text
);
CREATE INDEX company_requests_created_idx ON company_requests (created_at DESC, id);
CREATE INDEX company_requests_status_idx ON company_requests (status);

-- Objects of the /api/s3 store (bytes live in the file store; this is their catalogue).
CREATE TABLE stored_objects (
  bucket       text NOT NULL,
  object       text NOT NULL,
  content_type text NOT NULL,
  size         integer NOT NULL,
  is_public    boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text,
  PRIMARY KEY (bucket, object)
);
