-- Every stored file has at most one owner: the record whose logoUrl or resumeUrl points at it.
-- A file uploaded and not yet saved on a record has none (the console uploads before it saves);
-- the first record saved with its URL takes it, and no other record can point at it or delete it.
-- original_name: the name the file was uploaded under, sent back as the download name.
-- verified: the content passed the structure checks of server/storage/contentChecks.ts (NULL:
-- stored before those checks existed; checked on its first read).
ALTER TABLE stored_objects
  ADD COLUMN original_name text,
  ADD COLUMN owner_kind text CHECK (owner_kind IN ('company', 'jobseeker')),
  ADD COLUMN owner_id uuid,
  ADD COLUMN verified boolean,
  ADD CONSTRAINT stored_objects_owner_pair CHECK ((owner_kind IS NULL) = (owner_id IS NULL));

-- Records saved before owners existed keep their files: a seeker's résumé first, then a
-- company's logo if nobody owns it yet. URLs hold the object name percent-encoded.
CREATE FUNCTION pg_temp.url_decode(encoded text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT convert_from(string_agg(
    CASE WHEN m[1] LIKE '\%%' THEN decode(substr(m[1], 2), 'hex') ELSE convert_to(m[1], 'UTF8') END,
    ''::bytea ORDER BY n), 'UTF8')
  FROM regexp_matches(encoded, '%[0-9A-Fa-f]{2}|[^%]+|%', 'g') WITH ORDINALITY AS t(m, n)
$$;

UPDATE stored_objects o SET owner_kind = 'jobseeker', owner_id = s.id
  FROM job_seekers s
  WHERE s.resume_url LIKE '/api/s3/buckets/resume/objects/%'
    AND o.bucket = 'resume'
    AND o.object = pg_temp.url_decode(substr(s.resume_url, length('/api/s3/buckets/resume/objects/') + 1));

UPDATE stored_objects o SET owner_kind = 'company', owner_id = c.id
  FROM companies c
  WHERE c.logo_url LIKE '/api/s3/buckets/company-logo/objects/%'
    AND o.owner_id IS NULL
    AND o.bucket = 'company-logo'
    AND o.object = pg_temp.url_decode(substr(c.logo_url, length('/api/s3/buckets/company-logo/objects/') + 1));

CREATE INDEX stored_objects_owner_idx ON stored_objects (owner_kind, owner_id) WHERE owner_id IS NOT NULL;
