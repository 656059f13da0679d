-- Relevant candidates (issue 12): keep a seeker's two vectors in the row itself.
-- pgvector stores `vector` with storage EXTERNAL, and a seeker row carries the embedding (1,032
-- bytes) and the match vector (1,116) beside the profile, over PostgreSQL's 2 KB TOAST threshold:
-- on the bench's 100,000 seekers every match vector and 14 % of embeddings were moved to the
-- TOAST table. The candidates' scan reads both for each of the 75 rows it returns (the distance
-- it orders by and the page's cosine), so each row cost up to two extra TOAST lookups.
-- MAIN keeps them in the row (they do not compress) and lets the overview and the résumé text
-- move out instead: the scan's rows then hold what it reads, the profile query of the page's 5
-- reads their overviews from the TOAST table (server/ai/README.md, "Matching in the database").
-- Only for pgvector: without it `vector` is a text domain read by the exact scan, not measured so.
-- Storage applies to rows written afterwards (every new or rebuilt vector rewrites its row); a
-- database with many seekers already moves the existing rows with `VACUUM FULL job_seekers`
-- (outside a transaction, so not here; it rebuilds the indexes too: ~160 s at 100,000 on PGlite).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE job_seekers
      ALTER COLUMN embedding SET STORAGE MAIN,
      ALTER COLUMN match_vector SET STORAGE MAIN;
  END IF;
END $$;
