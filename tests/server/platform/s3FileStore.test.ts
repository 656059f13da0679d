/**
 * Uploaded files on an S3-compatible store, against a real S3-protocol server (s3rver) started by
 * the test: the store puts, reads and deletes with content types; a second store (another app
 * server) sees the same files; `files:migrate` copies a FILES_DIR into it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { copyLocalFiles } from '../../../server/storage/copyLocalFiles';
import { createFileStore } from '../../../server/storage/createFileStore';
import { LocalFileStore } from '../../../server/storage/localFileStore';
import { S3FileStore } from '../../../server/storage/s3FileStore';

interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

const dir = mkdtempSync(join(tmpdir(), 'jm-s3-'));
let server: S3rverServer;
let env: Record<string, string>;

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
  const { port } = await server.run();
  env = {
    S3_BUCKET_PREFIX: 'jm-test-',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}, 30_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = new TextEncoder().encode('%PDF-1.4 résumé');

describe('S3 file store', () => {
  it('is chosen by S3_BUCKET_PREFIX, path-style with an endpoint; FILES_DIR stays the default', async () => {
    expect(await createFileStore(loadConfig({ DATA_DIR: dir }))).toBeInstanceOf(LocalFileStore);
    const store = await createFileStore(loadConfig({ DATA_DIR: dir, ...env }));
    expect(store).toBeInstanceOf(S3FileStore);
    expect((store as S3FileStore).settings).toMatchObject({ forcePathStyle: true, bucketPrefix: 'jm-test-', region: 'us-east-1' });
    expect(() => loadConfig({ S3_BUCKET_PREFIX: 'Bad_Prefix' })).toThrow('S3_BUCKET_PREFIX must be lower-case');
    expect(() => loadConfig({ S3_BUCKET_PREFIX: 'ok-', S3_ACCESS_KEY_ID: 'x' })).toThrow('go together');
  });

  it('a file put through one server is read and deleted through another', async () => {
    const one = await createFileStore(loadConfig({ DATA_DIR: dir, ...env }));
    const two = await createFileStore(loadConfig({ DATA_DIR: dir, ...env }));
    await one.put('resume', 'ada.pdf', pdf, 'application/pdf');
    const read = await two.get('resume', 'ada.pdf');
    expect(read?.contentType).toBe('application/pdf');
    expect(Buffer.from(read!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(await two.get('resume', 'missing.pdf')).toBeNull();
    expect(await two.delete('resume', 'ada.pdf')).toBe(true);
    expect(await one.get('resume', 'ada.pdf')).toBeNull();
    expect(await one.delete('resume', 'ada.pdf')).toBe(false);
  });

  it('files:migrate copies a FILES_DIR with names and content types', async () => {
    const filesDir = join(dir, 'files');
    const local = new LocalFileStore(filesDir);
    await local.put('company-logo', 'logo.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    await local.put('resume', 'cv.pdf', pdf, 'application/pdf');
    const s3 = await createFileStore(loadConfig({ DATA_DIR: dir, ...env }));
    expect(await copyLocalFiles(filesDir, s3)).toBe(2);
    expect((await s3.get('company-logo', 'logo.png'))?.contentType).toBe('image/png');
    expect(Buffer.from((await s3.get('resume', 'cv.pdf'))!.bytes).equals(Buffer.from(pdf))).toBe(true);
    // again: the same files, nothing doubled
    expect(await copyLocalFiles(filesDir, s3)).toBe(2);
  });
});
