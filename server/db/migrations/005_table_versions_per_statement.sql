-- Migration 004 raised table versions from deferred row triggers; their pending events refuse a
-- CREATE INDEX later in the same transaction (seed:large loads rows, then builds its indexes).
-- Raise them instead before the transaction's first writing statement on each table: still in
-- the writer's transaction (readers see the new rows and the new version together, at commit),
-- no pending events, and no per-row work for bulk loads. The first raise of a transaction locks
-- every version row in one order, so writers of different tables queue instead of deadlocking.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'company_requests', 'employers', 'job_applications', 'job_seekers', 'jobs'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_version', t);
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION raise_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
BEGIN
  IF current_setting('jm.raised_' || TG_TABLE_NAME, true) IS DISTINCT FROM tx THEN
    IF current_setting('jm.versions_locked', true) IS DISTINCT FROM tx THEN
      PERFORM 1 FROM table_versions ORDER BY name FOR UPDATE;
      PERFORM set_config('jm.versions_locked', tx, true);
    END IF;
    UPDATE table_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
    PERFORM set_config('jm.raised_' || TG_TABLE_NAME, tx, true);
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'company_requests', 'employers', 'job_applications', 'job_seekers', 'jobs'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version()',
      t || '_version', t);
  END LOOP;
END $$;
