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

const URL_PREFIX = '/api/s3/buckets/';

/** The URL the console uses to fetch a stored object (also stored as logoUrl / resumeUrl). */
export function objectUrl(bucket: string, object: string): string {
  return `${URL_PREFIX}${encodeURIComponent(bucket)}/objects/${encodeURIComponent(object)}`;
}

/** The bucket and object of a URL made by objectUrl, or null for any other URL. */
export function parseObjectUrl(url: string): { bucket: string; object: string } | null {
  const path = url.startsWith('http') ? new URL(url).pathname : url.split('?')[0];
  if (!path.startsWith(URL_PREFIX)) return null;
  const match = /^([^/]+)\/objects\/([^/]+)$/.exec(path.slice(URL_PREFIX.length));
  if (!match) return null;
  return { bucket: decodeURIComponent(match[1]), object: decodeURIComponent(match[2]) };
}
