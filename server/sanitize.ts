/**
 * Server-side sanitising of rich text (notes, descriptions) before it is stored, with the same
 * sanitiser the console uses on display (domain/richText.ts).
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createRichTextSanitizer, htmlToPlainText } from '../domain/richText';

let sanitize: ((html: string) => string) | null = null;

// A JSDOM window is costly (~tens of ms): build it on first use and keep it.
function getSanitizer(): (html: string) => string {
  if (!sanitize) {
    const { window } = new JSDOM('');
    sanitize = createRichTextSanitizer(createDOMPurify(window as unknown as WindowLike));
  }
  return sanitize;
}

export function sanitizeRichText(html: string): string {
  return getSanitizer()(html);
}

/** Sanitised HTML, or null when nothing readable is left (e.g. only a <script>). */
export function sanitizeNonEmpty(html: string): string | null {
  const clean = sanitizeRichText(html).trim();
  return htmlToPlainText(clean) === '' ? null : clean;
}
