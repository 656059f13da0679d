/**
 * Runs the PDF structure check (pdfStructure.worker.mjs) in a worker thread with a time and
 * memory budget. On the server's own thread a 5 MB PDF of 1,500 pages took ~2 s of parsing and
 * stalled every other request for up to ~0.9 s; in the worker the longest stall measured was
 * ~0.15 s, and a PDF built to exhaust the parser is refused when the budget runs out (the worker
 * is then replaced). One worker serves every upload: starting one and loading pdf.js costs ~1 s.
 */
import { Worker } from 'node:worker_threads';

export type PdfVerdict = 'ok' | 'unreadable' | 'active';

const TIME_BUDGET_MS = 20_000;
const MEMORY_BUDGET_MB = 512;
const WORKER_FILE = new URL('./pdfStructure.worker.mjs', import.meta.url);

/** A worker and the checks sent to it, so that a replaced worker only fails its own. */
interface Checker {
  thread: Worker;
  waiting: Map<number, (verdict: PdfVerdict) => void>;
}
let current: Checker | null = null;
let nextId = 0;

function running(): Checker {
  if (current) return current;
  const thread = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: MEMORY_BUDGET_MB } });
  const checker: Checker = { thread, waiting: new Map() };
  thread.on('message', ({ id, verdict }: { id: number; verdict: PdfVerdict }) => checker.waiting.get(id)?.(verdict));
  // A crash (out of its memory budget included) or a stop: what it was checking is not a readable PDF.
  const gone = () => {
    if (current === checker) current = null;
    for (const answer of [...checker.waiting.values()]) answer('unreadable');
  };
  thread.on('error', gone);
  thread.on('exit', gone);
  current = checker;
  return checker;
}

export function checkPdfStructure(bytes: Uint8Array, budgetMs: number = TIME_BUDGET_MS): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    const id = ++nextId;
    const checker = running();
    const timer = setTimeout(() => {
      // Over budget: this worker is done for; the next check starts a fresh one.
      if (current === checker) current = null;
      answer('unreadable');
      void checker.thread.terminate();
    }, budgetMs);
    timer.unref();
    function answer(verdict: PdfVerdict) {
      if (!checker.waiting.delete(id)) return;
      clearTimeout(timer);
      // Only a check in progress keeps the process alive, never an idle worker.
      if (checker.waiting.size === 0) checker.thread.unref();
      resolve(verdict);
    }
    checker.waiting.set(id, answer);
    checker.thread.ref();
    checker.thread.postMessage({ id, bytes });
  });
}
