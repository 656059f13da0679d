/**
 * What an upload really is, judged by its structure and never by its name: a PDF starts with
 * %PDF-, parses with pdf.js (the library that reads résumés for the AI overview) and carries no
 * scripts or program launches; a PNG or JPEG is the type its content says (file-type), decodes
 * with sharp, and ends where the format ends (no HTML or ZIP appended: polyglots).
 */
import { fileTypeFromBuffer } from 'file-type';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { imageEnd } from './imageEnds';
import type { BucketRule, StoredContentType } from './rules';

export const CONTENT_MESSAGES = {
  unreadablePdf: 'The file could not be read as a PDF. Please upload a valid PDF.',
  activePdf: 'The PDF contains scripts or actions that start programs and cannot be stored. Please upload a plain PDF.',
  unreadableImage: 'The image could not be read. Please upload a valid PNG or JPEG image.',
  trailingData: 'The image has extra data after its end and cannot be stored. Please save it again as a PNG or JPEG.',
} as const;

export type ContentVerdict = { ok: true; contentType: StoredContentType } | { ok: false; message: string };

/** A logo this many pixels or more is refused before decoding (a 2 MB file can claim 1e9 pixels). */
const MAX_IMAGE_PIXELS = 50_000_000;

export async function checkContent(bytes: Uint8Array, rule: BucketRule): Promise<ContentVerdict> {
  const refused = { ok: false, message: rule.wrongTypeMessage } as const;
  if (startsWithPdf(bytes)) {
    if (!rule.accepts.includes('application/pdf')) return refused;
    const problem = await pdfProblem(bytes);
    return problem ? { ok: false, message: problem } : { ok: true, contentType: 'application/pdf' };
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = sniffed?.mime === 'image/png' || sniffed?.mime === 'image/jpeg' ? sniffed.mime : null;
  if (!type || !rule.accepts.includes(type)) return refused;
  const problem = await imageProblem(bytes, type);
  return problem ? { ok: false, message: problem } : { ok: true, contentType: type };
}

/** Readers tolerate junk before %PDF-; we do not, so the first bytes decide what the file is. */
function startsWithPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

async function pdfProblem(bytes: Uint8Array): Promise<string | null> {
  let scripted: boolean;
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      if (pdf.numPages < 1) return CONTENT_MESSAGES.unreadablePdf;
      await pdf.getPage(1);
      scripted = (await pdf.getJSActions()) !== null;
    } finally {
      await pdf.destroy();
    }
  } catch {
    return CONTENT_MESSAGES.unreadablePdf;
  }
  if (scripted || (await hasActiveObjects(bytes))) return CONTENT_MESSAGES.activePdf;
  return null;
}

/**
 * Actions a viewer would run: JavaScript (document, page, link, form field, in the names tree or
 * an OpenAction), Launch (start a program) and the other actions that run code or send data.
 * pdf.js reports only document-level scripts, so every object is walked (object streams
 * included, #-escaped names decoded by pdf-lib).
 */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'RichMediaExecute', 'Rendition']);

async function hasActiveObjects(bytes: Uint8Array): Promise<boolean> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return true; // pdf.js read it but its objects cannot be listed: not provably plain
  }
  const seen = new Set<PDFObject>();
  const active = (obj: PDFObject | undefined): boolean => {
    if (!obj || seen.has(obj)) return false;
    seen.add(obj);
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const name = key.decodeText();
        if (ACTIVE_KEYS.has(name)) return true;
        if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
        if (active(value)) return true;
      }
      return false;
    }
    if (obj instanceof PDFArray) return obj.asArray().some(active);
    return false;
  };
  return doc.context.enumerateIndirectObjects().some(([, obj]) => active(obj));
}

async function imageProblem(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<string | null> {
  const end = imageEnd(bytes, type);
  if (end < 0) return CONTENT_MESSAGES.unreadableImage;
  if (end < bytes.length) return CONTENT_MESSAGES.trailingData;
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS });
    const { format } = await image.metadata();
    if ((type === 'image/png' ? 'png' : 'jpeg') !== format) return CONTENT_MESSAGES.unreadableImage;
    // Decoding the whole image (into a thumbnail, to keep memory small) proves every pixel reads.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return CONTENT_MESSAGES.unreadableImage;
  }
  return null;
}
