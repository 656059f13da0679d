/**
 * The structure check of an uploaded PDF, in its own thread (see pdfStructure.ts): parsing a
 * large PDF takes up to seconds of CPU, which must not stall the server's other requests, and a
 * hostile one must not take the server's memory. Plain JavaScript so that it runs the same under
 * tsx, vitest and node. Answers each { id, bytes } with { id, verdict: 'ok' | 'unreadable' | 'active' }.
 */
import { parentPort } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

/**
 * Actions a viewer would run: JavaScript (document, page, link, form field, in the names tree or
 * an OpenAction), Launch (start a program) and the other actions that run code or send data.
 * pdf.js reports only document-level scripts, so every object is walked (object streams
 * included; pdf-lib decodes #-escaped names).
 */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'RichMediaExecute', 'Rendition']);

async function verdict(bytes) {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      if (pdf.numPages < 1) return 'unreadable';
      await pdf.getPage(1);
      if ((await pdf.getJSActions()) !== null) return 'active';
    } finally {
      await pdf.destroy();
    }
  } catch {
    return 'unreadable';
  }
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return 'active'; // pdf.js read it but its objects cannot be listed: not provably plain
  }
  const seen = new Set();
  const active = (obj) => {
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
  return doc.context.enumerateIndirectObjects().some(([, obj]) => active(obj)) ? 'active' : 'ok';
}

parentPort.on('message', async ({ id, bytes }) => {
  parentPort.postMessage({ id, verdict: await verdict(bytes) });
});
