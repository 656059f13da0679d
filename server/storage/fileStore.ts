/** Where uploaded files live. The default keeps them on local disk under DATA_DIR/files. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  put(bucket: string, object: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: string, object: string): Promise<StoredFile | null>;
  /** true when something was deleted */
  delete(bucket: string, object: string): Promise<boolean>;
}

/** One URL format for the server and the console: domain/storedObjects.ts. */
export { objectUrl, parseObjectUrl } from '../../domain/storedObjects';
