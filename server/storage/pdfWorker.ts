/**
 * PDF work (pdf.worker.mjs) in a worker thread with a time and memory budget (pdfLimits.ts,
 * server/lib/budgetedWorker.ts). On the server's own thread a 5 MB PDF of 1,500 pages took ~2 s of
 * parsing and stalled every other request for up to ~0.9 s; in a worker the longest stall
 * measured was ~0.15 s, and a PDF built to exhaust the parser is given up when the budget runs
 * out (the worker is then replaced).
 */
import { budgetedWorker, type Requester } from '../lib/budgetedWorker';
import { PDF_MEMORY_BUDGET_MB, PDF_TIME_BUDGET_MS, PDF_WORKER_LIMITS } from './pdfLimits';

export { OVER_BUDGET } from '../lib/budgetedWorker';

export type PdfTask = { task: 'check' } | { task: 'text'; maxPages: number };

/** Who asked for a PDF's read (the signed-in staff member's id): waiting PDFs take turns by requester. */
export type PdfRequester = Requester;

/** A worker that reads one PDF at a time, the others waiting their turn (server/lib/budgetedWorker.ts). */
export function budgetedPdfWorker(): (request: PdfTask, bytes: Uint8Array, budgetMs?: number, requester?: PdfRequester) => Promise<unknown> {
  const call = budgetedWorker<PdfTask & { bytes: Uint8Array }>({
    file: new URL('./pdf.worker.mjs', import.meta.url),
    workerData: PDF_WORKER_LIMITS,
    memoryBudgetMb: PDF_MEMORY_BUDGET_MB,
    timeBudgetMs: PDF_TIME_BUDGET_MS,
    maxQueueWaitMs: 3 * PDF_TIME_BUDGET_MS,
  });
  return (request, bytes, budgetMs, requester) => call({ ...request, bytes }, budgetMs, requester);
}
