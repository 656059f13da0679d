/**
 * PDF work in its own thread (see pdfWorker.ts): parsing a large PDF takes up to seconds of CPU,
 * which must not stall the server's other requests, and a hostile one must not take the server's
 * memory. Plain JavaScript so that it runs the same under tsx, vitest and node. The limits come
 * from pdfLimits.ts as workerData.
 *
 * Answers each { id, task: 'check', bytes } with { id, answer: verdict } (PdfVerdict in
 * pdfStructure.ts), and each { id, task: 'text', maxPages, bytes } with { id, answer: { text } }
 * or { id, answer: { refused: 'unreadable' | 'tooManyPages' | 'bomb' } }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { inflatesTooMuch } from './pdfBombs.mjs';
import { activeVerdict } from './pdfObjects.mjs';

const limits = workerData;

// pdf.js inflates a few kinds of stream (images, signatures) with DecompressionStream, which is
// node:zlib underneath: a worker stopped over its budget while a native inflater is half made
// aborts the whole server (pdfBombs.mjs). Without it pdf.js decodes them in JavaScript, as it
// decodes every other stream.
delete globalThis.DecompressionStream;

/** pdf.js takes ownership of the buffer it is given, so it gets a copy. */
const openWithPdfJs = (bytes) => getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });

/** pdf-lib lists every object (object streams included), for the checks pdf.js does not make. */
async function openWithPdfLib(bytes) {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
}

async function check(bytes) {
  if (inflatesTooMuch(bytes, limits)) return 'bomb';
  try {
    const pdf = await openWithPdfJs(bytes);
    try {
      if (pdf.numPages < 1) return 'unreadable';
      if (pdf.numPages > limits.maxPages) return 'tooManyPages';
      await pdf.getPage(1);
      if ((await pdf.getJSActions()) !== null) return 'active';
    } finally {
      await pdf.destroy();
    }
  } catch {
    return 'unreadable';
  }
  const doc = await openWithPdfLib(bytes);
  if (!doc) return 'active'; // pdf.js read it but its objects cannot be listed: not provably plain
  return activeVerdict(doc);
}

/** The text of the first pages, joined as unpdf's extractText({ mergePages: true }) joins them. */
async function text(bytes, maxPages) {
  if (inflatesTooMuch(bytes, limits)) return { refused: 'bomb' };
  let pdf;
  try {
    pdf = await openWithPdfJs(bytes);
  } catch {
    return { refused: 'unreadable' };
  }
  try {
    if (pdf.numPages > limits.maxPages) return { refused: 'tooManyPages' };
    const pages = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join(''));
    }
    const merged = pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n');
    return { text: merged };
  } catch {
    return { refused: 'unreadable' };
  } finally {
    await pdf.destroy();
  }
}

parentPort.on('message', async ({ id, task, maxPages, bytes }) => {
  const answer = task === 'text' ? await text(bytes, maxPages) : await check(bytes);
  parentPort.postMessage({ id, answer });
});
