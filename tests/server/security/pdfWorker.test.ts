/**
 * The PDF structure check runs in a worker thread with a time budget (server/storage/pdfStructure.ts):
 * a check over budget is refused as unreadable, the worker is replaced, and the next check works.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdfStructure } from '../../../server/storage/pdfStructure';

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

  it('keeps the server thread free while a large PDF is parsed', async () => {
    const big = await pages(1500);
    await checkPdfStructure(await pages(1)); // the worker is started and pdf.js loaded
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    expect(await checkPdfStructure(big)).toBe('ok');
    clearInterval(ticker);
    // On the server's own thread this parse stalled it for ~0.8 s.
    expect(longest).toBeLessThan(400);
  }, 60_000);
});
