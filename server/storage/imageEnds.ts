/**
 * What the upload check reads from a PNG's or JPEG's structure before any pixel is decoded.
 *
 * `end`: where it ends (-1: it is cut short), for the check that the file ends there. Data after
 * PNG's IEND chunk or JPEG's end-of-image marker is invisible in the picture but makes the file
 * something else as well (an HTML page, a ZIP): such polyglots are refused. Both walks follow the
 * formats' own structure (chunk lengths, segment lengths, entropy-coded data), so an embedded
 * thumbnail with its own end marker does not end the file early.
 *
 * `scans`: a JPEG's start-of-scan markers (a PNG has none). A progressive JPEG's decoder goes over
 * every block of a component once per scan, so what it costs grows with its scans, not its bytes
 * (contentChecks.ts: MAX_JPEG_SCANS).
 */
export function imageWalk(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): { end: number; scans: number } {
  return type === 'image/png' ? { end: pngEnd(bytes), scans: 0 } : jpegWalk(bytes);
}

/** The offset just after the IEND chunk, or -1. */
function pngEnd(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8; // signature
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
    const next = at + 12 + length; // length, type, data, CRC
    if (next > bytes.length) return -1;
    if (type === 'IEND') return next;
    at = next;
  }
  return -1;
}

/** JPEG markers (the byte after 0xFF): start and end of image, start of scan. */
export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
/** Markers without a length: TEM and the restart markers RST0-7. */
export const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The offset just after the end-of-image marker of the main image (or -1), and the scans met on
 * the way (those of a thumbnail inside an APP segment are skipped with it, as they are by the decoder).
 */
function jpegWalk(bytes: Uint8Array): { end: number; scans: number } {
  let scans = 0;
  const cut = () => ({ end: -1, scans });
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return cut();
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return cut();
    let marker = bytes[at + 1];
    while (marker === 0xff) marker = bytes[++at + 1]; // fill bytes before a marker
    at += 2;
    if (marker === EOI) return { end: at, scans };
    if (standalone(marker)) continue;
    if (at + 2 > bytes.length) return cut();
    at += (bytes[at] << 8) | bytes[at + 1];
    if (marker === SOS) {
      scans++;
      at = afterEntropyData(bytes, at);
    }
  }
  return cut();
}

/** Entropy-coded data runs until a marker other than a stuffed 0xFF00 or a restart marker. */
function afterEntropyData(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1] >= 0xd0 && bytes[at + 1] <= 0xd7)) return at;
    at++;
  }
  return bytes.length;
}
