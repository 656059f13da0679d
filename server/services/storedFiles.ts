/** Files owned by a record (company logo, resume) go when the record goes. */
import { forgetObject } from '../storage/objectRecords';
import { parseObjectUrl } from '../storage/fileStore';
import type { ServiceDeps } from './deps';

/** Only files of our own store are touched; an external URL is left alone. */
export async function removeStoredFile({ db, files }: ServiceDeps, url: string | null): Promise<void> {
  const target = url ? parseObjectUrl(url) : null;
  if (!target) return;
  await files.delete(target.bucket, target.object);
  await forgetObject(db, target.bucket, target.object);
}
