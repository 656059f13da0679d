/**
 * Bucket and object names become path segments on disk (and keys in S3), so they are checked
 * before anything is read or written. The object name rule is domain/storedObjects.ts: upload,
 * read and delete all normalise a name to NFC and accept exactly the names it allows.
 */
import { BUCKETS, type BucketName } from '../../domain/constants';
import { normalizeObjectName, OBJECT_NAME_MAX_BYTES, objectNameError } from '../../domain/storedObjects';
import { badInput } from '../errors';

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
/** The longest object name in a URL: every byte percent-encoded. */
export const OBJECT_PARAM_MAX_LENGTH = OBJECT_NAME_MAX_BYTES * 3;

export { objectNameError };

export function bucketNameError(bucket: string): string | null {
  if (!BUCKET_PATTERN.test(bucket)) {
    return 'Bucket names use lower-case letters, digits and dashes (2 to 63 characters).';
  }
  return null;
}

/** Throws BAD_USER_INPUT (400) when either name is unsafe. */
export function assertStorageNames(bucket: string, object: string): void {
  const error = bucketNameError(bucket) ?? objectNameError(object);
  if (error) throw badInput(error, { fileName: error });
}

/** The stored name a route works on: NFC, then checked. */
export function storageName(bucket: string, object: string): string {
  const name = normalizeObjectName(object);
  assertStorageNames(bucket, name);
  return name;
}

/**
 * Text-direction controls (LRM, RLM, embeddings, overrides, isolates) make a name display in
 * another order than it is: "\u202eFDP.exe" shows as "exe.PDF" in the download dialog. Refused
 * in the name an upload asks for, as control characters are; names stored before still read.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const BIDI_NAME_MESSAGE = 'The file name must not contain text-direction control characters.';

export function uploadNameError(name: string): string | null {
  return BIDI_CONTROLS.test(name) ? BIDI_NAME_MESSAGE : null;
}

export function isKnownBucket(bucket: string): bucket is BucketName {
  return (Object.values(BUCKETS) as string[]).includes(bucket);
}
