/**
 * What each bucket accepts. The content decides, never the name (contentChecks.ts): a renamed
 * HTML or script file is refused. Only these types are ever stored.
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
