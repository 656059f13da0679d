-- Trigram indexes for the list filters that OR over several columns (spec §7 location filters)
-- and for array columns (skills, preferred locations). Without them a rare match on 100k rows
-- means evaluating several ILIKEs on every row (~0.4 s on PGlite).
--
-- search_text joins its parts with a control character, so one filter value cannot match
-- across two fields. array_to_string is only STABLE in general, but for text it depends on no
-- setting, so the wrapper can be IMMUTABLE (required for an index expression).
CREATE FUNCTION search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(parts, E'\x01') $$;

CREATE INDEX jobs_location_trgm ON jobs
  USING gin (search_text(location, city, state, country) gin_trgm_ops);

CREATE INDEX companies_location_trgm ON companies
  USING gin (search_text(address, city, state, country) gin_trgm_ops);

CREATE INDEX job_seekers_location_trgm ON job_seekers
  USING gin (search_text(VARIADIC (ARRAY[city, state, country, address] || pref_locations)) gin_trgm_ops);

CREATE INDEX job_seekers_skills_trgm ON job_seekers
  USING gin (search_text(VARIADIC skills) gin_trgm_ops);

CREATE INDEX employers_city_trgm ON employers USING gin (city gin_trgm_ops);
CREATE INDEX employers_state_trgm ON employers USING gin (state gin_trgm_ops);
CREATE INDEX employers_country_trgm ON employers USING gin (country gin_trgm_ops);
