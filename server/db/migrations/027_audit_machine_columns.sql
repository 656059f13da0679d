-- The audit trail (010) recorded what the database and the AI derive from a job seeker's own
-- fields as if staff had changed it: an edit of the years wrote the seeker's match vector (022,
-- 278 numbers) before and after into the event, and the Activity screen showed "Match vector
-- from '[0.0281,…]' to ''"; a résumé's whole extracted text (resume_text) and the years read from
-- it (years_in_text, 024) came the same way. They are machine columns: left out of every diff,
-- like the embedding. The function is 010's, with three more names in its list.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text[] := string_to_array(current_setting('jm.actor', true), E'\t');
  -- Bookkeeping and machine columns: never shown as "changed" (embeddings are not stored), nor
  -- what the database or the AI derives from a seeker's fields (027).
  ignored text[] := ARRAY['embedding', 'embedding_updated_at', 'updated_at', 'updated_by', 'created_at',
                          'created_by', 'password_hash', 'history', 'overview_updated_at',
                          'match_vector', 'years_in_text', 'resume_text'];
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  diff jsonb := '{}';
  k text;
  entity text;
  entity_id text;
  act text;
  summary text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  row_data := coalesce(new_row, old_row);
  act := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'delete' ELSE 'update' END;

  IF TG_OP = 'UPDATE' THEN
    FOR k IN SELECT jsonb_object_keys(new_row) LOOP
      IF NOT (k = ANY (ignored)) AND (new_row -> k) IS DISTINCT FROM (old_row -> k) THEN
        diff := diff || jsonb_build_object(k, jsonb_build_array(old_row -> k, new_row -> k));
      END IF;
    END LOOP;
  END IF;

  entity_id := row_data ->> 'id';
  CASE TG_TABLE_NAME
    WHEN 'jobs' THEN
      entity := 'jobs'; summary := row_data ->> 'title';
    WHEN 'job_seekers' THEN
      entity := 'jobseekers'; summary := coalesce(row_data ->> 'full_name', row_data ->> 'email');
      IF TG_OP = 'UPDATE' AND diff <> '{}' AND NOT EXISTS (
        SELECT 1 FROM jsonb_object_keys(diff) d WHERE d NOT IN ('overview')) THEN
        act := 'AI regenerated';
      END IF;
    WHEN 'companies' THEN
      entity := 'companies'; summary := row_data ->> 'company_name';
      IF TG_OP = 'UPDATE' AND diff ? 'status' THEN
        act := CASE new_row ->> 'status' WHEN 'active' THEN 'approve' WHEN 'rejected' THEN 'reject' ELSE 'status change' END;
      END IF;
    WHEN 'employers' THEN
      entity := 'employers'; summary := coalesce(row_data ->> 'full_name', row_data ->> 'email');
    WHEN 'job_applications' THEN
      entity := 'job-applications'; summary := NULL;
      IF TG_OP = 'UPDATE' AND diff ? 'status' THEN act := 'status change'; END IF;
    WHEN 'company_requests' THEN
      entity := 'company-requests'; summary := NULL;
      IF TG_OP = 'UPDATE' AND diff ? 'status' THEN
        act := CASE new_row ->> 'status' WHEN 'approved' THEN 'approve' WHEN 'rejected' THEN 'reject' ELSE 'status change' END;
      END IF;
    WHEN 'job_seeker_notes' THEN
      -- A note belongs to its job seeker's history; the note text is kept whole.
      entity := 'jobseekers'; entity_id := row_data ->> 'job_seeker_id'; summary := row_data ->> 'note';
      act := CASE TG_OP WHEN 'INSERT' THEN 'note added' WHEN 'DELETE' THEN 'note deleted' ELSE 'note edited' END;
      diff := '{}';
    WHEN 'stored_objects' THEN
      entity := 'files'; entity_id := (row_data ->> 'bucket') || '/' || (row_data ->> 'object');
      summary := coalesce(row_data ->> 'original_name', row_data ->> 'object');
      IF TG_OP = 'INSERT' THEN act := 'file uploaded';
      ELSIF TG_OP = 'DELETE' THEN act := 'file removed';
      ELSE RETURN NULL; -- owner bookkeeping: the record's own update says which file it took
      END IF;
    WHEN 'staff_users' THEN
      entity := 'staff'; summary := row_data ->> 'email';
      IF TG_OP = 'UPDATE' THEN
        diff := diff - 'last_sign_in_at' - 'must_change_password';
        IF (new_row ->> 'password_hash') IS DISTINCT FROM (old_row ->> 'password_hash') AND diff = '{}' THEN
          act := CASE WHEN actor[1] = entity_id THEN 'password changed' ELSE 'password reset' END;
        ELSIF diff ? 'role' THEN act := 'role changed';
        ELSIF diff ? 'status' THEN
          act := CASE new_row ->> 'status' WHEN 'deactivated' THEN 'deactivate' ELSE 'reactivate' END;
        END IF;
      END IF;
    ELSE
      entity := TG_TABLE_NAME;
  END CASE;

  -- Only bookkeeping columns moved (an embedding rebuilt, a sign-in time): nothing to tell.
  IF TG_OP = 'UPDATE' AND diff = '{}' AND act IN ('update', 'AI regenerated') THEN RETURN NULL; END IF;

  INSERT INTO audit_events (actor_id, actor_email, actor_name, entity, entity_id, action, summary, changes)
  VALUES (nullif(actor[1], '')::uuid, actor[2], actor[3], entity, entity_id, act, left(summary, 500),
          CASE WHEN TG_OP = 'UPDATE' AND diff <> '{}' THEN diff END);
  RETURN NULL;
END $$;
