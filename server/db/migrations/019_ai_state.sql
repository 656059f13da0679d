-- Which embedder built the stored vectors. Vectors of two embedders do not compare (a cosine
-- between them means nothing), so a server that starts with another embedder than the one
-- recorded here clears them and builds them again (server/ai/embedderRecord.ts).
CREATE TABLE ai_state (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
