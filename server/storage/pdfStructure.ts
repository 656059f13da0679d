/**
 * The structure check of an uploaded PDF, in a worker thread with a budget (pdfWorker.ts). One
 * worker serves every upload; reading résumés for the AI overview has its own, so that a costly
 * résumé never fails an upload running beside it.
 */
import { budgetedPdfWorker, OVER_BUDGET, type PdfRequester } from './pdfWorker';

/**
 * ok, or why it is refused: unreadable, active (scripts, program launches), leaves (opens a web
 * address or another file by itself), tooManyPages, bomb (a part inflates beyond reason).
 */
export type PdfVerdict = 'ok' | 'unreadable' | 'active' | 'leaves' | 'tooManyPages' | 'bomb';

const check = budgetedPdfWorker();

/** `requester`: who uploads it; checks wait their turn by requester (pdfWorker.ts). */
export async function checkPdfStructure(bytes: Uint8Array, budgetMs?: number, requester?: PdfRequester): Promise<PdfVerdict> {
  const answer = await check({ task: 'check' }, bytes, budgetMs, requester);
  // Over budget: a PDF this costly to read is no document a person uploads here.
  return answer === OVER_BUDGET ? 'unreadable' : (answer as PdfVerdict);
}
