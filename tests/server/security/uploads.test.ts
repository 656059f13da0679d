/**
 * Hostile uploads (extends tests/server/platform/storage.test.ts): each is refused with a clear
 * message and no internals, and NOTHING is stored: the file store's folder tree and the object
 * catalogue are the same before and after.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, RESUME_MAX_BYTES } from '../../../domain/constants';
import { LocalFileStore } from '../../../server/storage/localFileStore';
import { signedInTestServer } from '../harness';
import { JPEG_BYTES, makePdf, multipart, PNG_BYTES, type FilePart } from '../platform/helpers';

const signedIn = signedInTestServer();
let pdf: Buffer;
beforeAll(async () => {
  pdf = await makePdf();
});

function upload(bucket: string, files: FilePart[], fields: Record<string, string>) {
  const body = multipart(files, fields);
  return signedIn.server.app.inject({
    method: 'POST',
    url: `/api/s3/buckets/${bucket}/upload?isPublic=true`,
    headers: { ...body.headers, cookie: signedIn.cookie },
    payload: body.payload,
  });
}

/** Every file under the store's root, .meta included. */
function storeTree(): string[] {
  const root = (signedIn.server.files as LocalFileStore).root;
  const walk = (dir: string): string[] => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [relative(root, join(dir, e.name))]));
  };
  return walk(root).sort();
}
const catalogue = async () => (await signedIn.server.db.selectFrom('stored_objects').select(['bucket', 'object']).execute()).map((r) => `${r.bucket}/${r.object}`).sort();

const file = (bytes: Buffer, filename: string, contentType: string): FilePart => ({ filename, contentType, bytes });
const HTML = Buffer.from('<!doctype html><html><body><script>window.__xss=1</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>');
const GIF_JS = Buffer.from('GIF89a/*\x00\x00*/=1;window.__xss=1;//');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(32)]);

interface Case {
  name: string;
  bucket: string;
  files: () => FilePart[];
  fileName: string;
  message: RegExp | string;
}

const CASES: Case[] = [
  { name: 'HTML named .png', bucket: 'company-logo', files: () => [file(HTML, 'logo.png', 'image/png')], fileName: 'logo.png', message: 'Unsupported file type. Please upload an image.' },
  { name: 'SVG with script named .png', bucket: 'company-logo', files: () => [file(SVG, 'logo.png', 'image/png')], fileName: 'logo.png', message: 'Unsupported file type. Please upload an image.' },
  { name: 'SVG as itself', bucket: 'company-logo', files: () => [file(SVG, 'logo.svg', 'image/svg+xml')], fileName: 'logo.svg', message: 'Unsupported file type. Please upload an image.' },
  { name: 'GIF/JS polyglot named .jpg', bucket: 'company-logo', files: () => [file(GIF_JS, 'logo.jpg', 'image/jpeg')], fileName: 'logo.jpg', message: 'Unsupported file type. Please upload an image.' },
  { name: 'Windows program named .jpg', bucket: 'company-logo', files: () => [file(EXE, 'logo.jpg', 'image/jpeg')], fileName: 'logo.jpg', message: 'Unsupported file type. Please upload an image.' },
  { name: 'JPEG named .pdf as a resume', bucket: 'resume', files: () => [file(JPEG_BYTES, 'cv.pdf', 'application/pdf')], fileName: 'cv.pdf', message: 'Unsupported file type. Please upload a PDF.' },
  { name: 'ZIP named .pdf as a resume', bucket: 'resume', files: () => [file(ZIP, 'cv.pdf', 'application/pdf')], fileName: 'cv.pdf', message: 'Unsupported file type. Please upload a PDF.' },
  { name: 'HTML named .pdf as a resume', bucket: 'resume', files: () => [file(HTML, 'cv.pdf', 'application/pdf')], fileName: 'cv.pdf', message: 'Unsupported file type. Please upload a PDF.' },
  { name: 'logo one byte over the limit', bucket: 'company-logo', files: () => [file(Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG_BYTES.length)]), 'big.png', 'image/png')], fileName: 'big.png', message: 'File size should be less than 2 MB.' },
  { name: 'resume one byte over the limit', bucket: 'resume', files: () => [file(Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES + 1 - pdf.length)]), 'big.pdf', 'application/pdf')], fileName: 'big.pdf', message: 'File size should be less than 5 MB.' },
  { name: 'empty resume', bucket: 'resume', files: () => [file(Buffer.alloc(0), 'cv.pdf', 'application/pdf')], fileName: 'cv.pdf', message: 'The file is empty.' },
  { name: 'a logo and a resume at once', bucket: 'resume', files: () => [file(pdf, 'cv.pdf', 'application/pdf'), file(pdf, 'cv2.pdf', 'application/pdf')], fileName: 'cv.pdf', message: 'Only one file can be uploaded.' },
  { name: 'no file part, only a name', bucket: 'resume', files: () => [], fileName: 'cv.pdf', message: /file/i },
  { name: 'file under another field name', bucket: 'company-logo', files: () => [{ ...file(PNG_BYTES, 'l.png', 'image/png'), field: 'avatar' }], fileName: 'l.png', message: /file/i },
];

