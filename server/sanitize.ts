/**
 * Server-side sanitising of rich text (notes, descriptions) before it is stored, with the same
 * sanitiser the console uses on display (domain/richText.ts).
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { createRichTextSanitizer, htmlToPlainText } from '../domain/richText';

let sanitize: ((html: string) => string) | null = null;
const require = createRequire(import.meta.url);

// jsdom is the heaviest module the server loads (~0.3-0.8 s) and a window costs tens of ms more:
// both wait for the first rich text saved, so a restart serves reads sooner and only the first
// save after it pays, once.
function getSanitizer(): (html: string) => string {
  if (!sanitize) {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
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
