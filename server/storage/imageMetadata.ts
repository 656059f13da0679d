/**
 * A logo is stored without what cameras and editors write beside the picture: EXIF (where and when
 * a photo was taken, the camera, its owner's name), XMP, IPTC, comments and PNG text. A logo is
 * served to anyone who has its address, and a photo of a shop front taken with a phone carries
 * the phone's GPS position.
 *
 * The picture itself is kept byte for byte: only whole chunks (PNG) or segments (JPEG) that are
 * not needed to show it are left out, the colour profile kept. A JPEG turned by its EXIF
 * orientation is the one exception: without EXIF it would show on its side, so it is drawn upright
 * again (sharp, quality 92).
 */
import sharp from 'sharp';
import { EOI, SOS, standalone } from './imageEnds';
import { inImageTurn } from './imageTurns';

/**
 * `bytes`: an image that passed checkContent (its size in pixels and a JPEG's scans included, so
 * that decoding it is bounded); `requester`: the uploader's staff id; a JPEG turned upright is
 * decoded in its turn (./imageTurns.ts).
 */
export async function withoutMetadata(bytes: Uint8Array, type: 'image/png' | 'image/jpeg', requester?: string): Promise<Uint8Array> {
  if (type === 'image/png') return pngWithout(bytes);
  const { orientation } = await sharp(bytes).metadata();
  if (orientation !== undefined && orientation !== 1) {
    return inImageTurn(requester, async () => new Uint8Array(await sharp(bytes).autoOrient().keepIccProfile().jpeg({ quality: 92 }).toBuffer()));
  }
  return jpegWithout(bytes);
}

/**
 * The PNG chunks that make or colour the picture (critical chunks, transparency, colour space and
 * profile, pixel size, background, animation). Any other (tEXt, zTXt, iTXt, eXIf, tIME, a
 * program's private chunk) is left out.
 */
const PNG_PICTURE_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP', 'mDCV', 'cLLI', 'pHYs', 'bKGD', 'acTL', 'fcTL', 'fdAT']);

/** The PNG with only its picture chunks (the file has passed imageEnds' walk: every length fits). */
function pngWithout(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let dropped = false;
  for (let at = 8; at + 12 <= bytes.length; ) {
    const next = at + 12 + view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
    if (PNG_PICTURE_CHUNKS.has(type)) kept.push(bytes.subarray(at, next));
    else dropped = true;
    if (type === 'IEND') break;
    at = next;
  }
  return dropped ? Buffer.concat(kept) : bytes;
}

const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');

/**
 * Whether a JPEG segment before the picture's data is metadata: APP1 (EXIF, XMP), APP13 (IPTC),
 * the other application segments and comments. APP0 (JFIF), an APP2 colour profile and APP14
 * (Adobe's colour transform, needed to show CMYK right) stay.
 */
function isJpegMetadata(marker: number, body: Uint8Array): boolean {
  if (marker === COM) return true;
  if (marker < APP0 || marker > 0xef) return false;
  if (marker === APP0 || marker === APP14) return false;
  return !(marker === APP2 && Buffer.from(body.subarray(0, ICC_PROFILE.length)).equals(ICC_PROFILE));
}

/** The JPEG without its metadata segments; from the first scan on, everything is the picture's. */
function jpegWithout(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let dropped = false;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    let marker = bytes[at + 1];
    let start = at;
    while (marker === 0xff) marker = bytes[++start + 1]; // fill bytes before a marker
    if (marker === SOS || marker === EOI) break;
    if (standalone(marker)) {
      // a marker without a length (TEM, a restart marker): nothing to leave out
      kept.push(bytes.subarray(at, start + 2));
      at = start + 2;
      continue;
    }
    const next = start + 2 + ((bytes[start + 2] << 8) | bytes[start + 3]);
    if (isJpegMetadata(marker, bytes.subarray(start + 4, next))) dropped = true;
    else kept.push(bytes.subarray(at, next));
    at = next;
  }
  if (!dropped) return bytes;
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}
