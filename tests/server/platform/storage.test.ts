import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, RESUME_MAX_BYTES } from '../../../domain/constants';
import { signedInTestServer } from '../harness';
import { JPEG_BYTES, makePdf, multipart, PNG_BYTES, type FilePart } from './helpers';

const signedIn = signedInTestServer();
let pdf: Buffer;
beforeAll(async () => {
  pdf = await makePdf();
});

function upload(bucket: string, files: FilePart[], fields: Record<string, string>, withCookie = true) {
  const body = multipart(files, fields);
  return signedIn.server.app.inject({
    method: 'POST',
    url: `/api/s3/buckets/${bucket}/upload?isPublic=true`,
    headers: { ...body.headers, ...(withCookie ? { cookie: signedIn.cookie } : {}) },
    payload: body.payload,
  });
}
const png = (bytes: Buffer = PNG_BYTES, filename = 'logo.png'): FilePart => ({ filename, contentType: 'image/png', bytes });

async function storedCount(): Promise<number> {
  const rows = await signedIn.server.db.selectFrom('stored_objects').select('object').execute();
  return rows.length;
}

describe('uploads', () => {
  it('stores a PNG logo, records it, and serves it back inline', async () => {
    const res = await upload('company-logo', [png()], { fileName: 'Aurum Jewels_1700000000_logo.png' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toBe('/api/s3/buckets/company-logo/objects/Aurum%20Jewels_1700000000_logo.png');
    const row = await signedIn.server.db.selectFrom('stored_objects').selectAll().where('object', '=', 'Aurum Jewels_1700000000_logo.png').executeTakeFirst();
    expect(row).toMatchObject({ bucket: 'company-logo', content_type: 'image/png', size: PNG_BYTES.length, is_public: true, created_by: 'admin@example.com' });

    const got = await signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^inline/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toMatch(/private/);
    expect(Buffer.compare(got.rawPayload, PNG_BYTES)).toBe(0);
  });

  it('stores a JPEG logo and a PDF resume', async () => {
    const jpeg = await upload('company-logo', [{ filename: 'l.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES }], { fileName: 'l.jpg' });
    expect(jpeg.statusCode).toBe(200);
    const res = await upload('resume', [{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf }], {
      fileName: 'seeker-1_1700000000_cv.pdf',
    });
    expect(res.statusCode).toBe(200);
    const got = await signedIn.server.app.inject({ method: 'GET', url: res.json().url, headers: { cookie: signedIn.cookie } });
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // a person's CV is never kept on a staff member's disk; a logo may be for five minutes
    expect(got.headers['cache-control']).toBe('no-store');
    const logo = await signedIn.server.app.inject({ method: 'GET', url: jpeg.json().url, headers: { cookie: signedIn.cookie } });
    expect(logo.headers['cache-control']).toBe('private, max-age=300');
  });

  it('judges the real content, not the name', async () => {
    const before = await storedCount();
    const fakePng = await upload('company-logo', [png(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png')], { fileName: 'evil.png' });
    expect(fakePng.statusCode).toBe(400);
    expect(fakePng.json()).toMatchObject({ error: 'Unsupported file type. Please upload an image.', code: 'BAD_USER_INPUT' });
    const pngAsPdf = await upload('resume', [{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: PNG_BYTES }], { fileName: 'cv.pdf' });
    expect(pngAsPdf.statusCode).toBe(400);
    expect(pngAsPdf.json().error).toBe('Unsupported file type. Please upload a PDF.');
    const pdfAsLogo = await upload('company-logo', [png(pdf, 'logo.png')], { fileName: 'logo.png' });
    expect(pdfAsLogo.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('refuses oversize, empty and multiple files', async () => {
    const before = await storedCount();
    const bigPng = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES)]);
    const big = await upload('company-logo', [png(bigPng)], { fileName: 'big.png' });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('File size should be less than 2 MB.');

    const bigPdf = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES)]);
    const big2 = await upload('resume', [{ filename: 'big.pdf', contentType: 'application/pdf', bytes: bigPdf }], { fileName: 'big.pdf' });
    expect(big2.json().error).toBe('File size should be less than 5 MB.');

    const empty = await upload('company-logo', [png(Buffer.alloc(0))], { fileName: 'empty.png' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The file is empty.');

    const two = await upload('company-logo', [png(), png(PNG_BYTES, 'second.png')], { fileName: 'two.png' });
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe('Only one file can be uploaded.');

    const none = await upload('company-logo', [], { fileName: 'none.png' });
    expect(none.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('refuses unsafe names and unknown buckets, storing nothing', async () => {
    const before = await storedCount();
    for (const fileName of ['../escape.png', 'a/b.png', 'a\\b.png', 'x..png', 'tab\tname.png', '.hidden.png']) {
      const res = await upload('company-logo', [png()], { fileName });
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json().code).toBe('BAD_USER_INPUT');
    }
    for (const bucket of ['Company-Logo', 'x', 'secrets']) {
      const res = await upload(bucket, [png()], { fileName: 'ok.png' });
      expect(res.statusCode, bucket).toBe(400);
    }
    const traversal = await signedIn.server.app.inject({ method: 'GET', url: '/api/s3/buckets/company-logo/objects/..%2F..%2Fpg%2FPG_VERSION', headers: { cookie: signedIn.cookie } });
    expect(traversal.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('requires a session to upload and to read', async () => {
    const res = await upload('company-logo', [png()], { fileName: 'anon.png' }, false);
    expect(res.statusCode).toBe(401);
    const read = await signedIn.server.app.inject({ method: 'GET', url: '/api/s3/buckets/company-logo/objects/l.jpg' });
    expect(read.statusCode).toBe(401);
    expect(read.body).not.toContain('JFIF');
  });
});

describe('DELETE objects', () => {
  it('deletes an object (204), then 404 for a second delete and for reads', async () => {
    const res = await upload('company-logo', [png()], { fileName: 'gone.png' });
    const url = res.json().url as string;
    const del = await signedIn.server.app.inject({ method: 'DELETE', url, headers: { cookie: signedIn.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } })).statusCode).toBe(404);
    const again = await signedIn.server.app.inject({ method: 'DELETE', url, headers: { cookie: signedIn.cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
    expect(await signedIn.server.files.get('company-logo', 'gone.png')).toBeNull();
  });
});
