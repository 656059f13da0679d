/**
 * The export bench's memory probe (tests/bench/sections/lists-export.ts): a server started with
 * BENCH_MEMORY_PROBE (and node --expose-gc) answers SIGUSR2 with one line on stdout, read by
 * `memory()` of tests/load/harness.ts.
 */

export interface MemoryReading {
  /** Most V8 heap in use since the previous reading, garbage included. */
  peakHeapMiB: number;
  /** After a full collection: V8 heap in use, memory held outside it (buffers, WebAssembly), resident set. */
  keptHeapMiB: number;
  keptExternalMiB: number;
  rssMiB: number;
}

/** Lines the server prints for `memory()` (tests/load/server.ts). */
export const MEMORY_LINE = 'MEMORY ';

/**
 * For the export bench's "flat memory" (tests/bench/sections/lists-export.ts): SIGUSR2 prints
 * the most heap used since the last signal, then the memory kept after a full collection.
 */
export function reportMemoryOnSignal() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('BENCH_MEMORY_PROBE needs node --expose-gc');
  const MiB = 2 ** 20;
  let peakHeap = process.memoryUsage().heapUsed;
  setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 10).unref();
  process.on('SIGUSR2', () => {
    const peakHeapMiB = Math.max(peakHeap, process.memoryUsage().heapUsed) / MiB;
    gc();
    const kept = process.memoryUsage();
    peakHeap = kept.heapUsed;
    const reading: MemoryReading = { peakHeapMiB, keptHeapMiB: kept.heapUsed / MiB, keptExternalMiB: kept.external / MiB, rssMiB: kept.rss / MiB };
    console.log(`${MEMORY_LINE}${JSON.stringify(reading)}`);
  });
}

