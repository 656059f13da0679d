/**
 * Server-side sanitising of rich text (notes, descriptions) before it is stored, with the same
 * sanitiser the console uses on display (domain/richText.ts). A text whose shape would make the
 * HTML parser's repairs run for seconds (domain/richTextShape.ts) is refused before it is parsed;
 * the others are parsed in a worker thread with a time and memory budget (richText.worker.mjs,
 * server/lib/budgetedWorker.ts): jsdom takes ~0.3 s for a plain 48 KB text and up to ~1 s for one
 * of an odd shape within the bounds, which on the server's own thread stalled every other request.
 */
import { htmlToPlainText } from '../domain/richText';
import { isTangledRichText, RICH_TEXT_TANGLED } from '../domain/richTextShape';
import { badInput } from './errors';
import { budgetedWorker, OVER_BUDGET, type Requester } from './lib/budgetedWorker';

/** A text that ran the worker out of its budget: a shape the bounds did not foresee. */
export const RICH_TEXT_TOO_COSTLY = 'This text took too long to read as formatted text. Please simplify its formatting.';

const sanitizeInWorker = budgetedWorker<{ html: string }>({
  file: new URL('./richText.worker.mjs', import.meta.url),
  // a 48 KB text sanitises in ~0.3 s, the costliest shape within the bounds in ~1 s
  timeBudgetMs: 5_000,
  memoryBudgetMb: 256,
  maxQueueWaitMs: 15_000,
});

/** Sanitised HTML of the input's `field`; a tangled or too costly text is refused as that field's error. */
export async function sanitizeRichText(html: string, field: string, requester?: Requester): Promise<string> {
  if (isTangledRichText(html)) throw badInput(RICH_TEXT_TANGLED, { [field]: RICH_TEXT_TANGLED });
  const answer = await sanitizeInWorker({ html }, undefined, requester);
  if (answer === OVER_BUDGET) throw badInput(RICH_TEXT_TOO_COSTLY, { [field]: RICH_TEXT_TOO_COSTLY });
  return answer as string;
}

/** Sanitised HTML, or null when nothing readable is left (e.g. only a <script>). */
export async function sanitizeNonEmpty(html: string, field: string, requester?: Requester): Promise<string | null> {
  const clean = (await sanitizeRichText(html, field, requester)).trim();
  return htmlToPlainText(clean) === '' ? null : clean;
}
