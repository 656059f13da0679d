/**
 * The safe HTML of notes and descriptions (spec §5): bold, italic, underline, strong, em, break,
 * div, span, paragraph, lists and links. Scripts, styles, event handlers and javascript: links
 * are stripped. The console (DOMPurify on display) and the server (before storing) both use
 * this configuration.
 */
export const SAFE_TAGS = ['b', 'i', 'u', 'strong', 'em', 'br', 'div', 'span', 'p', 'ul', 'ol', 'li', 'a'] as const;
export const SAFE_ATTRIBUTES = ['href', 'target', 'rel'] as const;
/** Only these URL schemes survive in href (relative links too). */
export const SAFE_URL_PATTERN = /^(?:https?:|mailto:|tel:|\/|#)/i;

/** DOMPurify options implementing the rules above. */
export const DOMPURIFY_CONFIG = {
  ALLOWED_TAGS: [...SAFE_TAGS],
  ALLOWED_ATTR: [...SAFE_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL_PATTERN,
  KEEP_CONTENT: true,
};

/** Text without tags, for emptiness checks ("Notes cannot be added when the text is empty"). */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}
