/**
 * Decompression bombs, found in the raw bytes before any parser runs: a 0.5 MB PDF whose object
 * stream inflates to 512 MB took pdf-lib 10 s and ~900 MB to parse, and a 1 MB page stream that
 * inflates to 1 GiB took pdf.js 20 s and ~3 GB. Plain JavaScript: it runs in the worker thread
 * (pdf.worker.mjs).
 *
 * Every `stream` keyword is followed by its data; zlib data found there is inflated up to the
 * limit (zlib stops at the end of its own data, so neither /Length nor `endstream`, both the
 * file's word, decides how much is measured). A stream that is not zlib data fails at once.
 */
import { inflateSync, constants as zlib } from 'node:zlib';

const KEYWORD = Buffer.from('stream');
/** How far before its keyword a stream's dictionary is looked for a declared size (/DL). */
const DICT_WINDOW = 4096;

/** True when one stream inflates (or declares it does) past maxStreamBytes, or all together past maxTotalBytes. */
export function inflatesTooMuch(bytes, { maxStreamBytes, maxTotalBytes }) {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let keyword = data.indexOf(KEYWORD); keyword >= 0; keyword = data.indexOf(KEYWORD, keyword + KEYWORD.length)) {
    if (data.toString('latin1', Math.max(0, keyword - 3), keyword) === 'end') continue;
    const after = keyword + KEYWORD.length;
    // The keyword ends its line (CR LF, LF, or CR as lenient readers take it); elsewhere it is a word.
    const eol = data[after] === 0x0d && data[after + 1] === 0x0a ? 2 : data[after] === 0x0a || data[after] === 0x0d ? 1 : 0;
    if (eol === 0) continue;
    const start = after + eol;
    if (declaredSize(data, keyword) > maxStreamBytes) return true;
    const allowed = Math.min(maxStreamBytes, maxTotalBytes - total);
    if (allowed < 1) return true;
    try {
      // A truncated stream is common and harmless; it is measured as far as it goes.
      total += inflateSync(data.subarray(start), { maxOutputLength: allowed, finishFlush: zlib.Z_SYNC_FLUSH }).byteLength;
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE') return true;
      // Not zlib data (another filter, or none): nothing of it is inflated.
    }
  }
  return false;
}

/** The /DL (decoded length) the stream's own dictionary declares, or 0. */
function declaredSize(data, keyword) {
  const before = data.toString('latin1', Math.max(0, keyword - DICT_WINDOW), keyword);
  const dict = before.slice(before.lastIndexOf('obj'));
  const match = /\/DL\s+(\d+)/.exec(dict);
  return match ? Number(match[1]) : 0;
}
