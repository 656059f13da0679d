/**
 * Multipart bodies that cannot be read are the sender's mistake: 400 with a clear message, never
 * a 500 (the attack battery got 500 for a body cut after its first boundary and for a
 * multipart/form-data Content-Type without a boundary).
 */
import { describe, expect, it } from 'vitest';
import { UPLOAD_UNREADABLE } from '../../../server/storage/upload';
import { signedInTestServer } from '../harness';
import { makePdf, multipart } from '../platform/helpers';

const signedIn = signedInTestServer();

const send = (contentType: string, payload: Buffer | string) =>
  signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { 'content-type': contentType, cookie: signedIn.cookie }, payload });

describe('malformed multipart uploads', () => {
  it.each([
    ['a body cut after its first boundary', 'multipart/form-data; boundary=x', '--x\r\n'],
    ['no boundary and no body', 'multipart/form-data', ''],
    ['no boundary in the Content-Type', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-\r\n--x--\r\n'],
    ['a part without its closing boundary', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4'],
  ])('%s: 400 with a clear message', async (_name, contentType, payload) => {
    const res = await send(contentType, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: UPLOAD_UNREADABLE, code: 'BAD_USER_INPUT' });
  });

  it('a well-formed upload still works', async () => {
    const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: await makePdf() }], { fileName: 'cv.pdf' });
    const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
  });
});
