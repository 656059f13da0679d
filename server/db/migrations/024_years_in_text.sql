-- Relevant candidates (issue 12): the years the scan weighs are the years the relevance score reads.
-- The score takes a seeker's years from the field, else from what their overview says ('7 yrs',
-- '2015 - present'), else from the level of the role they name ('Head of Sales')
-- (server/ai/relevance.ts, yearsFromProfileText). The match vector read only the field, so a
-- senior whose years are written only in the résumé sat in the 'unknown years' band of the scan
-- and could miss the wide set the score re-ranks, though the score ranks them first.
-- `years_in_text` is what that rule read when the seeker's vector was last built (the app writes
-- both in one statement): NULL not read yet, 'NaN' read and none found. The field, when filled in,
-- wins at once.
ALTER TABLE job_seekers ADD COLUMN years_in_text double precision;

-- A generated column's expression cannot be altered in PostgreSQL 15: the column is made again
-- (its index goes with it and is built again below; about a minute at 100,000 seekers).
ALTER TABLE job_seekers DROP COLUMN match_vector;
ALTER TABLE job_seekers ADD COLUMN match_vector vector(278)
  GENERATED ALWAYS AS (CASE WHEN embedding IS NOT NULL THEN seeker_match_vector(embedding, coalesce(years_of_experience, years_in_text)) END) STORED;

-- As 023: kept in the row (pgvector only; without it `vector` is the exact scan's text domain).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE job_seekers ALTER COLUMN match_vector SET STORAGE MAIN;
  END IF;
END $$;

CREATE INDEX job_seekers_match_vector_hnsw ON job_seekers
  USING hnsw (match_vector vector_cosine_ops) WITH (m = 16, ef_construction = 64);
