/** Test helper: a file as an upload leaves it (catalogued in stored_objects, nobody's yet), and its URL. */
import type { Db } from '../../server/db/client';
import type { FileStore } from '../../server/storage/fileStore';
import { objectUrl } from '../../domain/storedObjects';

export async function storeUnclaimed(
  db: Db,
  bucket: string,
  object: string,
  file?: { files: FileStore; bytes: Uint8Array; contentType: string },
): Promise<string> {
  if (file) await file.files.put(bucket, object, file.bytes, file.contentType);
  await db
    .insertInto('stored_objects')
    .values({ bucket, object, content_type: file?.contentType ?? 'application/pdf', size: file?.bytes.length ?? 0, is_public: true, verified: true })
    .execute();
  return objectUrl(bucket, object);
}
