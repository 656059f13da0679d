-- Relevant candidates (issue 12): a vector the nearest-neighbour scan can rank seniority with.
-- The relevance score weighs the seeker's years against what the job asks, which the embedding
-- alone does not show: the 150 seekers nearest a senior job were mostly juniors of the same craft.
-- A seeker's match vector is [embedding at unit length, one-hot of the band of their years]
-- (server/ai/matchVector.ts builds the job's side); the database writes it from the two columns,
-- so every write of an embedding or of the years (edits, bulk builds, the seed, COPY) keeps it in
-- step with no code of its own.

-- The band of a seeker's years: whole years 0..19, 20 and more, then 'unknown' (index 21).
-- The same layout as server/ai/matchVector.ts (tests/server/ai/matchVector.test.ts checks both).
CREATE FUNCTION match_year_band(years double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN years IS NULL OR years < 0 OR years >= 'Infinity'::float8 OR years <> years THEN 21
              ELSE least(floor(years)::integer, 20) END
$fn$;

-- The band's mark is small beside the unit embedding: the HNSW graph is built on these vectors, and
-- a mark as long as the embedding split it into one island per band (a search that entered one
-- band rarely left it: recall of the scan fell below the embedding's own). 0.2 shifts a neighbour
-- of another band by 0.04 in cosine; the job's query carries the seniority weight ÷ 0.2.
CREATE FUNCTION match_year_onehot(years double precision) RETURNS float8[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_agg(CASE WHEN band = match_year_band(years) THEN 0.2 ELSE 0 END ORDER BY band)::float8[]
  FROM generate_series(0, 21) AS band
$fn$;

-- A vector at unit length with some numbers after it: a seeker's match vector, and a job's query
-- (server/db/repositories/ai.ts). With pgvector, its own functions; without it (`vector` is the
-- text domain of server/db/vectorStorage.ts, searched by the exact scan) the same numbers through
-- arrays.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE FUNCTION match_concat(head vector, tail float8[]) RETURNS vector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT l2_normalize(head) || tail::vector
    $fn$;
  ELSE
    CREATE FUNCTION match_concat(head vector, tail float8[]) RETURNS vector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT ('[' || array_to_string(array_cat(
        (SELECT array_agg(coalesce(x / nullif(n.len, 0), 0) ORDER BY i)
           FROM unnest(h.v) WITH ORDINALITY AS t(x, i), (SELECT sqrt(sum(y * y)) AS len FROM unnest(h.v) AS y) AS n),
        tail), ',') || ']')::vector
      FROM (SELECT string_to_array(btrim(head, '[]'), ',')::float8[] AS v) AS h
    $fn$;
  END IF;
END $$;

CREATE FUNCTION seeker_match_vector(embedding vector, years double precision) RETURNS vector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT match_concat(embedding, match_year_onehot(years))
$fn$;

ALTER TABLE job_seekers ADD COLUMN match_vector vector(278)
  GENERATED ALWAYS AS (CASE WHEN embedding IS NOT NULL THEN seeker_match_vector(embedding, years_of_experience) END) STORED;

CREATE INDEX job_seekers_match_vector_hnsw ON job_seekers
  USING hnsw (match_vector vector_cosine_ops) WITH (m = 16, ef_construction = 64);

-- Relevant candidates scan the match vector now, and nothing else searches seekers by their
-- embedding: its index would only cost every seeker write a second graph update.
DROP INDEX IF EXISTS job_seekers_embedding_hnsw;
