/**
 * What each bucket accepts, judged by the file's real content (magic bytes), never by its name:
 * a renamed HTML or script file is refused. Only these types are ever stored, so serving them
 * back with their own Content-Type is safe.
 */
import { BUCKETS, LOGO_MAX_BYTES, MB, RESUME_MAX_BYTES, type BucketName } from '../../domain/constants';
import { VALIDATION } from '../../domain/messages';

export type StoredContentType = 'image/png' | 'image/jpeg' | 'application/pdf';

export interface BucketRule {
  maxBytes: number;
  accepts: readonly StoredContentType[];
  wrongTypeMessage: string;
}

export const BUCKET_RULES: Record<BucketName, BucketRule> = {
  [BUCKETS.companyLogo]: {
    maxBytes: LOGO_MAX_BYTES,
    accepts: ['image/png', 'image/jpeg'],
    wrongTypeMessage: VALIDATION.upload.unsupportedType,
  },
  [BUCKETS.resume]: {
    maxBytes: RESUME_MAX_BYTES,
    accepts: ['application/pdf'],
    wrongTypeMessage: 'Unsupported file type. Please upload a PDF.',
  },
};

export function tooLargeMessage(rule: BucketRule): string {
  return VALIDATION.upload.tooLarge(rule.maxBytes / MB);
}

export function sniffContentType(bytes: Uint8Array): StoredContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // %PDF- may follow a little leading junk; readers accept it within the first 1 KB.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'application/pdf';
  return null;
}
