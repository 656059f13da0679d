/**
 * The text of a resume PDF, read by pdf.js in a worker thread with a time and memory budget
 * (server/storage/pdfWorker.ts): a 20,000-page résumé read on the server's thread froze every
 * request for minutes.
 */
import { badInput } from '../../errors';
import { MAX_PDF_PAGES } from '../../storage/pdfLimits';
import { budgetedPdfWorker, OVER_BUDGET } from '../../storage/pdfWorker';

export const NO_READABLE_TEXT =
  'The resume has no readable text (it may be a scanned image), so no overview can be generated.';
export const UNREADABLE_PDF = 'The resume could not be read as a PDF, so no overview can be generated.';
export const RESUME_TOO_MANY_PAGES = `The resume has more than ${MAX_PDF_PAGES} pages, so no overview can be generated. Please upload a shorter resume.`;
export const RESUME_INFLATES_TOO_MUCH =
  'The resume has a compressed part that expands far beyond any document, so no overview can be generated. Please save it again as a PDF and upload it.';
export const RESUME_OVER_BUDGET =
  'The resume took too long or too much memory to read, so no overview can be generated. Please upload a shorter or simpler PDF.';

/** Fewer letters than this is no résumé: a scanned page, a blank page, or only a page number. */
const MIN_LETTERS = 20;

/** A résumé says what matters in its first pages; the overview reads no further than this. */
export const RESUME_TEXT_PAGES = 20;

const REFUSALS: Record<string, string> = {
  unreadable: UNREADABLE_PDF,
  tooManyPages: RESUME_TOO_MANY_PAGES,
  bomb: RESUME_INFLATES_TOO_MUCH,
};

/** Its own worker: a costly résumé never fails an upload being checked meanwhile. */
const read = budgetedPdfWorker();

export async function extractResumeText(bytes: Uint8Array, budgetMs?: number): Promise<string> {
  const answer = await read({ task: 'text', maxPages: RESUME_TEXT_PAGES }, bytes, budgetMs);
  if (answer === OVER_BUDGET) throw badInput(RESUME_OVER_BUDGET);
  const { text, refused } = answer as { text?: string; refused?: string };
  if (text === undefined) throw badInput(REFUSALS[refused ?? 'unreadable'] ?? UNREADABLE_PDF);
  const cleaned = text
    .replace(/\u0000/g, '')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if ((cleaned.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw badInput(NO_READABLE_TEXT);
  return cleaned;
}
