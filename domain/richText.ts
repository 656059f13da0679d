/**
 * The safe HTML of notes and descriptions (spec §5): bold, italic, underline, strong, em, break,
 * div, span, paragraph, lists and links. Scripts, styles, event handlers and javascript: links
 * are stripped. The console (DOMPurify on display) and the server (before storing) both use
 * this configuration, through createRichTextSanitizer.
 */
import type { DOMPurify } from 'dompurify';

export const SAFE_TAGS = ['b', 'i', 'u', 'strong', 'em', 'br', 'div', 'span', 'p', 'ul', 'ol', 'li', 'a'] as const;
/**
 * Only href is taken from the input. DOMPurify checks every non-URI attribute's value against the
 * URL pattern, so a typed target="_blank" never survived; rather than trusting typed target/rel
 * values, every link is given them below.
 */
export const SAFE_ATTRIBUTES = ['href'] as const;
/** Only these URL schemes survive in href (relative links too). */
export const SAFE_URL_PATTERN = /^(?:https?:|mailto:|tel:|\/|#)/i;

/** Links in notes open in a new tab, without giving that tab a handle on the console (window.opener). */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/** DOMPurify options implementing the rules above (links get their target/rel from the hook below). */
export const DOMPURIFY_CONFIG = {
  ALLOWED_TAGS: [...SAFE_TAGS],
  ALLOWED_ATTR: [...SAFE_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL_PATTERN,
  // data-* and aria-* are outside the safe set (DOMPurify keeps them unless told).
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/**
 * A sanitiser over a DOMPurify instance (the browser's window on the console, a JSDOM window on the
 * server). It owns the instance's hooks: pass an instance made for it (createDOMPurify(window)).
 * The output is stable: sanitising it again gives the same text.
 */
export function createRichTextSanitizer(purify: DOMPurify): (html: string) => string {
  purify.removeHook('afterSanitizeAttributes');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', LINK_TARGET);
      node.setAttribute('rel', LINK_REL);
    }
  });
  return (html) => purify.sanitize(html, { ...DOMPURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Text without tags, for emptiness checks ("Notes cannot be added when the text is empty"). */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/**
 * A job's long texts are rich text (HTML): its text, a paragraph, list item or line break ending
 * a line, so that tags never become words ('li', 'ul') and a line such as 'Benefits: PF, ESIC'
 * stays a line for the padding rules (domain/ai/padding.ts). Plain text passes through unchanged.
 */
export function richTextLines(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/<\s*(?:br|\/p|\/li|\/div|\/h[1-6])\b[^<>]*>/gi, '\n')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t]+/g, ' ');
}
