/**
 * Issue 10 item 5: every name an upload answers can be read and deleted. Names are NFC and at most
 * 200 bytes (a longer one is shortened, keeping its extension); the name asked for comes back as
 * the download name; an upload never replaces another file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_NAME_MAX_BYTES, parseObjectUrl, utf8Length } from '../../../domain/storedObjects';
import { resumeObjectName } from '../../../domain/uploadNames';
import { BIDI_NAME_MESSAGE } from '../../../server/storage/names';
import { signedInTestServer } from '../harness';
import { makePdf, multipart, PNG_BYTES } from '../platform/helpers';

const signedIn = signedInTestServer();
let pdf: Buffer;
beforeAll(async () => {
  pdf = await makePdf();
});

async function upload(bucket: 'resume' | 'company-logo', fileName: string, bytes: Buffer = bucket === 'resume' ? pdf : PNG_BYTES) {
  const body = multipart([{ filename: 'upload', contentType: 'application/octet-stream', bytes }], { fileName });
  const res = await signedIn.server.app.inject({ method: 'POST', url: `/api/s3/buckets/${bucket}/upload?isPublic=true`, headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}
const get = (url: string) => signedIn.server.app.inject({ method: 'GET', url, headers: { cookie: signedIn.cookie } });
const del = (url: string) => signedIn.server.app.inject({ method: 'DELETE', url, headers: { cookie: signedIn.cookie } });
const nameOf = (url: string) => parseObjectUrl(url)?.object ?? '';

describe('stored names', () => {
  it('a résumé with a long file name reads (was 404) and deletes (was 414)', async () => {
    const name = resumeObjectName('6f1c2a3b-0000-4000-8000-000000000001', 1764000000000, 'Meera_Iyer_Senior_Jewellery_Designer_Curriculum_Vitae_2026.pdf');
    const url = await upload('resume', name);
    expect(nameOf(url)).toBe(name);
    expect((await get(url)).statusCode).toBe(200);
    expect((await del(url)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('154 accented letters (308 bytes) are cut to 200 bytes, not a 500; the original name is the download name', async () => {
    const asked = `${'é'.repeat(154)}.pdf`;
    const url = await upload('resume', asked);
    const stored = nameOf(url);
    expect(utf8Length(stored)).toBeLessThanOrEqual(OBJECT_NAME_MAX_BYTES);
    expect(stored).toMatch(/^é+\.pdf$/);
    const read = await get(url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(asked)}`);
    expect((await del(url)).statusCode).toBe(204);
  });

  it('the longest possible name, every byte percent-encoded in the URL, still routes', async () => {
    const url = await upload('company-logo', `${'ü'.repeat(98)}.png`);
    expect(url.length).toBeGreaterThan(550);
    expect((await get(url)).statusCode).toBe(200);
    expect((await del(url)).statusCode).toBe(204);
  });

  it('decomposed (NFD) names are stored in NFC and reachable in either form', async () => {
    const nfd = 'Cle\u0301ment_CV.pdf';
    const url = await upload('resume', nfd);
    expect(nameOf(url)).toBe('Clément_CV.pdf');
    const viaNfd = `/api/s3/buckets/resume/objects/${encodeURIComponent(nfd)}`;
    expect((await get(viaNfd)).statusCode).toBe(200);
    expect((await del(viaNfd)).statusCode).toBe(204);
  });

  it('every character of a long name is checked, not only the part that is kept', async () => {
    for (const tail of ['/../../x.pdf', '\r\nSet-Cookie: a=b.pdf', '\u0000.pdf']) {
      const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf }], { fileName: `${'a'.repeat(300)}${tail}` });
      const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
      expect(res.statusCode, JSON.stringify(tail)).toBe(400);
      expect(res.json().error).toMatch(/file name/);
    }
  });

  it('text-direction controls are refused: "\u202eFDP.exe" would download displayed as "exe.PDF"', async () => {
    for (const fileName of ['\u202eFDP.exe', 'cv\u202dx.pdf', 'a\u200eb.pdf', 'a\u200fb.pdf', 'a\u202ab.pdf', 'a\u2066b\u2069.pdf', 'a\u2068b.pdf']) {
      const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf }], { fileName });
      const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
      expect(res.statusCode, JSON.stringify(fileName)).toBe(400);
      expect(res.json(), JSON.stringify(fileName)).toMatchObject({ error: BIDI_NAME_MESSAGE, fields: { fileName: BIDI_NAME_MESSAGE } });
    }
    // The part's own file name counts when no fileName field is sent.
    const body = multipart([{ filename: '\u202eFDP.exe', contentType: 'application/pdf', bytes: pdf }], {});
    const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/resume/upload', headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
    expect(res.json().error).toBe(BIDI_NAME_MESSAGE);
    // Right-to-left letters themselves are names like any other.
    expect(nameOf(await upload('resume', 'سيرة ذاتية.pdf'))).toBe('سيرة ذاتية.pdf');
  });

  it('a name no upload can answer is a clear 400, never 414 or 500', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await signedIn.server.app.inject({ method, url: `/api/s3/buckets/resume/objects/${encodeURIComponent('é'.repeat(101))}.pdf`, headers: { cookie: signedIn.cookie } });
      expect(res.statusCode, method).toBe(400);
      expect(res.json().error).toMatch(/at most 200 bytes/);
    }
  });

  it('never overwrites: the same name twice stores two files', async () => {
    const first = await upload('company-logo', 'Aurum_1764000000000_logo.png');
    const other = Buffer.from(await (await import('sharp')).default({ create: { width: 3, height: 3, channels: 3, background: '#123456' } }).png().toBuffer());
    const second = await upload('company-logo', 'Aurum_1764000000000_logo.png', other);
    expect(second).not.toBe(first);
    expect(nameOf(second)).toMatch(/^Aurum_1764000000000_logo-[0-9a-f]{8}\.png$/);
    expect(Buffer.compare((await get(first)).rawPayload, PNG_BYTES)).toBe(0);
    expect(Buffer.compare((await get(second)).rawPayload, other)).toBe(0);
  });
});
