/**
 * Runs PDF work (pdf.worker.mjs) in a worker thread with a time and memory budget (pdfLimits.ts).
 * On the server's own thread a 5 MB PDF of 1,500 pages took ~2 s of parsing and stalled every
 * other request for up to ~0.9 s; in a worker the longest stall measured was ~0.15 s, and a PDF
 * built to exhaust the parser is given up when the budget runs out (the worker is then replaced).
 * A worker serves many requests: starting one and loading pdf.js costs ~1 s.
 */
import { Worker } from 'node:worker_threads';
import { PDF_MEMORY_BUDGET_MB, PDF_TIME_BUDGET_MS, PDF_WORKER_LIMITS } from './pdfLimits';

/** Why the worker gave no answer: out of time, out of memory, or crashed on the file. */
export const OVER_BUDGET = 'overBudget';

const WORKER_FILE = new URL('./pdf.worker.mjs', import.meta.url);

export type PdfTask = { task: 'check' } | { task: 'text'; maxPages: number };

interface Running {
  thread: Worker;
  waiting: Map<number, (answer: unknown) => void>;
}

/** A worker and the requests sent to it, so that a replaced worker only fails its own. */
export function budgetedPdfWorker(): (request: PdfTask, bytes: Uint8Array, budgetMs?: number) => Promise<unknown> {
  let current: Running | null = null;
  let nextId = 0;

  function running(): Running {
    if (current) return current;
    const thread = new Worker(WORKER_FILE, {
      workerData: PDF_WORKER_LIMITS,
      resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_BUDGET_MB },
    });
    const worker: Running = { thread, waiting: new Map() };
    thread.on('message', ({ id, answer }: { id: number; answer: unknown }) => worker.waiting.get(id)?.(answer));
    // A crash (out of its memory budget included) or a stop: what it was reading is over budget.
    const gone = () => {
      if (current === worker) current = null;
      for (const answer of [...worker.waiting.values()]) answer(OVER_BUDGET);
    };
    thread.on('error', gone);
    thread.on('exit', gone);
    current = worker;
    return worker;
  }

  return (request, bytes, budgetMs = PDF_TIME_BUDGET_MS) =>
    new Promise((resolve) => {
      const id = ++nextId;
      const worker = running();
      const timer = setTimeout(() => {
        // Over budget: this worker is done for; the next request starts a fresh one.
        if (current === worker) current = null;
        answer(OVER_BUDGET);
        void worker.thread.terminate();
      }, budgetMs);
      timer.unref();
      function answer(result: unknown) {
        if (!worker.waiting.delete(id)) return;
        clearTimeout(timer);
        // Only a request in progress keeps the process alive, never an idle worker.
        if (worker.waiting.size === 0) worker.thread.unref();
        resolve(result);
      }
      worker.waiting.set(id, answer);
      worker.thread.ref();
      worker.thread.postMessage({ id, ...request, bytes });
    });
}
