/** The console's display sanitiser for notes: the shared rules of domain/richText.ts on this window. */
import createDOMPurify from 'dompurify';
import { createRichTextSanitizer } from '../../../domain/richText';

let sanitize: ((html: string) => string) | null = null;

// Its own DOMPurify instance: the sanitiser owns the instance's hooks (links open in a new tab).
export function sanitizeNoteHtml(html: string): string {
  sanitize ??= createRichTextSanitizer(createDOMPurify(window));
  return sanitize(html);
}
