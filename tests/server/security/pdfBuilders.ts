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

/** A small stream that declares (/DL) it decodes to 1 TB. */
export function declaredBombPdf(): Buffer {
  return onePage(stream(`/Filter /FlateDecode /DL ${1024 * 1024 * MB}`, deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Resume) Tj ET'))));
}

/** A readable one-page PDF whose catalog carries `catalogExtra` (an /OpenAction, an /AA). */
export function pdfWithCatalog(catalogExtra: string): Buffer {
  return onePage(stream('', Buffer.from('BT /F1 12 Tf 72 720 Td (Curriculum vitae of a candidate) Tj ET')), catalogExtra);
}
