/**
 * Runs PDF work (pdf.worker.mjs) in a worker thread with a time and memory budget (pdfLimits.ts).
 * On the server's own thread a 5 MB PDF of 1,500 pages took ~2 s of parsing and stalled every
 * other request for up to ~0.9 s; in a worker the longest stall measured was ~0.15 s, and a PDF
 * built to exhaust the parser is given up when the budget runs out (the worker is then replaced).
 * A worker serves many requests, one at a time: starting one and loading pdf.js costs ~1 s.
 */
import { Worker } from 'node:worker_threads';
import { FairQueue } from './fairQueue';
import { PDF_MEMORY_BUDGET_MB, PDF_TIME_BUDGET_MS, PDF_WORKER_LIMITS } from './pdfLimits';

/** Why the worker gave no answer: out of time, out of memory, or crashed on the file. */
export const OVER_BUDGET = 'overBudget';

const WORKER_FILE = new URL('./pdf.worker.mjs', import.meta.url);

export type PdfTask = { task: 'check' } | { task: 'text'; maxPages: number };

/**
 * How long a PDF may wait for the worker before it is given up too: a queue of costly files (an
 * attack, or a bulk upload of large scans) must not hold a person's upload for minutes.
 */
const MAX_QUEUE_WAIT_MS = 3 * PDF_TIME_BUDGET_MS;

interface Job {
  id: number;
  request: PdfTask;
  bytes: Uint8Array;
  budgetMs: number;
  queuedAt: number;
  resolve(answer: unknown): void;
}

/**
 * Who asked for a PDF's read (the signed-in staff member's id): the waiting PDFs are read taking
 * turns between requesters (./fairQueue.ts), so one person's many slow PDFs hold another's upload
 * for at most one of them, not all. Without one, the PDFs share one turn, first come first served.
 */
export type PdfRequester = string;
const NO_REQUESTER = '';

/**
 * A worker that reads one PDF at a time, the others waiting their turn. A PDF's budget runs from
 * when the worker starts on it, and when it runs out (or the worker dies on it: out of memory)
 * only that PDF is over budget: the worker is replaced and the next one is read by the new worker.
 * Read side by side in one worker, one costly PDF failed every other read in progress with it
 * (the worker's thread gains nothing from it anyway: parsing is work for one core).
 */
export function budgetedPdfWorker(): (request: PdfTask, bytes: Uint8Array, budgetMs?: number, requester?: PdfRequester) => Promise<unknown> {
  let thread: Worker | null = null;
  let inFlight: Job | null = null;
  let timer: NodeJS.Timeout | undefined;
  const queue = new FairQueue<Job>();
  let nextId = 0;

  function startWorker(): Worker {
    const worker = new Worker(WORKER_FILE, {
      workerData: PDF_WORKER_LIMITS,
      resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_BUDGET_MB },
    });
    worker.on('message', ({ id, answer }: { id: number; answer: unknown }) => {
      if (worker === thread && inFlight?.id === id) finish(answer);
    });
    // A crash (out of its memory budget included) or a stop: the PDF it was reading is over budget.
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
    // Waiting turns, a PDF past its wait is not always first in line: every one is given up.
    const now = performance.now();
    for (const late of queue.removeWhere((job) => now - job.queuedAt > MAX_QUEUE_WAIT_MS)) late.resolve(OVER_BUDGET);
    const job = queue.shift();
    if (!job) {
      // Only a PDF in progress keeps the process alive, never an idle worker.
      thread?.unref();
      return;
    }
    const worker = (thread ??= startWorker());
    worker.ref();
    inFlight = job;
    timer = setTimeout(() => {
      // Over budget: this worker is done for; the next PDF gets a fresh one.
      thread = null;
      void worker.terminate();
      finish(OVER_BUDGET);
    }, job.budgetMs);
    timer.unref();
    worker.postMessage({ id: job.id, ...job.request, bytes: job.bytes });
  }

  return (request, bytes, budgetMs = PDF_TIME_BUDGET_MS, requester = NO_REQUESTER) =>
    new Promise((resolve) => {
      queue.push(requester, { id: ++nextId, request, bytes, budgetMs, queuedAt: performance.now(), resolve });
      startNext();
    });
}
