/**
 * Hostile JPEGs built in code (no binary fixtures): a progressive JPEG "scan bomb", valid and
 * tiny, whose decoder walks every block of the picture once per scan. The red team's 2 MB one
 * (4096 x 4096, one DC scan and 58,900 one-coefficient AC scans of ~35 bytes) held the logo check
 * for 94 s.
 */

/** A marker segment: 0xFF, the marker, its length (itself included) and its body. */
function segment(marker: number, body: number[] | Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), Buffer.from(body)]);
}

/** Entropy-coded bits, most significant first; a 0xFF byte is followed by a stuffed 0x00. */
class BitWriter {
  private readonly out: number[] = [];
  private acc = 0;
  private count = 0;

  put(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.count === 8) {
        this.out.push(this.acc);
        if (this.acc === 0xff) this.out.push(0);
        this.acc = 0;
        this.count = 0;
      }
    }
  }

  /** Pads the last byte with 1 bits, as the standard asks. */
  bytes(): Buffer {
    while (this.count) this.put(1, 1);
    return Buffer.from(this.out);
  }
}

/**
 * A grey progressive JPEG of `size` x `size` (a multiple of 8) with `scans` scans in all: one DC
 * scan, then `scans - 1` copies of one AC scan (coefficient 1 only) that is all end-of-band runs.
 * Every scan is a few bytes but makes the decoder go over all (size / 8)² blocks; the file is
 * valid (decoders read it without a warning) and the picture is a flat grey.
 */
export function scanBombJpeg(size: number, scans: number): Buffer {
  const blocks = (size / 8) ** 2;
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  parts.push(segment(0xdb, [0x00, ...new Array<number>(64).fill(1)])); // one quantisation table, all 1
  parts.push(segment(0xc2, [8, size >> 8, size & 0xff, size >> 8, size & 0xff, 1, 1, 0x11, 0])); // SOF2: progressive, 1 component
  parts.push(segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00])); // DC table: one code '0' for "no difference"
  parts.push(segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0xe0])); // AC table: one code '0' for EOB14 (a run of end-of-bands)
  // DC scan: every block's DC difference is 0 (one bit each)
  const dc = new BitWriter();
  for (let i = 0; i < blocks; i++) dc.put(0, 1);
  parts.push(segment(0xda, [1, 1, 0x00, 0, 0, 0]), dc.bytes());
  // AC scan of coefficient 1: runs of 32,767 empty blocks (EOB14 and its 14 extra bits all 1)
  const ac = new BitWriter();
  for (let run = 0; run <= blocks / 32_767; run++) {
    ac.put(0, 1);
    ac.put(0x3fff, 14);
  }
  const acScan = Buffer.concat([segment(0xda, [1, 1, 0x00, 1, 1, 0]), ac.bytes()]);
  for (let i = 1; i < scans; i++) parts.push(acScan);
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** The start-of-scan markers of a JPEG, counted by walking its segments (as the upload check does). */
export function countScans(jpeg: Buffer): number {
  let scans = 0;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    const marker = jpeg[at + 1];
    if (marker === 0xd9) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
    if (marker === 0xda) {
      scans++;
      // entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart
      while (at + 1 < jpeg.length && !(jpeg[at] === 0xff && jpeg[at + 1] !== 0 && (jpeg[at + 1] < 0xd0 || jpeg[at + 1] > 0xd7))) at++;
    }
  }
  return scans;
}
