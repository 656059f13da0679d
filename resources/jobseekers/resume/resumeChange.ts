/**
 * What Save does with the resume chosen in edit mode (spec §5, §7): a new PDF (≤ 5 MB) is stored
 * in the resume bucket as {seekerId}_{timestamp}_{filename} before the profile is updated with its
 * URL; the previous file is deleted only once the update succeeded, and a file uploaded for an
 * update that then failed is deleted again, so neither a dangling link nor an orphan file is left.
 */
import { BUCKETS, RESUME_EXTENSIONS, RESUME_MAX_BYTES, MB } from '../../../domain/constants';
import { VALIDATION } from '../../../domain/messages';
import { fileExtension, resumeObjectName } from '../../../domain/uploadNames';
import type { MarketplaceMethods } from '../../../providers/types';
import { UserFacingError } from '../../shared/detail/errors';

/** undefined: untouched; null: removed; a File: the new resume. */
export type ResumeChoice = File | null | undefined;

/** The §5 upload message for a file that is not an acceptable resume, or null. */
export function resumeFileError(file: File): string | null {
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return VALIDATION.upload.unsupportedType;
  if (file.size > RESUME_MAX_BYTES) return VALIDATION.upload.tooLarge(RESUME_MAX_BYTES / MB);
  return null;
}

export interface ResumeChange {
  /** Present when the profile's resumeUrl changes. */
  resumeUrl?: string | null;
  /** After the profile update succeeded: the replaced or removed file goes. */
  afterSave(): Promise<void>;
  /** After the profile update failed: the file uploaded for it goes. */
  afterFailure(): Promise<void>;
}

type Files = Pick<MarketplaceMethods, 'uploadFile' | 'deleteFile'>;

// A file left behind is untidy but harmless; it must never turn a saved profile into an error.
const quietly = async (work: () => Promise<void>) => {
  try {
    await work();
  } catch {
    /* see above */
  }
};

export async function prepareResumeChange(
  files: Files,
  seekerId: string,
  choice: ResumeChoice,
  previousUrl: string | null | undefined,
  /** The translated §8 text 'Failed to upload file to S3.' */
  uploadFailedText: string,
  now: () => number = Date.now,
): Promise<ResumeChange> {
  const none = { afterSave: async () => {}, afterFailure: async () => {} };
  if (choice === undefined) return none;
  const dropPrevious = () => (previousUrl ? quietly(() => files.deleteFile(previousUrl)) : Promise.resolve());
  if (choice === null) return previousUrl ? { resumeUrl: null, afterSave: dropPrevious, afterFailure: none.afterFailure } : none;

  const invalid = resumeFileError(choice);
  if (invalid) throw new UserFacingError(invalid);
  let url: string;
  try {
    ({ url } = await files.uploadFile(BUCKETS.resume, choice, resumeObjectName(seekerId, now(), choice.name)));
  } catch {
    throw new UserFacingError(uploadFailedText);
  }
  return {
    resumeUrl: url,
    afterSave: dropPrevious,
    afterFailure: () => quietly(() => files.deleteFile(url)),
  };
}

/** The file name a stored resume URL shows: the original name, without the seeker id and timestamp. */
export function resumeDisplayName(url: string): string {
  const last = url.split('?')[0].split('/').pop() ?? url;
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    /* a malformed escape: show it as stored */
  }
  return name.replace(/^[^_]+_\d{10,}_/, '') || name;
}
