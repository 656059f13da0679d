/**
 * Writes per second with one and with two app servers on one PostgreSQL database (only with
 * `npm run bench -- --database-url ...`: PGlite allows one server). The mix is the load run's
 * writes (tests/load/actions.ts): job edits and job-seeker edits, each read and saved with the
 * version the editor saw as the console does (a CONFLICT is read and saved again), and notes on
 * job seekers. A fixed number of clients send them back to back for a fixed time, spread evenly
 * over the servers; the figures are completed writes a second and the p95 of one write.
 */
import { ACTIONS, fetchPools, type Outcome, sendTo } from '../../load/actions';
import { type ServerProcess, signIn, startServer } from '../../load/harness';
import { postgresEngine } from '../engines';
import type { BenchFigure, BenchSection } from '../run';
import { fmt, ms, percentile } from '../stats';

// BENCH_LIST_ROWS: the lists' data set, so one seeded database serves both sections
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_WRITES_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_WRITES_CLIENTS ?? 16);
const WRITES = ACTIONS.filter((a) => /update|note/.test(a.name));

interface Measured {
  perSecond: number;
  p95: number;
  counts: Record<Outcome, number>;
}

async function measure(servers: ServerProcess[], log: (m: string) => void): Promise<Measured> {
  const senders = await Promise.all(servers.map(async (s) => sendTo(s.baseUrl, await signIn(s.baseUrl))));
  const pools = await fetchPools(servers[0].baseUrl, await signIn(servers[0].baseUrl));
  if (pools.internalJobIds.length === 0 || pools.seekerIds.length === 0) throw new Error('the data set has no internal jobs or no job seekers');
  const counts: Record<Outcome, number> = { ok: 0, conflict: 0, refused: 0, 'server-error': 0 };
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const client = async (i: number) => {
    const send = senders[i % senders.length];
    for (let n = i; Date.now() < deadline; n++) {
      const action = WRITES[n % WRITES.length];
      const started = performance.now();
      const outcome = await action.run(send, pools).catch((): Outcome => 'server-error');
      counts[outcome]++;
      if (outcome === 'ok') latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const perSecond = counts.ok / SECONDS;
  const p95 = percentile(latencies, 95);
  log(`${servers.length} server(s): ${fmt(perSecond)} writes/s, p95 ${ms(p95)}, ${JSON.stringify(counts)}`);
  return { perSecond, p95, counts };
}

function figures(servers: number, m: Measured): BenchFigure[] {
  const failed = m.counts['server-error'] + m.counts.refused;
  const name = `PostgreSQL: mixed small writes (job and job-seeker edits, notes), ${CLIENTS} clients, ${servers} app server${servers > 1 ? 's' : ''}`;
  return [
    { figure: `${name}: writes/s`, target: '-', measured: `${fmt(m.perSecond)}${failed ? ` (${failed} failed)` : ''}`, pass: failed === 0 ? null : false },
    { figure: `${name}: p95 of one write`, target: '-', measured: ms(m.p95), pass: null },
  ];
}

export const section: BenchSection = {
  name: 'Writes per second, one and two app servers (PostgreSQL, with --database-url)',
  order: 25,
  async run(log, context) {
    if (!context.databaseUrl) {
      log('no --database-url: skipped (PGlite allows one app server)');
      return [];
    }
    const data = await postgresEngine(context.databaseUrl).largeDataSet({ jobs: ROWS, seekers: ROWS }, log);
    const rows: BenchFigure[] = [];
    const servers: ServerProcess[] = [];
    try {
      servers.push(await startServer(data));
      rows.push(...figures(1, await measure(servers, log)));
      servers.push(await startServer(data));
      rows.push(...figures(2, await measure(servers, log)));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await data.dispose();
    }
    return rows;
  },
};
