/**
 * What a PDF may cost the server, one place for the upload check and for reading a résumé's text
 * for the AI overview (both run in pdfWorker.ts). Measured with hostile files: a 20,000-page PDF
 * (2.4 MB) read on the server's thread froze every request for 4.5 minutes, and a 1 MB stream that
 * inflates to 1 GiB took 20 s and ~3 GB.
 */
import { MB } from '../../domain/constants';

/** Far above any résumé or document a person uploads here; a PDF past it is built to be costly. */
export const MAX_PDF_PAGES = 100;

/**
 * One compressed part (stream) larger than this once inflated is a decompression bomb: a full A4
 * page scanned at 300 dpi in colour is ~26 MB.
 */
export const MAX_INFLATED_STREAM_BYTES = 64 * MB;

/** All compressed parts together, inflated: a hundred pages of text and a few scans fit easily. */
export const MAX_INFLATED_TOTAL_BYTES = 256 * MB;

/** A PDF still being read after this long, or needing more memory, is given up (the worker is replaced). */
export const PDF_TIME_BUDGET_MS = 20_000;
export const PDF_MEMORY_BUDGET_MB = 512;

/** Handed to the worker thread, so that it applies these same numbers. */
export const PDF_WORKER_LIMITS = {
  maxPages: MAX_PDF_PAGES,
  maxStreamBytes: MAX_INFLATED_STREAM_BYTES,
  maxTotalBytes: MAX_INFLATED_TOTAL_BYTES,
} as const;
