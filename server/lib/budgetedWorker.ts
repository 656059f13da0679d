/**
 * Work that can take seconds of CPU on a hostile input (a PDF built to exhaust its parser, rich
 * text of an odd shape), run in a worker thread with a time and memory budget so that it never
 * stalls the server's other requests. A worker serves many requests, one at a time (starting one
 * and loading its libraries costs ~1 s); the others wait their turn, taking turns by requester
 * (./fairQueue.ts). A request's budget runs from when the worker starts on it, and when it runs
 * out (or the worker dies on it: out of memory) only that request is over budget: the worker is
 * replaced and the next request is read by the new worker. Read side by side in one worker, one
 * costly input failed every other one in progress with it (the thread gains nothing from it
 * anyway: parsing is work for one core).
 *
 * The worker file answers each `{ id, ...request }` with `{ id, answer }`.
 */
import { Worker } from 'node:worker_threads';
import { FairQueue } from './fairQueue';

/** Why the worker gave no answer: out of time, out of memory, or crashed on the input. */
export const OVER_BUDGET = 'overBudget';

/**
 * Who asked (the signed-in staff member's id): one person's many costly inputs hold another's
 * for at most one of them, not all. Without one, the requests share one turn, first come first served.
 */
export type Requester = string;
const NO_REQUESTER = '';

export interface WorkerPlan {
  /** the worker's module: plain JavaScript, so that it runs the same under tsx, vitest and node */
  file: URL;
  workerData?: unknown;
  memoryBudgetMb: number;
  timeBudgetMs: number;
  /**
   * How long a request may wait for the worker before it is given up too: a queue of costly
   * inputs (an attack, or a bulk upload of large scans) must not hold a person's request for minutes.
   */
  maxQueueWaitMs: number;
}

interface Job {
  id: number;
  request: object;
  budgetMs: number;
  queuedAt: number;
  resolve(answer: unknown): void;
}

export type BudgetedCall<Request extends object> = (request: Request, budgetMs?: number, requester?: Requester) => Promise<unknown>;

export function budgetedWorker<Request extends object>(plan: WorkerPlan): BudgetedCall<Request> {
  let thread: Worker | null = null;
  let inFlight: Job | null = null;
  let timer: NodeJS.Timeout | undefined;
  const queue = new FairQueue<Job>();
  let nextId = 0;

  function startWorker(): Worker {
    const worker = new Worker(plan.file, { workerData: plan.workerData, resourceLimits: { maxOldGenerationSizeMb: plan.memoryBudgetMb } });
    worker.on('message', ({ id, answer }: { id: number; answer: unknown }) => {
      if (worker === thread && inFlight?.id === id) finish(answer);
    });
    // A crash (out of its memory budget included) or a stop: the request it was on is over budget.
    const gone = () => {
      if (worker !== thread) return;
      thread = null;
      finish(OVER_BUDGET);
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    return worker;
  }

  function finish(answer: unknown): void {
    clearTimeout(timer);
    const job = inFlight;
    inFlight = null;
    job?.resolve(answer);
    startNext();
  }

  function startNext(): void {
    if (inFlight) return;
    // Waiting turns, a request past its wait is not always first in line: every one is given up.
    const now = performance.now();
    for (const late of queue.removeWhere((job) => now - job.queuedAt > plan.maxQueueWaitMs)) late.resolve(OVER_BUDGET);
    const job = queue.shift();
    if (!job) {
      // Only a request in progress keeps the process alive, never an idle worker.
      thread?.unref();
      return;
    }
    const worker = (thread ??= startWorker());
    worker.ref();
    inFlight = job;
    timer = setTimeout(() => {
      // Over budget: this worker is done for; the next request gets a fresh one.
      thread = null;
      void worker.terminate();
      finish(OVER_BUDGET);
    }, job.budgetMs);
    timer.unref();
    worker.postMessage({ id: job.id, ...job.request });
  }

  return (request, budgetMs = plan.timeBudgetMs, requester = NO_REQUESTER) =>
    new Promise((resolve) => {
      queue.push(requester, { id: ++nextId, request, budgetMs, queuedAt: performance.now(), resolve });
      startNext();
    });
}
