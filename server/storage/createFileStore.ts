/** The file store a configuration names: an S3-compatible store when S3_BUCKET_PREFIX is set, else FILES_DIR. */
import type { ServerConfig } from '../config';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';

export async function createFileStore(config: Pick<ServerConfig, 's3' | 'filesDir'>): Promise<FileStore> {
  if (!config.s3) return new LocalFileStore(config.filesDir);
  // the AWS SDK takes a few hundred ms to load: a server on local disk (the default) never loads it
  const { S3FileStore } = await import('./s3FileStore');
  return new S3FileStore(config.s3);
}
