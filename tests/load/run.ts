/**
 * `npm run load`: 20 connections for 60 s of mixed console reads and writes (./actions.ts) against
 * the real server on the embedded database (the 100k benchmark set, ./dataset.ts), loopback only.
 * Reports every outcome per action, server errors (HTTP 5xx or INTERNAL: must be zero) and the
 * server's resident memory sampled every 5 s (start, max, end). The engine's caches fill during
 * the first quarter of the run (WASM memory never shrinks); flat = the end is within 10% of the
 * first sample after that warm-up. Exits 1 on any server error or steady growth.
 * LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_ROWS change the defaults (20, 60, 100000).
 */
import { largeDataSet } from './dataset';
import { ACTIONS, fetchPools, type Outcome, type Pools, type Send, pickAction } from './actions';
import { graphql, signIn, startServer } from './harness';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ROWS = Number(process.env.LOAD_ROWS ?? 100_000);
const SAMPLE_MS = 5000;

const log = (m: string) => console.log(m);
const data = await largeDataSet({ jobs: ROWS, seekers: ROWS }, log);
const server = await startServer({ dataDir: data.dataDir });
let failed = false;
try {
  const cookie = await signIn(server.baseUrl);
  const refusals = new Map<string, number>();
  const send: Send = async (query, variables) => {
    const res = await graphql<Record<string, unknown>>(server.baseUrl, cookie, query, variables);
    const error = res.errors?.[0];
    if (error && error.extensions?.code !== 'CONFLICT') {
      const why = `${res.status} ${error.extensions?.code ?? ''}: ${error.message.slice(0, 160)}`;
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
    }
    return { status: res.status, data: res.data, code: res.errors?.[0]?.extensions?.code ?? (res.errors?.length ? 'ERROR' : undefined) };
  };
  const pools: Pools = await fetchPools(server.baseUrl, cookie);

  const counts = new Map<string, Record<Outcome, number> & { ms: number }>();
  for (const a of ACTIONS) counts.set(a.name, { ok: 0, conflict: 0, refused: 0, 'server-error': 0, ms: 0 });
  const rss: number[] = [server.rssMiB()];
  const sampler = setInterval(() => rss.push(server.rssMiB()), SAMPLE_MS);
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  log(`${CONNECTIONS} connections for ${SECONDS} s against ${server.baseUrl} (${ROWS} jobs, ${ROWS} seekers); server RSS ${rss[0].toFixed(0)} MiB`);
  const worker = async () => {
    while (Date.now() < deadline) {
      const action = pickAction();
      const t = performance.now();
      let outcome: Outcome;
      try {
        outcome = await action.run(send, pools);
      } catch {
        outcome = 'server-error'; // a dropped connection or an unreadable answer
      }
      const c = counts.get(action.name)!;
      c[outcome]++;
      c.ms += performance.now() - t;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  clearInterval(sampler);
  rss.push(server.rssMiB());
  const elapsed = (Date.now() - started) / 1000;

  let total = 0;
  let errors = 0;
  console.log('\n| action | ok | conflict | refused | server errors | mean ms |\n|---|---|---|---|---|---|');
  for (const [name, c] of counts) {
    const n = c.ok + c.conflict + c.refused + c['server-error'];
    total += n;
    errors += c['server-error'];
    console.log(`| ${name} | ${c.ok} | ${c.conflict} | ${c.refused} | ${c['server-error']} | ${n ? (c.ms / n).toFixed(0) : '-'} |`);
  }
  const warm = rss[Math.min(rss.length - 1, Math.ceil(rss.length / 4))];
  const end = rss[rss.length - 1];
  const flat = end <= warm * 1.1;
  console.log(`\n${total} actions in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(0)}/s); server errors: ${errors}`);
  console.log(`server RSS MiB: start ${rss[0].toFixed(0)}, max ${Math.max(...rss).toFixed(0)}, end ${end.toFixed(0)}; ` +
    `after warm-up ${warm.toFixed(0)} → end ${end.toFixed(0)}: ${flat ? 'flat' : 'GROWING'}`);
  console.log(`samples: ${rss.map((r) => r.toFixed(0)).join(' ')}`);
  for (const [why, n] of refusals) console.log(`refused ${n}×: ${why}`);
  if (/Error|error/.test(server.stderr())) console.log(`server log:\n${server.stderr().slice(-3000)}`);
  failed = errors > 0 || !flat;
} finally {
  await server.stop();
  data.dispose();
}
process.exit(failed ? 1 : 0);
