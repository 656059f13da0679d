/** Checks of the single-file upload box (spec §5 "Uploads"), pure so both tests and the box use them. */
import { MB } from '../../../domain/constants';

export type UploadCheck = { ok: true; file: File } | { ok: false; error: 'one_file' | 'unsupported' | 'too_large' };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function checkUpload(files: readonly File[], extensions: readonly string[], maxMb: number): UploadCheck {
  if (files.length !== 1) return { ok: false, error: 'one_file' };
  const [file] = files;
  if (!extensions.map((e) => e.toLowerCase()).includes(extensionOf(file.name))) return { ok: false, error: 'unsupported' };
  if (file.size > maxMb * MB) return { ok: false, error: 'too_large' };
  return { ok: true, file };
}

const KB = 1024;

/**
 * A file's size as shown: in megabytes (spec §4: "size in MB", the unit of the limits), with two
 * decimals; below 1 MB the kilobytes follow in brackets, so a small logo reads '0.05 MB (48 KB)'
 * and a tiny one '< 0.01 MB (2 KB)' instead of a bare '0.00 MB'.
 */
export function formatFileSize(bytes: number): string {
  const megabytes = `${(bytes / MB).toFixed(2)} MB`;
  if (bytes >= MB) return megabytes;
  const kilobytes = `${Math.max(1, Math.round(bytes / KB))} KB`;
  return bytes < 0.005 * MB ? `< 0.01 MB (${kilobytes})` : `${megabytes} (${kilobytes})`;
}

/** The last path part of a stored file's URL, decoded, for showing an existing file. */
export function fileNameOfUrl(url: string): string {
  const last = url.split('?')[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
