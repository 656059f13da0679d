-- Global search (Ctrl+K in the console): one trigram index per kind of record over the text a
-- person types to find it, so a typo-tolerant search ("gemolgist" finds "Gemologist") over
-- 100,000 rows of each kind reads a few index pages instead of every row. Applications and
-- company requests are found through the seekers, jobs, companies and employers they name.
CREATE INDEX jobs_global_search_trgm ON jobs
  USING gin (search_text(title, company_name, location, job_code) gin_trgm_ops);

CREATE INDEX job_seekers_global_search_trgm ON job_seekers
  USING gin (search_text(VARIADIC (ARRAY[full_name, email, phone] || skills)) gin_trgm_ops);

CREATE INDEX companies_global_search_trgm ON companies
  USING gin (search_text(company_name, email) gin_trgm_ops);

CREATE INDEX employers_global_search_trgm ON employers
  USING gin (search_text(full_name, email) gin_trgm_ops);

-- A request is found through its company or its employer (and deleting either cascades to it).
CREATE INDEX company_requests_company_idx ON company_requests (company_id);
CREATE INDEX company_requests_employee_idx ON company_requests (employee_id);
