/** The SQL of the ai_tasks queue (migration 002_ai.sql). */
import { sql } from 'kysely';
import type { Db } from '../client';

export type AiTaskKind = 'seeker_overview' | 'seeker_embedding' | 'job_embedding';

/** Higher first (migration 013): work a person waits for goes before the backlog. */
export const AI_PRIORITY = { backlog: 0, personWaiting: 1 } as const;

export interface AiTask {
  id: number;
  kind: AiTaskKind;
  target_id: string;
  attempts: number;
  priority: number;
}

export interface AiTaskState {
  kind: AiTaskKind;
  target_id: string;
  status: 'pending' | 'running' | 'failed';
  attempts: number;
  last_error: string | null;
}

/** A task already waiting for the same target is not added twice; it takes the higher priority. */
export async function enqueueTask(db: Db, kind: AiTaskKind, targetId: string, delayMs = 0, priority: number = AI_PRIORITY.backlog): Promise<void> {
  await sql`
    INSERT INTO ai_tasks (kind, target_id, run_after, priority)
    VALUES (${kind}, ${targetId}, now() + ${`${delayMs} milliseconds`}::interval, ${priority})
    ON CONFLICT (kind, target_id) WHERE status = 'pending'
    DO UPDATE SET priority = greatest(ai_tasks.priority, EXCLUDED.priority)`.execute(db);
}

/** Moves a waiting task ahead of the backlog (someone opened what it builds); nothing if none waits. */
export async function prioritiseTask(db: Db, kind: AiTaskKind, targetId: string): Promise<void> {
  await sql`
    UPDATE ai_tasks SET priority = greatest(priority, ${AI_PRIORITY.personWaiting})
    WHERE kind = ${kind} AND target_id = ${targetId} AND status = 'pending'`.execute(db);
}

/** Takes the due task of highest priority, oldest first; SKIP LOCKED lets several server instances share the queue. */
export async function claimTask(db: Db): Promise<AiTask | null> {
  const result = await sql<AiTask>`
    UPDATE ai_tasks SET status = 'running', attempts = attempts + 1, locked_at = now()
    WHERE id = (
      SELECT id FROM ai_tasks WHERE status = 'pending' AND run_after <= now()
      ORDER BY priority DESC, run_after, id FOR UPDATE SKIP LOCKED LIMIT 1)
    RETURNING id, kind, target_id, attempts, priority`.execute(db);
  const task = result.rows[0];
  return task ? { ...task, id: Number(task.id) } : null;
}

export async function completeTask(db: Db, id: number): Promise<void> {
  await sql`DELETE FROM ai_tasks WHERE id = ${id}`.execute(db);
}

/** Back to pending after `delayMs`, unless a newer request for the same target is already waiting. */
export async function retryTask(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await sql`
    UPDATE ai_tasks t SET status = 'pending', last_error = ${error}, locked_at = NULL,
      run_after = now() + ${`${delayMs} milliseconds`}::interval
    WHERE t.id = ${id} AND NOT EXISTS (
      SELECT 1 FROM ai_tasks o WHERE o.kind = t.kind AND o.target_id = t.target_id AND o.status = 'pending')`.execute(db);
  await sql`DELETE FROM ai_tasks WHERE id = ${id} AND status = 'running'`.execute(db);
}

export async function failTask(db: Db, id: number, error: string): Promise<void> {
  await sql`UPDATE ai_tasks SET status = 'failed', last_error = ${error}, locked_at = NULL WHERE id = ${id}`.execute(db);
}

/** Tasks left running by a process that died are handed out again. */
export async function releaseStaleTasks(db: Db, olderThanMs: number): Promise<number> {
  const result = await sql`
    UPDATE ai_tasks t SET status = 'pending', locked_at = NULL
    WHERE t.status = 'running' AND t.locked_at < now() - ${`${olderThanMs} milliseconds`}::interval
      AND NOT EXISTS (SELECT 1 FROM ai_tasks o
        WHERE o.kind = t.kind AND o.target_id = t.target_id AND o.status = 'pending')`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function listTasks(db: Db, targetId: string): Promise<AiTaskState[]> {
  const result = await sql<AiTaskState>`
    SELECT kind, target_id, status, attempts, last_error FROM ai_tasks
    WHERE target_id = ${targetId} ORDER BY id`.execute(db);
  return result.rows;
}

/**
 * Queues the AI work the data is missing: overviews of seekers with a resume, embeddings of
 * seekers with an overview, embeddings of internal jobs. Targets whose task already failed for
 * good (a scanned resume) are left alone. Run at start, so seeded or imported data and vectors
 * cleared after a provider switch are rebuilt in the background. Returns how many were queued.
 */
export async function enqueueMissingWork(db: Db): Promise<number> {
  const result = await sql`
    INSERT INTO ai_tasks (kind, target_id)
    SELECT w.kind, w.target_id FROM (
      SELECT 'seeker_overview' AS kind, id AS target_id, created_at FROM job_seekers
        WHERE resume_url IS NOT NULL AND overview IS NULL
      UNION ALL
      SELECT 'seeker_embedding', id, created_at FROM job_seekers
        WHERE overview IS NOT NULL AND embedding IS NULL
      UNION ALL
      SELECT 'job_embedding', id, created_at FROM jobs
        WHERE NOT is_external_job AND embedding IS NULL
    ) w
    WHERE NOT EXISTS (SELECT 1 FROM ai_tasks t WHERE t.kind = w.kind AND t.target_id = w.target_id)
    ORDER BY w.created_at DESC
    ON CONFLICT (kind, target_id) WHERE status = 'pending' DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
