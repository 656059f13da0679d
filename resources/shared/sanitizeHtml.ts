/**
 * The console's display sanitiser for rich text (descriptions, notes): the shared safe set of
 * domain/richText.ts on this window, the same rules the server applies before storing.
 */
import createDOMPurify from 'dompurify';
import { createRichTextSanitizer } from '../../domain/richText';

let sanitize: ((html: string) => string) | null = null;

// Its own DOMPurify instance: the sanitiser owns the instance's hooks (links open in a new tab).
export function sanitizeRichHtml(html: string): string {
  sanitize ??= createRichTextSanitizer(createDOMPurify(window));
  return sanitize(html);
}
