/**
 * How a stored file is answered so that a browser never runs it: its checked type with nosniff,
 * a sandboxing CSP (no scripts, no same-origin rights, no plugins beyond the built-in PDF
 * viewer), and a Content-Disposition that opens in the page only what the console previews
 * (a résumé PDF in its frame, a logo image) once its content passed the structure checks;
 * anything else downloads as opaque bytes. The download name is the name it was uploaded under,
 * with the extension its checked content has: a PNG uploaded as 'logo.html' downloads as
 * 'logo.html.png', so a saved copy opens as an image, never as a page in the person's browser.
 */
import type { StoredContentType } from './rules';

const PREVIEWABLE: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'] satisfies StoredContentType[];

/** `sandbox` with no allow- token: no scripts, an opaque origin, no forms, no popups, no top navigation. */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export interface FileAnswer {
  contentType: string;
  disposition: string;
}

/** The extensions each stored type is known by; the first is the one given to a name without one of them. */
const EXTENSIONS: Record<StoredContentType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg', '.jpe', '.jfif'],
  'application/pdf': ['.pdf'],
};

/** The name with its content's extension (a file that failed its checks downloads as opaque bytes: '.bin'). */
export function downloadNameFor(name: string, storedType: string, verified: boolean): string {
  const known = verified ? EXTENSIONS[storedType as StoredContentType] : undefined;
  const extensions = known ?? ['.bin'];
  const lower = name.toLowerCase();
  return extensions.some((e) => lower.endsWith(e)) ? name : `${name}${extensions[0]}`;
}

export function fileAnswer(storedType: string, verified: boolean, uploadedName: string): FileAnswer {
  const inline = verified && PREVIEWABLE.includes(storedType);
  const downloadName = downloadNameFor(uploadedName, storedType, verified);
  return {
    contentType: inline ? storedType : 'application/octet-stream',
    disposition: `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(downloadName)}"; filename*=UTF-8''${encodeRfc5987(downloadName)}`,
  };
}

/** For clients that ignore filename*: letters outside printable ASCII and quotes become '_'. */
function asciiFallback(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987: encodeURIComponent leaves a few characters that the header grammar does not allow. */
function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
