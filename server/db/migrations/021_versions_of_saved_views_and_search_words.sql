-- The GraphQL read cache keeps an answer with the versions of just the tables its SQL read
-- (server/db/readTables.ts, issue 15), and never keeps one that read a table without a version.
-- Saved views (017) and the global search's words (020) are read by GraphQL queries, so they get
-- versions here, raised as 014 raises the others: in the writer's transaction, in its slot.
--
-- Before this, the saved views list could be answered from the cache after a view was saved
-- (nothing moved a version); the search words only ever changed with a write to one of the four
-- tables whose triggers add them, which is why they needed none while every answer depended on
-- every table.
INSERT INTO table_version_slots (name, slot)
  SELECT t, s FROM unnest(ARRAY['saved_views', 'saved_view_defaults', 'search_words']) AS t, generate_series(0, 15) AS s;

CREATE TRIGGER saved_views_version BEFORE INSERT OR UPDATE OR DELETE ON saved_views
  FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();
CREATE TRIGGER saved_view_defaults_version BEFORE INSERT OR UPDATE OR DELETE ON saved_view_defaults
  FOR EACH STATEMENT EXECUTE FUNCTION raise_table_version();
-- Per row, after it: the words' statement runs in every write of jobs, job seekers, companies and
-- employers and most add no word, so the version moves only when a word is added.
CREATE TRIGGER search_words_version AFTER INSERT OR UPDATE OR DELETE ON search_words
  FOR EACH ROW EXECUTE FUNCTION raise_table_version();

CREATE TRIGGER saved_views_version_truncate AFTER TRUNCATE ON saved_views
  FOR EACH STATEMENT EXECUTE FUNCTION raise_all_table_versions();
CREATE TRIGGER saved_view_defaults_version_truncate AFTER TRUNCATE ON saved_view_defaults
  FOR EACH STATEMENT EXECUTE FUNCTION raise_all_table_versions();
CREATE TRIGGER search_words_version_truncate AFTER TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION raise_all_table_versions();
