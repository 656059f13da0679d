/**
 * The background AI worker: after a resume upload it writes the overview and then the
 * embedding, so 'It will be generated automatically shortly.' comes true without a click.
 * Tasks live in the database, so a restart loses none.
 */
import { AppError } from '../errors';
import type { Db } from '../db/client';
import { isTaskDone } from '../db/repositories/ai';
import { claimTask, completeTask, enqueueTask, failTask, releaseStaleTasks, retryTask, type AiTask } from '../db/repositories/aiTasks';

export const MAX_TASK_ATTEMPTS = 5;
const RETRY_BASE_MS = 5_000;
const STALE_AFTER_MS = 5 * 60_000;

export interface AiWorker {
  /** Runs one due task; false when there was none. */
  runOnce(): Promise<boolean>;
  /** Runs due tasks until none is left; returns how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface AiWorkerOptions {
  pollMs: number;
  /** starts polling; tests drive runOnce themselves */
  autoStart?: boolean;
  log?: (message: string) => void;
}

/** What the worker asks of the AI service (server/services/ai.ts): the three builds a task names. */
export interface AiRunner {
  createJobSeekerOverview(jobSeekerId: string): Promise<unknown>;
  createJobSeekerEmbedding(jobSeekerId: string): Promise<unknown>;
  createJobEmbedding(jobId: string): Promise<unknown>;
}

async function run(db: Db, ai: AiRunner, task: AiTask): Promise<void> {
  // The console may have built it already (its own calls after a résumé upload): nothing to redo.
  if (await isTaskDone(db, task.kind, task.target_id)) {
    if (task.kind === 'seeker_overview' && !(await isTaskDone(db, 'seeker_embedding', task.target_id))) {
      await enqueueTask(db, 'seeker_embedding', task.target_id, 0, task.priority);
    }
    return;
  }
  if (task.kind === 'seeker_overview') {
    await ai.createJobSeekerOverview(task.target_id);
    // the embedding follows its overview at the same priority: the person is still waiting
    await enqueueTask(db, 'seeker_embedding', task.target_id, 0, task.priority);
  } else if (task.kind === 'seeker_embedding') {
    await ai.createJobSeekerEmbedding(task.target_id);
  } else {
    await ai.createJobEmbedding(task.target_id);
  }
}

export function startAiWorker(db: Db, ai: AiRunner, options: AiWorkerOptions): AiWorker {
  const log = options.log ?? ((m: string) => console.warn(m));
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<boolean> {
    const task = await claimTask(db);
    if (!task) return false;
    try {
      await run(db, ai, task);
      await completeTask(db, task.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // a missing resume or a scanned PDF will not fix itself by waiting
      const permanent = error instanceof AppError && error.code !== 'INTERNAL';
      if (permanent || task.attempts >= MAX_TASK_ATTEMPTS) await failTask(db, task.id, message);
      else await retryTask(db, task.id, message, RETRY_BASE_MS * 2 ** (task.attempts - 1));
      log(`AI task ${task.kind} for ${task.target_id} failed (attempt ${task.attempts}): ${message}`);
    }
    return true;
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopped && (await runOnce())) ran++;
    return ran;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      current = releaseStaleTasks(db, STALE_AFTER_MS)
        .then(drain)
        .catch((error: unknown) => log(`AI worker: ${error instanceof Error ? error.message : String(error)}`))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  if (options.autoStart !== false) schedule();
  return {
    runOnce,
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
