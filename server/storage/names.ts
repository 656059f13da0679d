/**
 * Bucket and object names become path segments on disk (and keys in S3), so they are checked
 * before anything is read or written: no separators, no '..', no control characters.
 */
import { BUCKETS, type BucketName } from '../../domain/constants';
import { badInput } from '../errors';

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const OBJECT_NAME_MAX = 200;

export function bucketNameError(bucket: string): string | null {
  if (!BUCKET_PATTERN.test(bucket)) {
    return 'Bucket names use lower-case letters, digits and dashes (2 to 63 characters).';
  }
  return null;
}

export function objectNameError(object: string): string | null {
  if (!object || !object.trim()) return 'The file name is missing.';
  if (object.length > OBJECT_NAME_MAX) return `The file name must be at most ${OBJECT_NAME_MAX} characters.`;
  if (object.includes('/') || object.includes('\\')) return 'The file name must not contain / or \\.';
  if (object.includes('..')) return 'The file name must not contain "..".';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(object)) return 'The file name must not contain control characters.';
  if (object.startsWith('.')) return 'The file name must not start with a dot.';
  return null;
}

/** Throws BAD_USER_INPUT (400) when either name is unsafe. */
export function assertStorageNames(bucket: string, object: string): void {
  const error = bucketNameError(bucket) ?? objectNameError(object);
  if (error) throw badInput(error, { fileName: error });
}

export function isKnownBucket(bucket: string): bucket is BucketName {
  return (Object.values(BUCKETS) as string[]).includes(bucket);
}
