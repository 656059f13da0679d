/**
 * Stops worker threads in the middle of the PDF inflation check (server/storage/pdfBombs.mjs), as
 * the PDF worker's budget does, hundreds of times. Run as its own process by pdfWorker.test.ts:
 * with node:zlib in the check this process aborted within ~100 stops ("close before init").
 * Prints the stops made and exits 0 when it survived them all.
 */
import { Worker } from 'node:worker_threads';

const [stops = '300'] = process.argv.slice(2);
const CHECK = new URL('../../../server/storage/pdfBombs.mjs', import.meta.url).href;

// A PDF-like run of small compressed streams, checked over and over until the worker is stopped.
const loop = `
  import { deflateSync } from 'node:zlib';
  import { parentPort } from 'node:worker_threads';
  const { inflatesTooMuch } = await import(${JSON.stringify(CHECK)});
  const part = Buffer.concat([Buffer.from('1 0 obj <</Filter /FlateDecode>>\\nstream\\n'), deflateSync(Buffer.from('BT (part) Tj ET')), Buffer.from('\\nendstream endobj\\n')]);
  const pdf = Buffer.concat(Array(2000).fill(part));
  parentPort.postMessage('checking');
  for (;;) inflatesTooMuch(pdf, { maxStreamBytes: 1e8, maxTotalBytes: 1e9 });
`;

for (let stop = 1; stop <= Number(stops); stop++) {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(loop)}`));
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
  await worker.terminate();
}
console.log(`survived ${stops} stops`);
