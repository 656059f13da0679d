/**
 * Object names of uploaded files (spec §7): a resume is stored as {seekerId}_{timestamp}_{filename}.
 * The server refuses names with separators, '..', control characters, a leading dot, or over
 * OBJECT_NAME_MAX characters, so the original file name is cleaned and shortened here first.
 */
export const OBJECT_NAME_MAX = 200;

/** Lower-case extension without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function cleanFileName(fileName: string): string {
  const cleaned = fileName
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+/, '')
    .trim();
  return cleaned === '' ? 'file' : cleaned;
}

/** Keeps the extension when the name has to be shortened. */
function shorten(fileName: string, max: number): string {
  if (fileName.length <= max) return fileName;
  const dot = fileName.lastIndexOf('.');
  const tail = dot > 0 ? fileName.slice(dot) : '';
  return `${fileName.slice(0, Math.max(1, max - tail.length))}${tail}`;
}

export function resumeObjectName(seekerId: string, timestamp: number, fileName: string): string {
  const prefix = `${seekerId}_${timestamp}_`;
  return prefix + shorten(cleanFileName(fileName), OBJECT_NAME_MAX - prefix.length);
}
