/** The file store a configuration names: an S3-compatible store when S3_BUCKET_PREFIX is set, else FILES_DIR. */
import type { ServerConfig } from '../config';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';
import { S3FileStore } from './s3FileStore';

export function createFileStore(config: Pick<ServerConfig, 's3' | 'filesDir'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.filesDir);
}
