/**
 * What the console does between navigation and the first row of /jobs, for reading rather than
 * for a figure (the figure is tests/bench/sections/frontend-first-row.ts):
 *
 *   npx tsx tests/bench/waterfall.ts [--dist DIR[,DIR...]] [--baseline] [--runs N] [--quiet]
 *                                    [--profile [--profile-out FILE-PREFIX]]
 *
 * builds the console (or serves each DIR, a `vite build --outDir DIR`), starts the real server on
 * the bench's 100k set, opens /jobs signed in, and prints each request (start, end, time queued
 * for a connection / at the server / downloading), when the loader, the app bar and the first row
 * appeared, the long tasks, Chromium's main-thread CPU time, and the chain of API round trips run
 * one after the other before the first row: the part that does not shrink on a quieter machine.
 * Several DIRs (and --baseline, the bench's bare react-admin app) are visited in turn, so they
 * share the machine's moments; each gets its medians, and its median ratio to the baseline's
 * visit of the same round. --profile adds a CPU profile: self time by chunk and function, and
 * within each long task (readable with a `vite build --minify false`).
 */
import { type Browser, chromium } from 'playwright-core';
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { buildBaseline, buildConsole } from './baseline/build';
import { largeDataSet } from '../load/dataset';
import { signIn, startServer } from '../load/harness';

interface Entry {
  name: string;
  initiatorType: string;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
}
interface Visit {
  firstRow: number;
  entries: Entry[];
  longTasks: Array<{ startTime: number; duration: number }>;
  marks: string[];
  /** Chromium's own counters when the row was seen: main-thread CPU, script and layout time (ms). */
  cpu: { threadMs: number; scriptMs: number; layoutMs: number; styleMs: number };
  bodies: Record<string, string>;
  alignAt: number;
  /** With --profile: self time (ms) before the first row by chunk, then by function, and by long task. */
  profile?: { byFile: Array<[string, number]>; byFunction: Array<[string, number]>; byTask: string[] };
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time of the samples, summed by file and by function, and within each long task (samples
 * placed on the page's clock by the __alignMark sample).
 */
function selfTimes(profile: CpuProfile, alignAt: number, longTasks: Visit['longTasks']): VisitProfile {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const tasks = longTasks.map(() => new Map<string, number>());
  let t = profile.startTime;
  const times = profile.samples.map((_, i) => (t += profile.timeDeltas[i]));
  const alignIndex = profile.samples.findIndex((id) => byId.get(id)?.functionName === '__alignMark');
  const offset = alignIndex >= 0 ? times[alignIndex] / 1000 - alignAt : 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const file = frame?.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame?.functionName || 'native'})`;
    const fn = `${frame?.functionName || '(anonymous)'} ${file}:${(frame?.lineNumber ?? 0) + 1}`;
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    const at = times[i] / 1000 - offset;
    const task = longTasks.findIndex((lt) => at >= lt.startTime && at < lt.startTime + lt.duration);
    if (task >= 0) tasks[task].set(fn, (tasks[task].get(fn) ?? 0) + dt);
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  const byTask = longTasks.map(
    (lt, i) => `${lt.startTime.toFixed(0)}+${lt.duration.toFixed(0)}: ${top(tasks[i], 8).map(([fn, ms]) => `${ms.toFixed(0)} ${fn}`).join(' | ')}`,
  );
  return { byFile: top(byFile, 15), byFunction: top(byFunction, 25), byTask };
}
type VisitProfile = NonNullable<Visit['profile']>;

const PROBE = `
  // a few busy milliseconds at a known performance.now(), to find that moment in the CPU profile
  window.__alignAt = (function __alignMark() { const t = performance.now(); while (performance.now() - t < 3) {} return t; })();
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ startTime: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  window.__marks = [];
  const seen = new Set();
  const MARKS = { loader: '[role=progressbar]', appBar: 'header', menu: '.RaSidebar-fixed, .MuiDrawer-root', list: '.list-page, .RaList-main, main table, [data-testid=list]', table: 'table', row: 'table tbody tr' };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(MARKS)) {
      if (!seen.has(name) && document.querySelector(selector)) { seen.add(name); window.__marks.push(name + '@' + performance.now().toFixed(0)); }
    }
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver((_, observer) => {
    const cell = document.querySelector('table tbody tr td');
    if (cell && cell.textContent && cell.textContent.trim() !== '') { window.__firstRow = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const profiling = process.argv.includes('--profile');
const quiet = process.argv.includes('--quiet');

async function visit(browser: Browser, url: string, cookie: { name: string; value: string; url: string }): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addCookies([cookie]);
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const bodies: Record<string, string> = {};
    let n = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) bodies[`${++n} ${request.method()} ${new URL(request.url()).pathname}`] = (request.postData() ?? '').slice(0, 160);
    });
    const metricsSession = await context.newCDPSession(page);
    await metricsSession.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cdp = profiling ? metricsSession : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, null, { timeout: 30_000 });
    // stopped as soon as the row is seen (a frame or so after it): the profile is the way there
    const { metrics } = await metricsSession.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const cpu = { threadMs: metric('ThreadTime'), scriptMs: metric('ScriptDuration'), layoutMs: metric('LayoutDuration'), styleMs: metric('RecalcStyleDuration') };
    const profile = cdp && ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile;
    await page.waitForTimeout(1500);
    const result = await page.evaluate(() => {
      const w = window as unknown as { __alignAt: number; __firstRow: number; __marks: string[]; __longTasks: Array<{ startTime: number; duration: number }> };
      const entries = performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return {
          name: r.name,
          initiatorType: r.initiatorType,
          startTime: r.startTime,
          requestStart: r.requestStart,
          responseStart: r.responseStart,
          responseEnd: r.responseEnd,
          transferSize: r.transferSize,
        };
      });
      return { alignAt: w.__alignAt, firstRow: w.__firstRow, entries, longTasks: w.__longTasks, marks: w.__marks };
    });
    const dump = arg('profile-out');
    if (profile && dump) writeFileSync(`${dump}-${Date.now()}.json`, JSON.stringify({ profile, alignAt: result.alignAt, longTasks: result.longTasks, marks: result.marks, firstRow: result.firstRow }));
    return { ...result, cpu, bodies, profile: profile && selfTimes(profile, result.alignAt, result.longTasks) };
  } finally {
    await context.close();
  }
}

