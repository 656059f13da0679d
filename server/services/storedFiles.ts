/**
 * The files records point at (a company's logo, a seeker's résumé). A record may point only at a
 * file of its own bucket on this server that nobody else owns; saving it makes the record the
 * file's owner. The console uploads before it saves (a new company has no id yet), so a file
 * nobody owns is taken by the first record saved with it. Pointing elsewhere releases the old
 * file (the console then deletes it); deleting the record deletes its file.
 */
import { BUCKETS, type BucketName } from '../../domain/constants';
import { fileUrlError, FILE_MESSAGES } from '../../domain/validation/fileUrls';
import { parseObjectUrl } from '../../domain/storedObjects';
import type { Db } from '../db/client';
import { badInput } from '../errors';
import { claimObject, findObject, forgetUnownedObject, type Owner, releaseObject } from '../storage/objectRecords';
import type { ServiceDeps } from './deps';

export interface FileField {
  /** The input field, as keyed in extensions.fields. */
  field: 'logoUrl' | 'resumeUrl';
  bucket: BucketName;
}

export const LOGO_FIELD: FileField = { field: 'logoUrl', bucket: BUCKETS.companyLogo };
export const RESUME_FIELD: FileField = { field: 'resumeUrl', bucket: BUCKETS.resume };

/** The URL rule alone (no database): for validating input before anything is written. */
export function assertFileUrl(file: FileField, url: string | null | undefined): void {
  if (url === undefined || url === null || url.trim() === '') return;
  const error = fileUrlError(file.field, url.trim(), file.bucket);
  if (error) throw badInput(error, { [file.field]: error });
}

/**
 * In the record's own write transaction: the record moves from `previous` to `next`. Refused
 * (and so the whole save) when `next` is another record's file or not a stored file at all.
 */
export async function repointFile(tx: Db, file: FileField, owner: Owner, previous: string | null, next: string | null): Promise<void> {
  if (previous === next) return;
  const old = previous ? parseObjectUrl(previous) : null;
  if (old) await releaseObject(tx, old.bucket, old.object, owner);
  if (!next) return;
  assertFileUrl(file, next);
  const target = parseObjectUrl(next);
  if (!target || !(await claimObject(tx, target.bucket, target.object, owner))) {
    const exists = target ? await findObject(tx, target.bucket, target.object) : null;
    const message = exists ? FILE_MESSAGES.ownedElsewhere : FILE_MESSAGES.missing;
    throw badInput(message, { [file.field]: message });
  }
}

/** After the record's delete (which released the file, see releaseForDelete): the file goes too. */
export async function removeReleasedFile({ db, files }: ServiceDeps, url: string | null): Promise<void> {
  const target = url ? parseObjectUrl(url) : null;
  if (!target) return;
  // Only if still nobody's: a record that took the released file meanwhile keeps it.
  if (await forgetUnownedObject(db, target.bucket, target.object)) await files.delete(target.bucket, target.object);
}

/** In the delete transaction: the record's file becomes nobody's, to be removed after commit. */
export async function releaseForDelete(tx: Db, owner: Owner, url: string | null): Promise<void> {
  const target = url ? parseObjectUrl(url) : null;
  if (target) await releaseObject(tx, target.bucket, target.object, owner);
}
