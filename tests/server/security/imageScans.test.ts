/**
 * A progressive JPEG's decoder goes over every block of the picture once per scan, and nothing
 * stops a decode that has started: the red team's 2 MB logo of 4096 x 4096 with 58,900 scans
 * answered 200 after 94 s, every other logo check waiting behind it, and was then served to every
 * browser showing the company list. A JPEG of more than MAX_JPEG_SCANS scans is refused from its
 * structure, before any pixel is decoded and without waiting for its turn; real progressive JPEGs
 * (about 10 scans) are taken as before.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, MAX_JPEG_SCANS } from '../../../server/storage/contentChecks';
import { signedInTestServer } from '../harness';
import { multipart, PNG_BYTES } from '../platform/helpers';
import { countScans, scanBombJpeg } from './jpegBuilders';

const signedIn = signedInTestServer();

function upload(bytes: Buffer, fileName = 'logo.jpg') {
  const body = multipart([{ filename: fileName, contentType: 'image/jpeg', bytes }], { fileName });
  return signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/company-logo/upload', headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

const logoCount = async () => (await signedIn.server.db.selectFrom('stored_objects').select('object').where('bucket', '=', 'company-logo').execute()).length;

describe('progressive JPEG scan bombs', () => {
  it('refuses a JPEG of thousands of scans at once, with a message, and holds no other logo behind it', async () => {
    // 4096 x 4096 (within the pixel limit), 2,000 scans in 100 KB: ~5 s to decode, where a real logo of that size takes ~0.4 s
    const bomb = scanBombJpeg(4096, 2_000);
    expect(countScans(bomb)).toBe(2_000);
    const before = await logoCount();
    const [refused, other] = await Promise.all([timed(() => upload(bomb, 'bomb.jpg')), timed(() => upload(PNG_BYTES, 'logo.png'))]);
    expect(refused.result.statusCode).toBe(400);
    expect(refused.result.json()).toMatchObject({ error: CONTENT_MESSAGES.tooManyScans, fields: { file: CONTENT_MESSAGES.tooManyScans } });
    expect(refused.ms).toBeLessThan(2_000);
    expect(other.result.statusCode).toBe(200);
    expect(other.ms).toBeLessThan(2_000);
    // the refused one stored nothing
    expect(await logoCount()).toBe(before + 1);
  });

  it(`takes ${MAX_JPEG_SCANS} scans and refuses one more`, async () => {
    // small, so decoding the one taken costs nothing: what decides is the count
    expect((await upload(scanBombJpeg(256, MAX_JPEG_SCANS))).statusCode).toBe(200);
    const res = await upload(scanBombJpeg(256, MAX_JPEG_SCANS + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CONTENT_MESSAGES.tooManyScans);
    expect(CONTENT_MESSAGES.tooManyScans).toBe(
      'The JPEG image is drawn in more than 100 passes (progressive scans) and cannot be stored. Please save it again as a PNG or JPEG.',
    );
  });

  it('takes real progressive JPEGs, as encoders write them', async () => {
    // noise, so that every scan carries coefficients as a photo's do
    const photo = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
    for (const [name, jpeg] of [
      ['standard progression', photo().jpeg({ progressive: true })],
      ['4:4:4', photo().jpeg({ progressive: true, chromaSubsampling: '4:4:4', quality: 95 })],
      ['optimised scans (mozjpeg)', photo().jpeg({ mozjpeg: true })],
      ['grey', photo().greyscale().jpeg({ progressive: true })],
    ] as const) {
      const bytes = await jpeg.toBuffer();
      expect(countScans(bytes), name).toBeGreaterThan(1);
      const { result, ms } = await timed(() => upload(bytes, `${name}.jpg`));
      expect(result.statusCode, name).toBe(200);
      expect(ms, name).toBeLessThan(2_000);
    }
  });

  it('a scan bomb stored before this check is checked on its first read and downloads as bytes', async () => {
    await signedIn.server.files.put('company-logo', 'old-bomb.jpg', scanBombJpeg(4096, 2_000), 'image/jpeg');
    await signedIn.server.db.insertInto('stored_objects').values({ bucket: 'company-logo', object: 'old-bomb.jpg', content_type: 'image/jpeg', size: 1, is_public: true }).execute();
    const { result: res, ms } = await timed(() => signedIn.server.app.inject({ method: 'GET', url: '/api/s3/buckets/company-logo/objects/old-bomb.jpg', headers: { cookie: signedIn.cookie } }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(ms).toBeLessThan(1_000);
    const row = await signedIn.server.db.selectFrom('stored_objects').select('verified').where('object', '=', 'old-bomb.jpg').executeTakeFirstOrThrow();
    expect(row.verified).toBe(false);
  });
});
