/**
 * FileStore on local disk: <root>/<bucket>/<object>, with the content type beside it in
 * <root>/.meta/<bucket>/<object> ('.meta' can never be a bucket name). Writes go to a temp file
 * and are renamed into place, so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore, StoredFile } from './fileStore';
import { assertStorageNames } from './names';

export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  async put(bucket: string, object: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageNames(bucket, object);
    const dir = join(this.root, bucket);
    const metaDir = join(this.root, '.meta', bucket);
    await mkdir(dir, { recursive: true });
    await mkdir(metaDir, { recursive: true });
    await atomicWrite(join(metaDir, object), contentType);
    await atomicWrite(join(dir, object), bytes);
  }

  async get(bucket: string, object: string): Promise<StoredFile | null> {
    assertStorageNames(bucket, object);
    try {
      const bytes = await readFile(join(this.root, bucket, object));
      let contentType = 'application/octet-stream';
      try {
        contentType = (await readFile(join(this.root, '.meta', bucket, object), 'utf8')).trim() || contentType;
      } catch {
        // written by hand or by an older version: serve it as opaque bytes
      }
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(bucket: string, object: string): Promise<boolean> {
    assertStorageNames(bucket, object);
    const path = join(this.root, bucket, object);
    let existed = true;
    try {
      await rm(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      existed = false;
    }
    await rm(join(this.root, '.meta', bucket, object), { force: true });
    return existed;
  }
}

async function atomicWrite(path: string, data: Uint8Array | string): Promise<void> {
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
