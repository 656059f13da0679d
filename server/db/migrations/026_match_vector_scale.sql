-- Relevant candidates (issue 12): a seeker's years as a scale, not as one mark among 22 bands.
-- With one mark per band every two bands were equally far apart, so the HNSW graph held no notion
-- of 'more years': a job's query, which adds the seniority fit of each band to the cosine, had to
-- find the seniors it wanted among neighbours of any seniority, and on some builds of the graph
-- it settled among the wrong ones and missed a job's whole top five (the bench's recall of the
-- page read 0.86-0.98 by build). On the scale a seeker of 14 years sits near one of 15 and far
-- from one of 2, and the scan reaches its seniors the way it reaches its craft
-- (server/ai/README.md, "Matching in the database"; server/ai/matchVector.ts builds the job's side).
--
-- The scale: for the known bands 0..20 (whole years 0..19, then 20 and more), +a at every band up
-- to the seeker's and -a after it, 0 at 'unknown'; an unknown seeker has 0 on the scale and the
-- whole mark, 0.2, at 'unknown'. a = 0.2 / sqrt(21), so every match vector has the same length as
-- before (the embedding at unit length and 0.2) and its cosine order stays inner-product order.
CREATE FUNCTION match_year_scale(years double precision) RETURNS float8[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_agg(CASE
      WHEN seeker.own = 21 THEN CASE WHEN band = 21 THEN 0.2 ELSE 0 END
      WHEN band = 21 THEN 0
      WHEN band <= seeker.own THEN 0.2 / sqrt(21)
      ELSE -0.2 / sqrt(21) END ORDER BY band)::float8[]
  FROM generate_series(0, 21) AS band, (SELECT match_year_band(years) AS own) AS seeker
$fn$;

-- A generated column's expression cannot be altered in PostgreSQL 15: the column is made again
-- with the function it reads (its index goes with it and is built again below; about a minute and
-- a half at 100,000 seekers on PGlite).
ALTER TABLE job_seekers DROP COLUMN match_vector;

CREATE OR REPLACE FUNCTION seeker_match_vector(embedding vector, years double precision) RETURNS vector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT match_concat(embedding, match_year_scale(years))
$fn$;

DROP FUNCTION match_year_onehot(double precision);

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
