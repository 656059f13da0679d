/**
 * Decompression bombs, found in the raw bytes before any parser runs: a 0.5 MB PDF whose object
 * stream inflates to 512 MB took pdf-lib 10 s and ~900 MB to parse, and a 1 MB page stream that
 * inflates to 1 GiB took pdf.js 20 s and ~3 GB. Plain JavaScript: it runs in the worker thread
 * (pdf.worker.mjs).
 *
 * Every `stream` keyword is followed by its data; zlib data found there is inflated up to the
 * limit (zlib stops at the end of its own data, so neither /Length nor `endstream`, both the
 * file's word, decides how much is measured). A stream that is not zlib data fails at once.
 * LZW and run-length data are counted, not decoded. Filters applied after the first are left to
 * the worker's budget.
 *
 * zlib data is inflated by pako (zlib ported to JavaScript), not node:zlib: a worker thread ended
 * over its budget while node:zlib had a native handle half made aborts the whole server (Node 20,
 * "close before init"), and a PDF built to be costly makes that moment likely.
 */
import { Inflate, Z_SYNC_FLUSH } from 'pako';

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
    const dict = dictionaryBefore(data, keyword);
    if (declaredSize(dict) > maxStreamBytes) return true;
    const allowed = Math.min(maxStreamBytes, maxTotalBytes - total);
    if (allowed < 1) return true;
    const size = decodedSize(data, start, dict, allowed);
    if (size > allowed) return true;
    total += size;
  }
  return false;
}

/**
 * The text of the stream's own dictionary (from its `obj` keyword), as far as the window reaches,
 * with #-escapes decoded as readers decode them (/LZW#44ecode is /LZWDecode).
 */
function dictionaryBefore(data, keyword) {
  const before = data.toString('latin1', Math.max(0, keyword - DICT_WINDOW), keyword);
  return before.slice(before.lastIndexOf('obj')).replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The /DL (decoded length) the dictionary declares, or 0. */
function declaredSize(dict) {
  const match = /\/DL\s+(\d+)/.exec(dict);
  return match ? Number(match[1]) : 0;
}

/**
 * How many bytes the stream's first filter makes of it, counted up to just past `limit`: LZW and
 * run-length (older compressions pdf.js still reads, LZW up to ~1,300 times) are counted without
 * being decoded; anything else is tried as zlib data.
 */
function decodedSize(data, start, dict, limit) {
  const filter = /\/Filter\s*\[?\s*\/(\w+)/.exec(dict)?.[1];
  if (filter === 'LZWDecode' || filter === 'LZW') return lzwSize(data.subarray(start, streamEnd(data, start, dict)), limit, /\/EarlyChange\s+0\b/.test(dict) ? 0 : 1);
  if (filter === 'RunLengthDecode' || filter === 'RL') return runLengthSize(data.subarray(start, streamEnd(data, start, dict)), limit);
  // A truncated stream is common and harmless; it is measured as far as it goes.
  return inflatedSize(data.subarray(start), limit);
}

/** Input fed to the inflater at a time: at deflate's ratio (at most ~1,032:1) some 16 MB of output. */
const SLICE_BYTES = 16 * 1024;
const PAST_LIMIT = Symbol('past the limit');

/**
 * How many bytes zlib data inflates to, counted up to just past `limit` and never kept. zlib stops
 * at the end of its own data; data that is not zlib (another filter, or none) counts what it made
 * before failing, usually nothing.
 */
function inflatedSize(data, limit) {
  if (!startsLikeZlib(data)) return 0;
  // A small output chunk: every stream gets an inflater of its own, and a file of 67,000 tiny
  // streams took 2.5 s with 256 KB chunks, 0.8 s with these.
  const inflater = new Inflate({ windowBits: 15, chunkSize: 16 * 1024 });
  let size = 0;
  inflater.onData = (chunk) => {
    size += chunk.length;
    if (size > limit) throw PAST_LIMIT;
  };
  inflater.onEnd = () => {};
  try {
    for (let at = 0; at < data.length && !inflater.ended; at += SLICE_BYTES) inflater.push(data.subarray(at, at + SLICE_BYTES), Z_SYNC_FLUSH);
  } catch (error) {
    if (error === PAST_LIMIT) return limit + 1;
    throw error;
  }
  return size;
}

/** zlib's two-byte header (deflate, a window up to 32 KB, its check bits): most streams that are not zlib fail it. */
function startsLikeZlib(data) {
  return data.length >= 2 && (data[0] & 0x0f) === 8 && data[0] >> 4 <= 7 && ((data[0] << 8) | data[1]) % 31 === 0;
}

/** Where the stream's data ends: its /Length when given as a number within the file, else `endstream`. */
function streamEnd(data, start, dict) {
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
  if (length && start + Number(length[1]) <= data.length) return start + Number(length[1]);
  const end = data.indexOf('endstream', start, 'latin1');
  return end < 0 ? data.length : end;
}

/** The length LZW data decodes to, as pdf.js decodes it (9- to 12-bit codes, 256 clears, 257 ends). */
function lzwSize(codes, limit, earlyChange) {
  const lengths = new Uint16Array(4097).fill(1, 0, 256);
  let next = 258;
  let width = 9;
  let previous = 0;
  let current = 0;
  let total = 0;
  let cached = 0;
  let bits = 0;
  let at = 0;
  while (total <= limit) {
    while (bits < width) {
      if (at >= codes.length) return total;
      cached = ((cached << 8) | codes[at++]) & 0xffffff;
      bits += 8;
    }
    bits -= width;
    const code = (cached >>> bits) & ((1 << width) - 1);
    const hadSequence = current > 0;
    if (code === 256) {
      [width, next, current] = [9, 258, 0];
      continue;
    }
    if (code === 257) return total;
    current = code < 256 ? 1 : code < next ? lengths[code] : current + 1;
    if (hadSequence) {
      if (next < lengths.length) lengths[next] = lengths[previous] + 1;
      next++;
      const due = next + earlyChange;
      if ((due & (due - 1)) === 0) width = Math.min(Math.log2(due) + 1, 12) | 0;
    }
    previous = code;
    total += current;
  }
  return total;
}

/** The length run-length data decodes to: a byte n < 128 copies n + 1 bytes, n > 128 repeats one 257 - n times. */
function runLengthSize(runs, limit) {
  let total = 0;
  for (let at = 0; at < runs.length && total <= limit; ) {
    const n = runs[at++];
    if (n === 128) break;
    total += n < 128 ? n + 1 : 257 - n;
    at += n < 128 ? n + 1 : 1;
  }
  return total;
}
