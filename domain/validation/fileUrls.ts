/**
 * logoUrl and resumeUrl hold only this server's own object URLs
 * (/api/s3/buckets/<bucket>/objects/<name>, as an upload answers them) of the field's bucket:
 * never data:, javascript:, another host, or another bucket's file. The server also checks that
 * the file exists and is not another record's (server/services/storedFiles.ts).
 */
import { objectNameError, parseObjectUrl } from '../storedObjects';

export const FILE_MESSAGES = {
  logoUrl: 'The logo must be an image uploaded here (png, jpeg or jpg).',
  resumeUrl: 'The resume must be a PDF uploaded here.',
  missing: 'This file is not in the file store. Please upload it again.',
  ownedElsewhere: 'This file belongs to another record. Please upload the file again for this one.',
} as const;

export function fileUrlError(field: 'logoUrl' | 'resumeUrl', url: string, bucket: string): string | null {
  const target = parseObjectUrl(url);
  if (!target || target.bucket !== bucket || objectNameError(target.object) !== null) return FILE_MESSAGES[field];
  return null;
}
