/**
 * Object names of uploaded files (spec §7): a resume is stored as {seekerId}_{timestamp}_{filename}.
 * The store refuses names with separators, '..', control characters, a leading dot, or over
 * OBJECT_NAME_MAX_BYTES bytes (domain/storedObjects.ts), so the original file name is cleaned
 * and shortened here first.
 */
import { fitObjectName, OBJECT_NAME_MAX_BYTES, utf8Length } from './storedObjects';

/** Lower-case extension without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function cleanFileName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+/, '')
    .trim();
  return cleaned === '' ? 'file' : cleaned;
}

export function resumeObjectName(seekerId: string, timestamp: number, fileName: string): string {
  const prefix = `${seekerId}_${timestamp}_`;
  return prefix + fitObjectName(cleanFileName(fileName), OBJECT_NAME_MAX_BYTES - utf8Length(prefix));
}
