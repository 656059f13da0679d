/**
 * Server-side sanitising of rich text (notes, descriptions) before it is stored, with the same
 * DOMPurify configuration the console uses on display (domain/richText.ts).
 */
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { DOMPURIFY_CONFIG, htmlToPlainText } from '../domain/richText';

let purifier: DOMPurify | null = null;

// A JSDOM window is costly (~tens of ms): build it on first use and keep it.
function getPurifier(): DOMPurify {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as WindowLike);
  }
  return purifier;
}

export function sanitizeRichText(html: string): string {
  return getPurifier().sanitize(html, { ...DOMPURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Sanitised HTML, or null when nothing readable is left (e.g. only a <script>). */
export function sanitizeNonEmpty(html: string): string | null {
  const clean = sanitizeRichText(html).trim();
  return htmlToPlainText(clean) === '' ? null : clean;
}
