-- AI: nearest-neighbour indexes for relevant candidates, and the background task queue that
-- turns an uploaded resume into an overview and then an embedding (it survives a restart).

CREATE INDEX job_seekers_embedding_hnsw ON job_seekers
  USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);

-- Jobs are fewer and are looked up by id, but "jobs like this seeker" reads the same way.
CREATE INDEX jobs_embedding_hnsw ON jobs
  USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);

CREATE TABLE ai_tasks (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('seeker_overview', 'seeker_embedding', 'job_embedding')),
  target_id   uuid NOT NULL,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'failed')),
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  run_after   timestamptz NOT NULL DEFAULT now(),
  locked_at   timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- one waiting task per target and kind: asking twice before it runs does the work once
CREATE UNIQUE INDEX ai_tasks_one_pending ON ai_tasks (kind, target_id) WHERE status = 'pending';
CREATE INDEX ai_tasks_due ON ai_tasks (run_after, id) WHERE status = 'pending';
