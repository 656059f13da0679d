/**
 * Copies the uploaded files of a FILES_DIR (server/storage/localFileStore.ts) into another store,
 * keeping bucket, name and content type: `npm run files:migrate` moves an installation to S3
 * before its servers start with S3_BUCKET_PREFIX. Copying again is harmless (same names, same bytes).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUCKETS } from '../../domain/constants';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';

export async function copyLocalFiles(filesDir: string, into: FileStore, log: (message: string) => void = () => {}): Promise<number> {
  const local = new LocalFileStore(filesDir);
  let copied = 0;
  for (const bucket of Object.values(BUCKETS)) {
    const dir = join(filesDir, bucket);
    if (!existsSync(dir)) continue;
    for (const object of readdirSync(dir)) {
      if (object.endsWith('.tmp') || !statSync(join(dir, object)).isFile()) continue;
      const file = await local.get(bucket, object);
      if (!file) continue;
      await into.put(bucket, object, file.bytes, file.contentType);
      copied++;
      if (copied % 500 === 0) log(`  ${copied} files copied…`);
    }
  }
  return copied;
}
