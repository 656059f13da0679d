/**
 * CSV export at 100k rows (issue 14) on the embedded database, through the real HTTP server in
 * its own process: GET /api/export/jobs.csv (every job) and job seekers, read to the last byte.
 * Time to the last byte of the first export (a cold server: no warm-up), and the server's memory
 * (tests/load/memoryProbe.ts): flat means that what it keeps after an export, read after a full
 * garbage collection, does not grow over five whole exports. Peaks of resident memory are shown
 * but not judged: V8 lets the garbage of sent batches pile up until it decides to collect, so a
 * peak says more about the collector's timing than about what an export holds.
 */
import { largeDataSet } from '../../load/dataset';
import { signIn, startServer, type ServerProcess } from '../../load/harness';
import type { MemoryReading } from '../../load/memoryProbe';
import type { BenchFigure, BenchSection } from '../run';
import { fmt, percentile } from '../stats';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const SECONDS = 10;
/** Extra memory allowed in the last exports: a small fraction of one file (17 MiB). */
const FLAT_MIB = 8;
/** A filter matching a few thousand rows of each list: the working memory of a small export. */
const SMALL = { jobs: '?filter_title=Head%20Watchmaker', jobseekers: '?filter_location=Bangkok' } as const;
/** Whole exports in a row per list (the first on a cold server). */
const EXPORTS = 5;

async function exportOnce(server: ServerProcess, cookie: string, list: string, query = '') {
  let peak = server.rssMiB();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${server.baseUrl}/api/export/${list}.csv${query}`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`${list}: HTTP ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, bytes, lines, peak: Math.max(peak, server.rssMiB()), memory: await server.memory() };
}

export const section: BenchSection = {
  name: `Lists: CSV export of ${fmt(ROWS)} rows (PGlite, real HTTP server)`,
  order: 21,
  async run(log) {
    const data = await largeDataSet({ jobs: ROWS, seekers: ROWS }, log);
    const rows: BenchFigure[] = [];
    const server = await startServer({ dataDir: data.dataDir, memoryProbe: true });
    try {
      const cookie = await signIn(server.baseUrl);
      for (const list of ['jobs', 'jobseekers']) {
        const before = await server.memory();
        const runs = [];
        for (let i = 0; i < EXPORTS; i++) runs.push(await exportOnce(server, cookie, list));
        const small = await exportOnce(server, cookie, list, SMALL[list as keyof typeof SMALL]);
        const [run] = runs;
        const records = run.lines - 1;
        // Flat: what the server keeps after an export (a full collection later) does not grow
        // with exports; a server that kept rows or text per export would climb by a file each time.
        const kept = (m: MemoryReading) => m.keptHeapMiB + m.keptExternalMiB;
        const grown = Math.max(...runs.map((r) => kept(r.memory))) - kept(before);
        const mib = (n: number) => n.toFixed(0);
        log(`${list}: ${fmt(records)} rows, ${(run.bytes / 2 ** 20).toFixed(1)} MiB; seconds ${runs.map((r) => r.seconds.toFixed(2)).join(', ')}`);
        log(`${list}: MiB kept before ${kept(before).toFixed(1)}, after each export ${runs.map((r) => kept(r.memory).toFixed(1)).join(', ')}; heap peaks ${runs.map((r) => mib(r.memory.peakHeapMiB)).join(', ')} (${fmt(small.lines - 1)} rows: ${mib(small.memory.peakHeapMiB)}); RSS peaks ${runs.map((r) => mib(r.peak)).join(', ')} (before ${mib(before.rssMiB)})`);
        rows.push({
          figure: `export ${list}.csv, all ${fmt(records)} rows (${(run.bytes / 2 ** 20).toFixed(1)} MiB): time to last byte, first export (median of ${EXPORTS})`,
          target: `≤ ${SECONDS} s`,
          measured: `${run.seconds.toFixed(2)} s (${percentile(runs.map((r) => r.seconds), 50).toFixed(2)} s)`,
          pass: run.seconds <= SECONDS && records >= ROWS,
        });
        rows.push({
          figure: `export ${list}.csv: memory the server keeps (heap and buffers after a full collection), most after any of ${EXPORTS} whole exports − before them (flat)`,
          target: `≤ ${FLAT_MIB} MiB`,
          measured: `${grown.toFixed(1)} MiB (${kept(before).toFixed(0)} before)`,
          pass: grown <= FLAT_MIB,
        });
        rows.push({
          figure: `export ${list}.csv: working heap, peak during a whole export / during one of ${fmt(small.lines - 1)} rows (garbage of sent batches included, which V8 collects when it sees fit)`,
          target: '-',
          measured: `${mib(Math.max(...runs.map((r) => r.memory.peakHeapMiB)))} / ${mib(small.memory.peakHeapMiB)} MiB (RSS peak ${mib(Math.max(...runs.map((r) => r.peak)))}, before ${mib(before.rssMiB)})`,
          pass: null,
        });
      }
    } finally {
      await server.stop();
      data.dispose();
    }
    return rows;
  },
};
