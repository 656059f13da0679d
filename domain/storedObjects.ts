/**
 * Names and URLs of stored files (/api/s3), one rule for the server's upload, read and delete
 * routes and for the names the console builds. A name is a file on disk (and a key in S3):
 * Unicode NFC, at most OBJECT_NAME_MAX_BYTES bytes of UTF-8 so that it, its temp file and its
 * type file fit the 255-byte name limit of every common filesystem, and nothing that reads as a
 * path (separators, '..', control characters, a leading dot).
 */
export const OBJECT_NAME_MAX_BYTES = 200;

const OBJECT_URL_PREFIX = '/api/s3/buckets/';
const encoder = new TextEncoder();

export const utf8Length = (text: string): number => encoder.encode(text).length;

/** The names every route works on: the same text in NFC, whatever form the caller typed. */
export const normalizeObjectName = (name: string): string => name.normalize('NFC');

/** Why a (normalised) name cannot be a stored object's name, or null. */
export function objectNameError(object: string): string | null {
  if (utf8Length(object) > OBJECT_NAME_MAX_BYTES) {
    return `The file name must be at most ${OBJECT_NAME_MAX_BYTES} bytes (fewer characters when they are accented).`;
  }
  return objectNameCharactersError(object);
}

/** The rules of objectNameError but the length: for a name an upload will shorten. */
export function objectNameCharactersError(object: string): string | null {
  if (!object || !object.trim()) return 'The file name is missing.';
  if (object.includes('/') || object.includes('\\')) return 'The file name must not contain / or \\.';
  if (object.includes('..')) return 'The file name must not contain "..".';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(object)) return 'The file name must not contain control characters.';
  if (object.startsWith('.')) return 'The file name must not start with a dot.';
  return null;
}

/** The first characters of `text` that fit in `maxBytes` of UTF-8, never splitting a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (used + size > maxBytes) break;
    out += char;
    used += size;
  }
  return out;
}

/** Shortens a name to `maxBytes`, keeping its extension (when the extension is short). */
export function fitObjectName(name: string, maxBytes: number = OBJECT_NAME_MAX_BYTES): string {
  const normal = normalizeObjectName(name);
  if (utf8Length(normal) <= maxBytes) return normal;
  const dot = normal.lastIndexOf('.');
  const extension = dot > 0 && normal.length - dot <= 10 ? normal.slice(dot) : '';
  const stem = normal.slice(0, normal.length - extension.length);
  return cutToBytes(stem, Math.max(1, maxBytes - utf8Length(extension))).replace(/\.+$/, '') + extension;
}

/** The URL of a stored object (what a record keeps as logoUrl or resumeUrl). */
export function objectUrl(bucket: string, object: string): string {
  return `${OBJECT_URL_PREFIX}${encodeURIComponent(bucket)}/objects/${encodeURIComponent(object)}`;
}

/**
 * The bucket and object of this server's own object URL, or null for anything else: another
 * host, a query or fragment, another scheme (data:, javascript:), a malformed escape.
 */
export function parseObjectUrl(url: string): { bucket: string; object: string } | null {
  if (!url.startsWith(OBJECT_URL_PREFIX)) return null;
  const match = /^([a-z0-9-]+)\/objects\/([^/?#]+)$/.exec(url.slice(OBJECT_URL_PREFIX.length));
  if (!match) return null;
  try {
    return { bucket: match[1], object: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}
