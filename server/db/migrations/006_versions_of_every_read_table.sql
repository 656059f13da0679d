-- The GraphQL read cache (server/graphql/readCache.ts) keeps a query's answer with the versions
-- of every table a query can read, so those tables all need one: the six list tables had theirs
-- (004-005); notes, application history, stored objects and staff users get theirs here, raised
-- by the same statement trigger. (ai_tasks and sessions are never read by a GraphQL query.)
INSERT INTO table_versions (name) VALUES
  ('job_application_events'), ('job_seeker_notes'), ('staff_users'), ('stored_objects')
  ON CONFLICT (name) DO NOTHING;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['job_application_events', 'job_seeker_notes', 'staff_users', 'stored_objects'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version()',
      t || '_version', t);
  END LOOP;
END $$;

-- TRUNCATE fires no INSERT/UPDATE/DELETE trigger: raised on it too, as 004 does for the others.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['job_application_events', 'job_seeker_notes', 'staff_users', 'stored_objects'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION raise_all_table_versions()',
      t || '_version_truncate', t);
  END LOOP;
END $$;