/** API requests that started only after another API request ended, chained back from the last before the first row. */
function apiChain(v: Visit): Entry[] {
  const api = v.entries.filter((e) => e.name.includes('/api/') && e.startTime < v.firstRow);
  const chain: Entry[] = [];
  let last = api.filter((e) => e.responseEnd <= v.firstRow).sort((a, b) => b.responseEnd - a.responseEnd)[0];
  while (last) {
    chain.unshift(last);
    const current = last;
    last = api.filter((e) => e.responseEnd <= current.startTime).sort((a, b) => b.responseEnd - a.responseEnd)[0];
  }
  return chain;
}

function print(v: Visit): void {
  const short = (name: string) => name.replace(/^https?:\/\/[^/]+/, '');
  console.log(`first row at ${v.firstRow.toFixed(0)} ms (each request: start → end, queued/server/download ms, kind, size)`);
  for (const e of [...v.entries].sort((a, b) => a.startTime - b.startTime)) {
    const mark = e.startTime > v.firstRow ? ' (after the first row)' : '';
    // queued (waiting for one of the browser's six connections), the server's wait, the download
    const parts = `${(e.requestStart - e.startTime).toFixed(0)}/${(e.responseStart - e.requestStart).toFixed(0)}/${(e.responseEnd - e.responseStart).toFixed(0)}`;
    console.log(`  ${e.startTime.toFixed(0).padStart(5)} → ${e.responseEnd.toFixed(0).padStart(5)}  ${parts.padStart(11)}  ${e.initiatorType.padEnd(6)} ${(e.transferSize / 1024).toFixed(1).padStart(6)} KiB  ${short(e.name)}${mark}`);
  }
  console.log(`  first seen: ${v.marks.join(', ')}`);
  console.log(`  main thread by then: CPU ${v.cpu.threadMs.toFixed(0)} ms (script ${v.cpu.scriptMs.toFixed(0)}, style ${v.cpu.styleMs.toFixed(0)}, layout ${v.cpu.layoutMs.toFixed(0)})`);
  console.log(`  long tasks: ${v.longTasks.map((t) => `${t.startTime.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ') || 'none'}`);
  console.log('  API requests in order:');
  for (const [key, body] of Object.entries(v.bodies)) console.log(`    ${key} ${body}`);
  if (v.profile) {
    console.log('  main-thread self time by file, navigation to first row:');
    for (const [file, ms] of v.profile.byFile) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${file}`);
    console.log('  by long task:');
    for (const line of v.profile.byTask) console.log(`    ${line}`);
    console.log('  by function:');
    for (const [fn, ms] of v.profile.byFunction) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${fn}`);
  }
  const chain = apiChain(v);
  console.log(`  sequential API round trips before the first row: ${chain.length} (${chain.map((e) => short(e.name)).join(' → ')})`);
}

/** One console build served by its own server on its own copy of the data. */
async function serve(outDir: string) {
  const data = await largeDataSet({ jobs: 100_000, seekers: 100_000 }, console.log);
  const server = await startServer({ dataDir: data.dataDir, env: { BENCH_DIST_DIR: outDir } });
  const [name, value] = (await signIn(server.baseUrl)).split(';')[0].split('=');
  return {
    outDir,
    url: `${server.baseUrl}/jobs`,
    cookie: { name, value, url: server.baseUrl },
    visits: [] as Visit[],
    async stop() {
      await server.stop();
      await data.dispose();
    },
  };
}

/** The bench's baseline (bare react-admin + fakerest) as static files, for --baseline. */
async function serveBaseline() {
  const { outDir } = await buildBaseline();
  const server = createServer((req, res) => {
    const path = normalize(join(outDir, (req.url ?? '/').split('?')[0]));
    const file = path.startsWith(outDir) && existsSync(path) && statSync(path).isFile() ? path : join(outDir, 'index.html');
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    outDir: 'baseline',
    url: `${base}/#/jobs`,
    cookie: { name: 'unused', value: '1', url: base },
    visits: [] as Visit[],
    async stop() {
      server.close();
    },
  };
}

async function main(): Promise<void> {
  // --dist a,b: several builds, visited in turn so that they share the machine's moments
  const dirs = arg('dist')?.split(',') ?? [(await buildConsole()).outDir];
  const runs = Number(arg('runs') ?? 3);
  const sites = [];
  for (const dir of dirs) sites.push(await serve(dir));
  if (process.argv.includes('--baseline')) sites.push(await serveBaseline());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const site of sites) await visit(browser, site.url, site.cookie);
    for (let i = 0; i < runs; i++) {
      for (const site of sites) {
        const v = await visit(browser, site.url, site.cookie);
        site.visits.push(v);
        if (!quiet) {
          console.log(`== ${site.outDir}`);
          print(v);
        }
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const baseline = sites.find((site) => site.outDir === 'baseline');
    for (const { outDir, visits } of sites) {
      // each visit against the baseline's visit of the same round: the machine's moment cancels out
      if (baseline && outDir !== 'baseline') {
        const ratios = visits.map((v, i) => v.firstRow / baseline.visits[i].firstRow);
        console.log(`${outDir}: median of the per-round ratios to the baseline ${median(ratios).toFixed(2)}× (${ratios.map((r) => r.toFixed(2)).join(' ')})`);
      }
      console.log(
        `${outDir}: median of ${runs}: first row ${median(visits.map((v) => v.firstRow)).toFixed(0)} ms ` +
          `(${visits.map((v) => v.firstRow.toFixed(0)).join(' ')}), main-thread CPU ${median(visits.map((v) => v.cpu.threadMs)).toFixed(0)} ms, ` +
          `script ${median(visits.map((v) => v.cpu.scriptMs)).toFixed(0)} ms, sequential API round trips ${median(visits.map((v) => apiChain(v).length))}`,
      );
    }
  } finally {
    await browser.close();
    for (const site of sites) await site.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
