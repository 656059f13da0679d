/**
 * What an upload really is, judged by its structure and never by its name: a PDF starts with
 * %PDF-, parses with pdf.js (the library that reads résumés for the AI overview), carries no
 * scripts, program launches or actions that leave the document by themselves, and stays within
 * what a document costs to read (pages, inflated size: pdfLimits.ts), all checked in a worker
 * thread (pdfStructure.ts); a PNG or JPEG is
 * the type its content says (file-type), ends where the format ends (no HTML or ZIP appended:
 * polyglots), is not built to be costly to decode (pixels, a JPEG's scans: read from its structure,
 * before its turn to be decoded) and decodes with sharp.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { imageWalk } from './imageEnds';
import { inImageTurn } from './imageTurns';
import { MAX_PDF_PAGES } from './pdfLimits';
import { checkPdfStructure, type PdfVerdict } from './pdfStructure';
import type { BucketRule, StoredContentType } from './rules';

/**
 * A JPEG of more scans (start-of-scan markers) is refused before decoding. A progressive JPEG's
 * decoder goes over every block of a component once per scan, and no time limit stops it (sharp's
 * `timeout` is not looked at while libjpeg reads the scans): a 2 MB JPEG of 4096 x 4096 with 58,900
 * one-coefficient scans of ~35 bytes held the logo check for 94 s, every other logo waiting behind
 * it, and every browser showing it would decode it again. A progressive JPEG as encoders write it
 * has about 10 scans (libjpeg's standard progression: 10, in grey too; mozjpeg's optimised ones
 * 4-8), a baseline one a scan per component. At this limit such a logo of 4096 x 4096 is refused in
 * a few ms (the walk of its segments); 100 one-coefficient scans decode in ~0.3 s.
 */
export const MAX_JPEG_SCANS = 100;

export const CONTENT_MESSAGES = {
  unreadablePdf: 'The file could not be read as a PDF. Please upload a valid PDF.',
  activePdf: 'The PDF contains scripts or actions that start programs and cannot be stored. Please upload a plain PDF.',
  leavingPdf:
    'The PDF opens a web address or another file by itself and cannot be stored. Please upload a plain PDF (links a reader clicks are fine).',
  tooManyPages: `The PDF has more than ${MAX_PDF_PAGES} pages and cannot be stored. Please upload a shorter PDF.`,
  pdfBomb: 'The PDF has a compressed part that expands far beyond any document and cannot be stored. Please save it again as a PDF.',
  unreadableImage: 'The image could not be read. Please upload a valid PNG or JPEG image.',
  trailingData: 'The image has extra data after its end and cannot be stored. Please save it again as a PNG or JPEG.',
  tooManyPixels: 'The image is too large (more than 16.7 megapixels, such as 4096 × 4096) and cannot be stored. Please make it smaller and upload it again.',
  tooManyScans: `The JPEG image is drawn in more than ${MAX_JPEG_SCANS} passes (progressive scans) and cannot be stored. Please save it again as a PNG or JPEG.`,
} as const;

export type ContentVerdict = { ok: true; contentType: StoredContentType } | { ok: false; message: string };

/**
 * A logo of more pixels is refused before decoding (a 2 MB file can claim 1e9 pixels): 4096 x
 * 4096, more than a phone's 12-megapixel photo. A decoded picture is held whole (3 bytes a pixel,
 * twice to turn a JPEG upright): at the 50 megapixels allowed before, one 282 KB JPEG took
 * 150-390 MB to check and store; at this limit ~130 MB.
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

/** `requester`: the signed-in staff member's id; a PDF's check waits its turn by requester (pdfWorker.ts). */
export async function checkContent(bytes: Uint8Array, rule: BucketRule, requester?: string): Promise<ContentVerdict> {
  const refused = { ok: false, message: rule.wrongTypeMessage } as const;
  if (startsWithPdf(bytes)) {
    if (!rule.accepts.includes('application/pdf')) return refused;
    const problem = await pdfProblem(bytes, requester);
    return problem ? { ok: false, message: problem } : { ok: true, contentType: 'application/pdf' };
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = sniffed?.mime === 'image/png' || sniffed?.mime === 'image/jpeg' ? sniffed.mime : null;
  if (!type || !rule.accepts.includes(type)) return refused;
  // What the structure tells is refused at once, without waiting behind the logos being decoded.
  const problem = imageStructureProblem(bytes, type) ?? (await inImageTurn(requester, () => imageProblem(bytes, type)));
  return problem ? { ok: false, message: problem } : { ok: true, contentType: type };
}

/** Readers tolerate junk before %PDF-; we do not, so the first bytes decide what the file is. */
function startsWithPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

const PDF_REFUSALS: Record<Exclude<PdfVerdict, 'ok'>, string> = {
  unreadable: CONTENT_MESSAGES.unreadablePdf,
  active: CONTENT_MESSAGES.activePdf,
  leaves: CONTENT_MESSAGES.leavingPdf,
  tooManyPages: CONTENT_MESSAGES.tooManyPages,
  bomb: CONTENT_MESSAGES.pdfBomb,
};

async function pdfProblem(bytes: Uint8Array, requester: string | undefined): Promise<string | null> {
  const verdict = await checkPdfStructure(bytes, undefined, requester);
  return verdict === 'ok' ? null : PDF_REFUSALS[verdict];
}

/** From the image's structure alone (a walk of its chunks or segments, a few ms for 2 MB): nothing is decoded. */
function imageStructureProblem(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): string | null {
  const { end, scans } = imageWalk(bytes, type);
  if (end < 0) return CONTENT_MESSAGES.unreadableImage;
  if (end < bytes.length) return CONTENT_MESSAGES.trailingData;
  if (scans > MAX_JPEG_SCANS) return CONTENT_MESSAGES.tooManyScans;
  return null;
}

/** Decodes the image (in its turn, ./imageTurns.ts), once its structure passed imageStructureProblem. */
async function imageProblem(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<string | null> {
  try {
    // The header alone (no pixel decoded), read without the limit so that its size can be told.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if ((type === 'image/png' ? 'png' : 'jpeg') !== format) return CONTENT_MESSAGES.unreadableImage;
    if (width * height > MAX_IMAGE_PIXELS) return CONTENT_MESSAGES.tooManyPixels;
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS });
    // Decoding the whole image (into a thumbnail, to keep memory small) proves every pixel reads.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return CONTENT_MESSAGES.unreadableImage;
  }
  return null;
}
