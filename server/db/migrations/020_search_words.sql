-- The words of the global search (Ctrl+K, issue 14): every word (letters, or letters and digits)
-- of the text a person types to find a job, a job seeker, a company or an employer, once.
--
-- Searching 100,000 long texts for a word with a typo in it ("Exeutive") made the trigram
-- index propose every row holding most of its trigrams (15,000 "Executive" rows), all of which
-- PostgreSQL then read and rejected: a second and nothing found. The search now looks the typed
-- words up here first (a few tens of thousands of short words: the words they start, or, for a
-- typo, the closest ones), then asks each table only for rows holding those whole words, which
-- its trigram index answers without false candidates.
--
-- Words are added by statement triggers in the writing transaction, so a record is findable by
-- its new words as soon as it is saved. Words of deleted or edited records stay: a stale word
-- can only be offered as the correction of a typo, and finds no row.
-- No unique key: two transactions saving the same new word at once would otherwise wait for each
-- other's commit (ON CONFLICT waits on an uncommitted twin), and every writer must go on without
-- waiting (migration 014). A word saved twice that way is kept twice; the search reads DISTINCT.
CREATE TABLE search_words (
  word text COLLATE "C" NOT NULL
);
CREATE INDEX search_words_word ON search_words (word);
-- Looked up with the strict word similarity operator (<<%): on a single word it is the plain
-- similarity. The plain one (%) and the distance (<->) sometimes never return on the embedded
-- database (PGlite 0.5), in a scan of any trigram index.
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

-- The words of a text the way pg_trgm reads them: lower case, split at anything not a letter or
-- a digit. Numbers alone (phones, codes) are not kept: they are searched as they are typed.
CREATE FUNCTION search_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM regexp_split_to_table(lower($1), '[^[:alnum:]]+') AS w WHERE w ~ '[[:alpha:]]' $$;

-- One function for the four tables: each passes the text its global search index reads
-- (migration 016). Only words not already known are inserted.
CREATE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM changed r, search_words_of(search_text(r.title, r.company_name, r.location, r.job_code)) w
      WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w);
  ELSIF TG_TABLE_NAME = 'job_seekers' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM changed r, search_words_of(search_text(VARIADIC (ARRAY[r.full_name, r.email, r.phone] || r.skills))) w
      WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w);
  ELSIF TG_TABLE_NAME = 'companies' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM changed r, search_words_of(search_text(r.company_name, r.email)) w
      WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w);
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM changed r, search_words_of(search_text(r.full_name, r.email)) w
      WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_search_words_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER jobs_search_words_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER job_seekers_search_words_insert AFTER INSERT ON job_seekers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER job_seekers_search_words_update AFTER UPDATE ON job_seekers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER companies_search_words_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER companies_search_words_update AFTER UPDATE ON companies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER employers_search_words_insert AFTER INSERT ON employers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER employers_search_words_update AFTER UPDATE ON employers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();

INSERT INTO search_words (word)
  SELECT w FROM jobs r, search_words_of(search_text(r.title, r.company_name, r.location, r.job_code)) w
  UNION SELECT w FROM job_seekers r, search_words_of(search_text(VARIADIC (ARRAY[r.full_name, r.email, r.phone] || r.skills))) w
  UNION SELECT w FROM companies r, search_words_of(search_text(r.company_name, r.email)) w
  UNION SELECT w FROM employers r, search_words_of(search_text(r.full_name, r.email)) w;
