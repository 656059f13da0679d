/**
 * CSV export at 100k rows (issue 14) on the embedded database, through the real HTTP server in
 * its own process: GET /api/export/jobs.csv (every job) and job seekers, read to the last byte.
 * Time to the last byte of the first export (a cold server: no warm-up), and the server's resident
 * memory sampled every 50 ms: flat means the last exports of five raise its peak no further.
 */
import { largeDataSet } from '../../load/dataset';
import { signIn, startServer, type ServerProcess } from '../../load/harness';
import type { BenchFigure, BenchSection } from '../run';
import { fmt, percentile } from '../stats';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const SECONDS = 10;
/** Extra memory allowed in the last exports: a small fraction of one file (17 MiB). */
const FLAT_MIB = 8;
/** Whole exports in a row per list (the first on a cold server). */
const EXPORTS = 5;

async function exportOnce(server: ServerProcess, cookie: string, list: string) {
  let peak = server.rssMiB();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${server.baseUrl}/api/export/${list}.csv`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`${list}: HTTP ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, bytes, lines, peak: Math.max(peak, server.rssMiB()) };
}

export const section: BenchSection = {
  name: `Lists: CSV export of ${fmt(ROWS)} rows (PGlite, real HTTP server)`,
  order: 21,
  async run(log) {
    const data = await largeDataSet({ jobs: ROWS, seekers: ROWS }, log);
    const rows: BenchFigure[] = [];
    const server = await startServer({ dataDir: data.dataDir });
    try {
      const cookie = await signIn(server.baseUrl);
      for (const list of ['jobs', 'jobseekers']) {
        const before = server.rssMiB();
        const runs = [];
        for (let i = 0; i < EXPORTS; i++) runs.push(await exportOnce(server, cookie, list));
        const [run] = runs;
        const records = run.lines - 1;
        const peaks = runs.map((r) => r.peak);
        // Flat: once the first exports have grown the heap to its working size, later ones add
        // nothing; a server that kept rows or text per export would climb with each.
        const early = Math.max(...peaks.slice(0, EXPORTS - 2));
        const later = Math.max(...peaks.slice(EXPORTS - 2)) - early;
        log(`${list}: ${fmt(records)} rows, ${(run.bytes / 2 ** 20).toFixed(1)} MiB; seconds ${runs.map((r) => r.seconds.toFixed(2)).join(', ')}; server RSS ${before.toFixed(0)} MiB before, peaks ${peaks.map((p) => p.toFixed(0)).join(', ')}`);
        rows.push({
          figure: `export ${list}.csv, all ${fmt(records)} rows (${(run.bytes / 2 ** 20).toFixed(1)} MiB): time to last byte, first export (median of ${EXPORTS})`,
          target: `≤ ${SECONDS} s`,
          measured: `${run.seconds.toFixed(2)} s (${percentile(runs.map((r) => r.seconds), 50).toFixed(2)} s)`,
          pass: run.seconds <= SECONDS && records >= ROWS,
        });
        rows.push({
          figure: `export ${list}.csv: server RSS peak of the last 2 of ${EXPORTS} exports − of the first ${EXPORTS - 2} (flat)`,
          target: `≤ ${FLAT_MIB} MiB`,
          measured: `${later.toFixed(1)} MiB (before ${before.toFixed(0)}; peaks ${peaks.map((p) => p.toFixed(0)).join(', ')})`,
          pass: later <= FLAT_MIB,
        });
      }
    } finally {
      await server.stop();
      data.dispose();
    }
    return rows;
  },
};
