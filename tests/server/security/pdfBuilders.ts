/**
 * Hostile PDFs written byte by byte (as the attack battery built them), for what pdf-lib would
 * not write: thousands of empty pages, a stream that inflates beyond any document.
 */
import { deflateSync } from 'node:zlib';
import { MB } from '../../../domain/constants';
import { MAX_INFLATED_STREAM_BYTES } from '../../../server/storage/pdfLimits';

/** A PDF of these objects (numbered from 1, the first being the catalog), with its xref table. */
export function rawPdf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(obj), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const stream = (dict: string, bytes: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`), bytes, Buffer.from('\nendstream')]);

/** `count` empty pages: a few bytes each, and once cost the server minutes to read. */
export function manyPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 4} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>';
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`, stream('', Buffer.alloc(0)), ...Array<string>(count).fill(page)]);
}

/** One page whose content is `content`, with these extra entries in its catalog. */
function onePage(content: Buffer, catalogExtra = ''): Buffer {
  return rawPdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    content,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A page stream of zeros that inflates just past the limit (the attack's inflated to 1 GiB). */
export function flateBombPdf(): Buffer {
  return onePage(stream('/Filter /FlateDecode', deflateSync(Buffer.alloc(MAX_INFLATED_STREAM_BYTES + MB), { level: 9 })));
}

/** Objects packed in an object stream that inflates just past the limit: pdf-lib once parsed it all. */
export function objectStreamBombPdf(): Buffer {
  const objects = stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.alloc(MAX_INFLATED_STREAM_BYTES + MB), { level: 9 }));
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>', objects]);
}

/** LZW codes, packed at the widths pdf.js reads them: 9 bits, one more as the table fills. */
class LzwWriter {
  readonly bytes: number[] = [];
  private acc = 0;
  private bits = 0;
  private width = 9;
  private next = 258;

  /** Writes a code; `grows` when the reader adds a table entry on it (every code but the first after a clear). */
  code(code: number, grows = true): this {
    this.acc = (this.acc << this.width) | code;
    this.bits += this.width;
    while (this.bits >= 8) this.bytes.push((this.acc >>> (this.bits -= 8)) & 0xff);
    this.acc &= (1 << this.bits) - 1;
    if (code === 256) [this.width, this.next] = [9, 258];
    else if (grows) {
      this.next++;
      if (((this.next + 1) & this.next) === 0) this.width = Math.min(Math.log2(this.next + 1) + 1, 12);
    }
    return this;
  }

  end(): Buffer {
    this.code(257, false);
    if (this.bits > 0) this.bytes.push((this.acc << (8 - this.bits)) & 0xff);
    return Buffer.from(this.bytes);
  }
}

/** Runs of zeros, each one byte longer than the last: ~1,300 times smaller than what it decodes to. */
function lzwZeros(cycles: number): Buffer {
  const writer = new LzwWriter();
  for (let c = 0; c < cycles; c++) {
    writer.code(256).code(0, false);
    for (let next = 258; next < 4094; next++) writer.code(next);
  }
  return writer.end();
}

/**
 * Text as LZW literals only (one code per byte); past ~250 bytes the code width grows. Set in a
 * 2 pt font so that one line of up to ~750 characters stays on the page (pdf.js drops the rest).
 */
export function lzwTextPdf(text: string): Buffer {
  const writer = new LzwWriter().code(256);
  [...Buffer.from(`BT /F1 2 Tf 5 700 Td (${text}) Tj ET`, 'latin1')].forEach((byte, i) => writer.code(byte, i > 0));
  return onePage(stream('/Filter /LZWDecode', writer.end()));
}

/** A page stream of LZW data decoding to `cycles` × 7.4 MB. */
export const lzwPdf = (cycles: number): Buffer => onePage(stream('/Filter /LZWDecode', lzwZeros(cycles)));

/** Run-length data repeating 128 zeros past the limit (64 times smaller than what it decodes to). */
export function runLengthBombPdf(): Buffer {
  const runs = Buffer.alloc(((MAX_INFLATED_STREAM_BYTES + MB) / 128) * 2);
  for (let at = 0; at < runs.length; at += 2) runs[at] = 129;
  return onePage(stream('/Filter /RunLengthDecode', Buffer.concat([runs, Buffer.from([128])])));
}

/** A small stream that declares (/DL) it decodes to 1 TB. */
export function declaredBombPdf(): Buffer {
  return onePage(stream(`/Filter /FlateDecode /DL ${1024 * 1024 * MB}`, deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Resume) Tj ET'))));
}

/** A readable one-page PDF whose catalog carries `catalogExtra` (an /OpenAction, an /AA). */
export function pdfWithCatalog(catalogExtra: string): Buffer {
  return onePage(stream('', Buffer.from('BT /F1 12 Tf 72 720 Td (Curriculum vitae of a candidate) Tj ET')), catalogExtra);
}
