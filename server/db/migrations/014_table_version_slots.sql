-- Table versions without one hot row per table (issue 15). Migrations 004-006 raised one row per
-- table, and the first raise of a transaction locked every table's row in name order: every
-- writing transaction, from every app server, queued behind the one before it until its commit.
--
-- Now each table's version is the sum of 16 slots. A writing transaction raises only the slot
-- `txid % 16` of each table it writes (still in its own transaction, so readers see the new rows
-- and the new version together), and its first raise locks that slot of every table in name order
-- (so two writers of the same slot queue instead of deadlocking). Writers of different slots, most
-- of them, do not wait for each other at all. Every commit still raises the sum of each table it
-- wrote by one, so a cached answer is never given again after a write it could show.
--
-- `table_versions` stays as a view with the same columns for the readers (read cache, list
-- totals). A new table gets its slots with:
--   INSERT INTO table_version_slots (name, slot) SELECT 'new_table', generate_series(0, 15);
CREATE TABLE table_version_slots (
  name    text NOT NULL,
  slot    smallint NOT NULL,
  version bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (name, slot)
);

INSERT INTO table_version_slots (name, slot, version)
  SELECT v.name, s.slot, CASE WHEN s.slot = 0 THEN v.version ELSE 0 END
  FROM table_versions v CROSS JOIN generate_series(0, 15) AS s(slot);

DROP TABLE table_versions;
CREATE VIEW table_versions AS
  SELECT name, sum(version)::bigint AS version FROM table_version_slots GROUP BY name;

CREATE OR REPLACE FUNCTION raise_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
  s smallint := (txid_current() % 16)::smallint;
BEGIN
  IF current_setting('jm.raised_' || TG_TABLE_NAME, true) IS DISTINCT FROM tx THEN
    IF current_setting('jm.versions_locked', true) IS DISTINCT FROM tx THEN
      PERFORM 1 FROM table_version_slots WHERE slot = s ORDER BY name FOR UPDATE;
      PERFORM set_config('jm.versions_locked', tx, true);
    END IF;
    UPDATE table_version_slots SET version = version + 1 WHERE name = TG_TABLE_NAME AND slot = s;
    PERFORM set_config('jm.raised_' || TG_TABLE_NAME, tx, true);
  END IF;
  RETURN NULL;
END $$;

-- TRUNCATE (seed:reset) raises every table at once, in the truncating transaction's slot.
CREATE OR REPLACE FUNCTION raise_all_table_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text;
  s smallint := (txid_current() % 16)::smallint;
BEGIN
  IF current_setting('jm.versions_locked', true) IS DISTINCT FROM tx THEN
    PERFORM 1 FROM table_version_slots WHERE slot = s ORDER BY name FOR UPDATE;
    PERFORM set_config('jm.versions_locked', tx, true);
  END IF;
  UPDATE table_version_slots SET version = version + 1 WHERE slot = s;
  RETURN NULL;
END $$;
