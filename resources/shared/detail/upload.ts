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

/** Size shown in the box: megabytes with two decimals. */
export const sizeInMb = (bytes: number): string => (bytes / MB).toFixed(2);

/** The last path part of a stored file's URL, decoded, for showing an existing file. */
export function fileNameOfUrl(url: string): string {
  const last = url.split('?')[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
