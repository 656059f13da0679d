/**
 * A logo is decoded whole to be checked (and turned upright when its EXIF says so), so what it
 * costs grows with its pixels, not its bytes: a 282 KB JPEG of 7000 x 7000 took 150-390 MB, and
 * four sent at once 1.5 GB. A logo is at most 4096 x 4096 pixels (refused with a message before
 * decoding) and images are decoded one at a time.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../server/storage/contentChecks';
import { multipart } from '../platform/helpers';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();

function upload(bytes: Buffer) {
  const body = multipart([{ filename: 'logo.jpg', contentType: 'application/octet-stream', bytes }], { fileName: 'logo.jpg' });
  return signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/company-logo/upload?isPublic=true', headers: { ...body.headers, cookie: signedIn.cookie }, payload: body.payload });
}

/** A plain white JPEG: a few hundred KB whatever its size; `turned`: EXIF orientation 6 (stored upright, so decoded and encoded again). */
const whiteJpeg = (width: number, height: number, turned = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#fff' } }).jpeg({ quality: 50, progressive: !turned });
  return (turned ? image.withMetadata({ orientation: 6 }) : image).toBuffer();
};

/** The highest resident memory seen while `work` runs, above what it was before. */
async function peakRise<T>(work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    return { result, mb: (peak - before) / 1e6 };
  } finally {
    clearInterval(sample);
  }
}

describe('logo pixels', () => {
  it('refuses a logo of more than 4096 x 4096 pixels before decoding it, with a message', async () => {
    for (const [width, height] of [[7000, 7000], [4097, 4096], [20_000, 2_500]]) {
      const bytes = await whiteJpeg(width, height, true);
      expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
      const { result: res, mb } = await peakRise(() => upload(bytes));
      expect(res.statusCode, `${width} x ${height}`).toBe(400);
      expect(res.json(), `${width} x ${height}`).toMatchObject({ error: CONTENT_MESSAGES.tooManyPixels, fields: { file: CONTENT_MESSAGES.tooManyPixels } });
      expect(mb).toBeLessThan(60);
    }
  });

  it('takes a logo of 4096 x 4096 pixels, turned upright', async () => {
    const res = await upload(await whiteJpeg(4096, 4096, true));
    expect(res.statusCode).toBe(200);
  });

  it('decodes logos sent together one at a time', async () => {
    const bytes = await whiteJpeg(4096, 4096, true);
    const { result, mb } = await peakRise(() => Promise.all(Array.from({ length: 4 }, () => upload(bytes))));
    expect(result.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // one image's worth (~130 MB at most); four decoded together took ~535 MB
    expect(mb).toBeLessThan(300);
  });
});