const ODD_OBJECTS = ['../../pg/PG_VERSION', '..', '...png', 'a/../b.png', 'C:\\x.png', 'nul\u0000.png', 'new\nline.png', 'esc\u001b.png', 'del\u007f.png', '.meta', '.htaccess', ' '];
const ODD_BUCKETS = ['..', '.meta', '%2e%2e', 'company-logo%2f..', 'COMPANY-LOGO', 'company_logo', 'résumé', '-logo', 'a', 'x'.repeat(80), 'company-logo.', 'tmp'];

describe('hostile uploads are refused, storing nothing', () => {
  it('wrong real type behind a right extension, oversize, empty, two files, no file', async () => {
    const tree = storeTree();
    const objects = await catalogue();
    for (const c of CASES) {
      const res = await upload(c.bucket, c.files(), { fileName: c.fileName });
      expect([400, 413], c.name).toContain(res.statusCode);
      const body = res.json() as { error: string; code: string };
      expect(body.code, c.name).toBe('BAD_USER_INPUT');
      if (typeof c.message === 'string') expect(body.error, c.name).toBe(c.message);
      else expect(body.error, c.name).toMatch(c.message);
      expect(res.body, c.name).not.toMatch(/\n\s+at |node_modules|Error:/);
    }
    expect(storeTree()).toEqual(tree);
    expect(await catalogue()).toEqual(objects);
  });

  it('path traversal and odd characters in object and bucket names', async () => {
    const tree = storeTree();
    const objects = await catalogue();
    for (const fileName of ODD_OBJECTS) {
      const res = await upload('company-logo', [file(PNG_BYTES, 'logo.png', 'image/png')], { fileName });
      expect(res.statusCode, JSON.stringify(fileName)).toBe(400);
      expect((res.json() as { error: string }).error, JSON.stringify(fileName)).toMatch(/file name/i);
    }
    for (const bucket of ODD_BUCKETS) {
      const res = await upload(encodeURIComponent(bucket), [file(PNG_BYTES, 'logo.png', 'image/png')], { fileName: 'logo.png' });
      expect([400, 404], bucket).toContain(res.statusCode);
      expect((res.json() as { error: string }).error, bucket).toMatch(/bucket|There is no/i);
    }
    // Reads and deletes with traversal in either segment never reach outside the store.
    for (const url of [
      '/api/s3/buckets/company-logo/objects/..%2F..%2Fpg%2FPG_VERSION',
      '/api/s3/buckets/..%2Fpg/objects/PG_VERSION',
      '/api/s3/buckets/.meta/objects/x.png',
      '/api/s3/buckets/company-logo/objects/%2e%2e',
    ]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await signedIn.server.app.inject({ method, url, headers: { cookie: signedIn.cookie } });
        expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
        expect(res.body, url).not.toMatch(/PG_VERSION|^\d+\s*$/);
      }
    }
    expect(storeTree()).toEqual(tree);
    expect(await catalogue()).toEqual(objects);
  });

  it('a good upload still works (the refusals above are not everything being refused)', async () => {
    const res = await upload('company-logo', [file(PNG_BYTES, 'fine.png', 'image/png')], { fileName: 'fine-logo.png' });
    expect(res.statusCode).toBe(200);
    expect(storeTree()).toContain(join('company-logo', 'fine-logo.png'));
    expect(await catalogue()).toContain('company-logo/fine-logo.png');
  });

  it('percent signs are plain characters: "%2e%2e%2f" stays a name inside its bucket, never a path', async () => {
    const res = await upload('company-logo', [file(PNG_BYTES, 'x.png', 'image/png')], { fileName: '%2e%2e%2fx.png' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toBe('/api/s3/buckets/company-logo/objects/%252e%252e%252fx.png');
    expect(storeTree()).toContain(join('company-logo', '%2e%2e%2fx.png'));
    const back = await signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
  });
});
