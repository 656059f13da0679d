/**
 * The PDF worker reads one PDF at a time (server/storage/pdfWorker.ts). Its waiting PDFs were
 * first in, first out for everyone: one person uploading many slow PDFs held every other
 * person's upload behind all of them. They now take turns by requester (server/storage/fairQueue.ts):
 * another person's PDF is read after at most the one in progress and one more of the first
 * person's.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../../server/lib/fairQueue';
import { budgetedPdfWorker } from '../../../server/storage/pdfWorker';

const drain = <T>(queue: FairQueue<T>) => {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
};

describe('the fair queue', () => {
  it("serves another requester's item before the rest of one requester's many", () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 5; i++) queue.push('ana', `a${i}`);
    expect(queue.shift()).toBe('a1'); // in progress when Bo comes
    queue.push('bo', 'b1');
    expect(queue.shift()).toBe('b1');
    expect(drain(queue)).toEqual(['a2', 'a3', 'a4', 'a5']);
  });

  it('takes turns round-robin, each requester in its own order', () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 3; i++) queue.push('ana', `a${i}`);
    for (let i = 1; i <= 2; i++) queue.push('bo', `b${i}`);
    queue.push('cy', 'c1');
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('saves no turns for a requester that had nothing waiting', () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 4; i++) queue.push('ana', `a${i}`);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['a1', 'a2', 'a3']);
    // Bo comes late: one turn now, not three in a row to make up for the ones missed.
    queue.push('bo', 'b1');
    queue.push('bo', 'b2');
    queue.push('bo', 'b3');
    expect(drain(queue)).toEqual(['b1', 'a4', 'b2', 'b3']);
  });

  it('without requesters it is first in, first out', () => {
    const queue = new FairQueue<number>();
    for (let i = 1; i <= 5; i++) queue.push('', i);
    expect(drain(queue)).toEqual([1, 2, 3, 4, 5]);
    expect(queue.size).toBe(0);
  });

  it('gives up items wherever they wait (a PDF past its wait is not always first in line)', () => {
    const queue = new FairQueue<{ name: string; late: boolean }>();
    queue.push('ana', { name: 'a1', late: false });
    queue.push('ana', { name: 'a2', late: true });
    queue.push('bo', { name: 'b1', late: true });
    queue.push('bo', { name: 'b2', late: false });
    expect(queue.removeWhere((item) => item.late).map((item) => item.name)).toEqual(['a2', 'b1']);
    expect(drain(queue).map((item) => item.name)).toEqual(['a1', 'b2']);
  });
});

describe('the PDF worker', () => {
  it("reads another person's PDF next, before the rest of one person's many", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 200]);
    const pdf = await doc.save();
    const read = budgetedPdfWorker();
    const done: string[] = [];
    const track = (name: string, requester: string) => read({ task: 'check' }, pdf, undefined, requester).then((answer) => {
      expect(answer).toBe('ok');
      done.push(name);
    });
    const ana = Array.from({ length: 5 }, (_, i) => track(`ana${i + 1}`, 'staff-ana'));
    const bo = track('bo1', 'staff-bo');
    await Promise.all([...ana, bo]);
    // Ana's first was in progress when Bo asked; Bo's is read right after it.
    expect(done).toEqual(['ana1', 'bo1', 'ana2', 'ana3', 'ana4', 'ana5']);
  }, 60_000);
});
