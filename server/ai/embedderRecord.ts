/**
 * Stored vectors follow the embedder that built them. A relevance score compares a job's vector
 * with seekers' vectors: if some were built by another embedder (a new release of the local
 * model, or a switch between local and OpenAI), the cosines mean nothing and the ranking is
 * silently wrong. At start, the server compares the embedder it runs with the one recorded in
 * ai_state; when they differ it clears every vector, so the start-up build and the AI queue make
 * them again with one embedder. A database that predates the record holds the local model's
 * earlier vectors (or, with OpenAI, that provider's): local ones are rebuilt, OpenAI ones kept.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client';

const KEY = 'embedder';

export interface EmbedderCheck {
  /** the embedder recorded before this start; null when none was */
  previous: string | null;
  /** vectors cleared because they came from another embedder */
  cleared: number;
}

export async function followEmbedder(db: Db, embedder: string, isLocal: boolean): Promise<EmbedderCheck> {
  return db.transaction().execute(async (tx) => {
    // one server at a time decides (two starting together must not both clear and rebuild)
    await sql`SELECT pg_advisory_xact_lock(hashtext('ai_state.embedder'))`.execute(tx);
    const { rows } = await sql<{ value: string }>`SELECT value FROM ai_state WHERE key = ${KEY}`.execute(tx);
    const previous = rows[0]?.value ?? null;
    if (previous === embedder) return { previous, cleared: 0 };
    let cleared = 0;
    if (previous !== null || isLocal) {
      const jobs = await sql`UPDATE jobs SET embedding = NULL, embedding_updated_at = NULL WHERE embedding IS NOT NULL`.execute(tx);
      const seekers = await sql`UPDATE job_seekers SET embedding = NULL, embedding_updated_at = NULL, years_in_text = NULL WHERE embedding IS NOT NULL`.execute(tx);
      cleared = Number(jobs.numAffectedRows ?? 0) + Number(seekers.numAffectedRows ?? 0);
    }
    await sql`
      INSERT INTO ai_state (key, value) VALUES (${KEY}, ${embedder})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(tx);
    return { previous, cleared };
  });
}
