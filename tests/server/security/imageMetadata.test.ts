/**
 * Logos are stored without their metadata (server/storage/imageMetadata.ts): a phone's photo of a
 * shop front carries its GPS position, and a logo is served to anyone with its address. The
 * picture stays as it was; one turned by its EXIF orientation is stored upright.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInTestServer } from '../harness';
import { multipart, PNG_BYTES } from '../platform/helpers';

const signedIn = signedInTestServer();

/** Uploads a logo and reads back the bytes stored. */
async function storedLogo(bytes: Buffer, name: string): Promise<Buffer> {
  const { payload, headers } = multipart([{ filename: name, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', bytes }], {});
  const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/s3/buckets/company-logo/upload', headers: { ...headers, cookie: signedIn.cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
  const read = await signedIn.server.app.inject({ method: 'GET', url: res.json().url as string, headers: { cookie: signedIn.cookie } });
  expect(read.statusCode).toBe(200);
  return read.rawPayload;
}

const GPS = { IFD0: { Artist: 'Meera Shah', Copyright: 'Aurum Jewels' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' } };
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Meera Shah</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';
const picture = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#b8860b' } });
const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });

describe('logos are stored without metadata', () => {
  it('a JPEG loses its EXIF (GPS, names), XMP and comments; its picture and colour profile stay', async () => {
    const jpeg = await picture().withExif(GPS).withXmp(XMP).withIccProfile('p3').jpeg().toBuffer();
    const comment = Buffer.from('Shot at 19.07N 72.87E');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
    const original = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    const before = await sharp(original).metadata();
    expect(before.exif && before.xmp && before.icc).toBeTruthy();

    const stored = await storedLogo(original, 'shop front.jpg');
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toEqual(before.icc);
    for (const text of ['Meera', 'Aurum', 'GPS', 'Shot at']) expect(stored.includes(text), text).toBe(false);
    // the picture is the same bytes: nothing was encoded again
    expect(stored.length).toBeLessThan(original.length);
    expect((await pixels(stored)).data.equals((await pixels(original)).data)).toBe(true);
  });

  it('a PNG loses its text chunks and EXIF; its pixels stay', async () => {
    const png = await picture().withExif(GPS).withMetadata().png().toBuffer();
    const text = Buffer.from('Author\0Meera Shah');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    // CRC left zero: readers tolerate it for an ancillary chunk, and the stored file has none of it
    const original = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const stored = await storedLogo(original, 'logo.png');
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    for (const word of ['tEXt', 'eXIf', 'Meera', 'Aurum']) expect(stored.includes(word), word).toBe(false);
    expect((await pixels(stored)).data.equals((await pixels(original)).data)).toBe(true);
  });

  it('a JPEG turned by its EXIF orientation is stored upright, without EXIF', async () => {
    // 60 × 40 stored, to be shown turned a quarter (orientation 6): 40 × 60 on screen
    const turned = await picture().withMetadata({ orientation: 6 }).withExif(GPS).jpeg().toBuffer();
    const stored = await storedLogo(turned, 'phone photo.jpg');
    const after = await sharp(stored).metadata();
    expect([after.width, after.height, after.orientation ?? 1]).toEqual([40, 60, 1]);
    expect(after.exif).toBeUndefined();
  });

  it('an image without metadata is stored byte for byte', async () => {
    expect((await storedLogo(PNG_BYTES, 'plain.png')).equals(PNG_BYTES)).toBe(true);
    const jpeg = await picture().jpeg().toBuffer();
    expect((await storedLogo(jpeg, 'plain.jpg')).equals(jpeg)).toBe(true);
  });
});
