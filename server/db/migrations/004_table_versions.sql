-- (The triggers below are replaced by migration 005: raised per statement, not deferred.)
-- A version number per list table, raised once by every transaction that changed the table, at
-- its commit. The list query (server/db/listQuery.ts) keeps the total of each filtered list with
-- the versions it was counted at, and counts again only when one moved: counting 14k title
-- matches among 100k jobs costs tens of ms on PGlite, on every page, for a number that changes
-- only when someone writes.
--
-- Why deferred: the raise happens in the same transaction as the change, so a reader sees the new
-- rows and the new version together, never one without the other. At commit, and with the rows
-- locked in one order, so two writers of different tables cannot deadlock on them. A transaction
-- raises each table once however many rows it changed (bulk loads stay cheap).
CREATE TABLE table_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

INSERT INTO table_versions (name) VALUES
  ('companies'), ('company_requests'), ('employers'), ('job_applications'), ('job_seekers'), ('jobs');

CREATE FUNCTION raise_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
BEGIN
  IF current_setting('jm.versions_locked', true) IS DISTINCT FROM tx THEN
    PERFORM 1 FROM table_versions ORDER BY name FOR UPDATE;
    PERFORM set_config('jm.versions_locked', tx, true);
  END IF;
  IF current_setting('jm.raised_' || TG_TABLE_NAME, true) IS DISTINCT FROM tx THEN
    UPDATE table_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
    PERFORM set_config('jm.raised_' || TG_TABLE_NAME, tx, true);
  END IF;
  RETURN NULL;
END $$;

-- TRUNCATE (seed:reset) cannot have a deferred trigger: raise every table at once.
CREATE FUNCTION raise_all_table_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM table_versions ORDER BY name FOR UPDATE;
  UPDATE table_versions SET version = version + 1;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'company_requests', 'employers', 'job_applications', 'job_seekers', 'jobs'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_table_version()',
      t || '_version', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION raise_all_table_versions()',
      t || '_version_truncate', t);
  END LOOP;
END $$;
