/**
 * PDF work runs in worker threads with a time budget (server/storage/pdfWorker.ts): an upload
 * check over budget is refused as unreadable, a résumé read over budget fails its overview with a
 * clear message; the worker is replaced and the next request works.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractResumeText, RESUME_OVER_BUDGET } from '../../../server/ai/overview/pdfText';
import { checkPdfStructure } from '../../../server/storage/pdfStructure';
import { resumePdf } from '../../unit/ai/resumePdf';
import { manyPagesPdf } from './pdfBuilders';

async function pages(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < count; i++) doc.addPage([300, 200]).drawText(`Page ${i}`, { x: 20, y: 100, size: 12, font });
  return doc.save();
}

describe('PDF checks in a worker', () => {
  it('answers checks side by side, refuses one over its time budget, and recovers', async () => {
    const small = await pages(1);
    expect(await Promise.all([checkPdfStructure(small), checkPdfStructure(small), checkPdfStructure(new Uint8Array([37, 80, 68, 70, 45]))])).toEqual([
      'ok',
      'ok',
      'unreadable',
    ]);
    expect(await checkPdfStructure(await pages(400), 1)).toBe('unreadable');
    expect(await checkPdfStructure(small)).toBe('ok');
  }, 60_000);

  it('a PDF over its budget fails alone: those waiting behind it are read by the next worker', async () => {
    const small = await pages(1);
    const costly = await pages(400);
    expect(await Promise.all([checkPdfStructure(costly, 1), checkPdfStructure(small), checkPdfStructure(costly, 1), checkPdfStructure(small)])).toEqual([
      'unreadable',
      'ok',
      'unreadable',
      'ok',
    ]);
  }, 60_000);

  it('a worker stopped in the middle of the inflation check never takes the server down', async () => {
    // The budget ends a worker at any moment. With node:zlib in the check, a stop while a native
    // inflater was half made aborted the whole process, in ~10-60 stops; here 150 stops run in a
    // process of their own, which must survive them all.
    const script = fileURLToPath(new URL('./stopInflationCheck.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script, '150']);
    expect(stdout).toContain('survived 150 stops');
  }, 120_000);

  it('a résumé read over its budget fails with a clear message, and the next one reads', async () => {
    await expect(extractResumeText(await pages(90), 1)).rejects.toThrow(RESUME_OVER_BUDGET);
    expect(await extractResumeText(await resumePdf())).toContain('MatrixGold');
  }, 60_000);

  it('keeps the server thread free while a large PDF is parsed', async () => {
    // 20,000 pages: read on the server's thread, the attack's copy froze it for minutes.
    const big = manyPagesPdf(20_000);
    await checkPdfStructure(await pages(1)); // the worker is started and pdf.js loaded
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    expect(await checkPdfStructure(big)).toBe('tooManyPages');
    clearInterval(ticker);
    expect(longest).toBeLessThan(400);
  }, 60_000);
});
