/**
 * Time from navigation to the first row of /jobs in headless Chromium: the console, signed in,
 * against the real server (tests/load/server.ts, 100k seeded jobs, the console built in this run)
 * beside the baseline (tests/bench/baseline: bare react-admin, one ra-data-fakerest list, built
 * in this run, served as static files). A fresh browser context per visit (empty HTTP cache);
 * visits alternate between the two apps so both see the same machine; medians are compared.
 * The time is read in the page: performance.now() when a table body cell first has text.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { buildBaseline, buildConsole } from '../baseline/build';
import { largeDataSet } from '../../load/dataset';
import { signIn, startServer } from '../../load/harness';
import type { BenchSection } from '../run';
import { fmt, percentile } from '../stats';

const RUNS = Number(process.env.BENCH_FIRST_ROW_RUNS ?? 7);
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const RATIO = 1.2;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Files of `root`, index.html for anything else (the baseline's router lives in the hash). */
async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(join(root, decodeURIComponent((req.url ?? '/').split('?')[0])));
    const file = path.startsWith(root) && existsSync(path) && statSync(path).isFile() ? path : join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

const FIRST_ROW_PROBE = `
  new MutationObserver((_, observer) => {
    const cell = document.querySelector('table tbody tr td');
    if (cell && cell.textContent && cell.textContent.trim() !== '') {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

async function visit(browser: Browser, url: string, cookies: Array<{ name: string; value: string; url: string }>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    if (cookies.length) await context.addCookies(cookies);
    await context.addInitScript(FIRST_ROW_PROBE);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
  } finally {
    await context.close();
  }
}

export const section: BenchSection = {
  name: 'Front end: navigation to the first row of /jobs (Chromium)',
  order: 2,
  async run(log) {
    const [{ outDir }, baseline] = await Promise.all([buildConsole(), buildBaseline()]);
    const data = await largeDataSet({ jobs: ROWS, seekers: ROWS }, log);
    const server = await startServer({ dataDir: data.dataDir, env: { BENCH_DIST_DIR: outDir } });
    const statics = await serveStatic(baseline.outDir);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const [name, value] = (await signIn(server.baseUrl)).split(';')[0].split('=');
      const cookies = [{ name, value, url: server.baseUrl }];
      const consoleMs: number[] = [];
      const baselineMs: number[] = [];
      // one unmeasured visit each: Chromium's own start-up costs are not the apps'
      await visit(browser, `${server.baseUrl}/jobs`, cookies);
      await visit(browser, `${statics.url}/#/jobs`, []);
      for (let i = 0; i < RUNS; i++) {
        consoleMs.push(await visit(browser, `${server.baseUrl}/jobs`, cookies));
        baselineMs.push(await visit(browser, `${statics.url}/#/jobs`, []));
      }
      const c = percentile(consoleMs, 50);
      const b = percentile(baselineMs, 50);
      log(`console ms: ${consoleMs.map((v) => v.toFixed(0)).join(' ')}; baseline ms: ${baselineMs.map((v) => v.toFixed(0)).join(' ')}`);
      return [
        { figure: `/jobs first row, console (real server, ${fmt(ROWS)} jobs), median of ${RUNS}`, target: '-', measured: `${fmt(c)} ms`, pass: null },
        { figure: `/jobs first row, baseline (bare react-admin + fakerest), median of ${RUNS}`, target: '-', measured: `${fmt(b)} ms`, pass: null },
        { figure: '/jobs first row, console ÷ baseline', target: `≤ ${RATIO}×`, measured: `${(c / b).toFixed(2)}×`, pass: c / b <= RATIO },
      ];
    } finally {
      await browser.close();
      statics.server.close();
      await server.stop();
      data.dispose();
    }
  },
};
