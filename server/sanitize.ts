/**
 * Server-side sanitising of rich text (notes, descriptions) before it is stored, with the same
 * sanitiser the console uses on display (domain/richText.ts). A text whose shape would make the
 * HTML parser's repairs run for seconds (domain/richTextShape.ts) is refused before it is parsed.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { createRichTextSanitizer, htmlToPlainText } from '../domain/richText';
import { isTangledRichText, RICH_TEXT_TANGLED } from '../domain/richTextShape';
import { badInput } from './errors';

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

/** Sanitised HTML of the input's `field`; a tangled text is refused as that field's error. */
export function sanitizeRichText(html: string, field: string): string {
  if (isTangledRichText(html)) throw badInput(RICH_TEXT_TANGLED, { [field]: RICH_TEXT_TANGLED });
  return getSanitizer()(html);
}

/** Sanitised HTML, or null when nothing readable is left (e.g. only a <script>). */
export function sanitizeNonEmpty(html: string, field: string): string | null {
  const clean = sanitizeRichText(html, field).trim();
  return htmlToPlainText(clean) === '' ? null : clean;
}
