/**
 * `npm run bench`: runs every section in tests/bench/sections/*.ts and prints ONE table
 * (figure | target | measured | pass/fail). Measured figures, not tests: CPU heavy, run on demand.
 *
 * A section is a module with a named export `section`:
 *
 *   import type { BenchSection } from '../run';
 *   export const section: BenchSection = {
 *     name: 'AI: embedding throughput',      // shown while it runs and in failures
 *     order: 10,                             // sections run by ascending order, then by file name
 *     async run(log) {                       // log(message) prints progress under the section
 *       return [{ figure: '...', target: '≥ 5,000 texts/s', measured: '17,000 texts/s', pass: true }];
 *     },
 *   };
 *
 * `pass` is true, false, or null for a figure shown for information only. A section that throws
 * is reported as one failed row with its error; the others still run. Each section runs in a
 * process of its own (see runSectionProcess). The process exits 1 when
 * any figure failed. `npm run bench -- ai` runs only the sections whose file name contains "ai".
 *
 * `npm run bench -- --database-url postgres://superuser@host:5432/postgres [filter]` also measures
 * on that PostgreSQL server: the sections that can (lists, relevant candidates, writes) add rows
 * for it beside the PGlite ones. The role must create databases: each data set is seeded once
 * into a database of its own (jm_bench_…, kept for later runs) and each run works on a copy.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS, withServerNodeFlags } from '../../server/nodeFlags';

export interface BenchFigure {
  figure: string;
  target: string;
  measured: string;
  pass: boolean | null;
}

export interface BenchContext {
  /** --database-url: a PostgreSQL server to measure beside PGlite (null: PGlite only). */
  databaseUrl: string | null;
}

export interface BenchSection {
  name: string;
  order?: number;
  run(log: (message: string) => void, context: BenchContext): Promise<BenchFigure[]>;
}

/** `[filter] [--database-url URL]`, in any order (`--section FILE`: the run of one section's process). */
export function parseBenchArgs(argv: readonly string[]): { filter: string | undefined; context: BenchContext; section?: string } {
  let filter: string | undefined;
  let databaseUrl: string | null = null;
  let section: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--section') {
      section = inline ?? argv[++i];
      if (!section) throw new Error('--section needs a file name.');
    } else if (flag === '--database-url') {
      databaseUrl = inline ?? argv[++i] ?? null;
      if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('--database-url needs a postgres:// URL.');
    } else if (argv[i].startsWith('--')) {
      throw new Error(`Unknown option ${argv[i]}: use [filter] [--database-url postgres://...].`);
    } else {
      filter = argv[i];
    }
  }
  return { filter, context: { databaseUrl }, ...(section ? { section } : {}) };
}

const SECTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'sections');

async function loadSections(filter: string | undefined): Promise<Array<{ file: string; section: BenchSection }>> {
  const files = readdirSync(SECTIONS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .filter((f) => !filter || f.includes(filter))
    .sort();
  const loaded: Array<{ file: string; section: BenchSection }> = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(SECTIONS_DIR, file)).href)) as { section?: BenchSection };
    if (mod.section) loaded.push({ file, section: mod.section });
    else console.warn(`tests/bench/sections/${file} exports no \`section\`; skipped.`);
  }
  return loaded.sort((a, b) => (a.section.order ?? 100) - (b.section.order ?? 100) || a.file.localeCompare(b.file));
}

function printTable(rows: BenchFigure[]): void {
  const cells = rows.map((r) => [r.figure, r.target, r.measured, r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL']);
  const header = ['figure', 'target', 'measured', 'pass/fail'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

/** One section's figures, run here; a section that throws is one failed row with its error. */
async function runSection(section: BenchSection, context: BenchContext): Promise<BenchFigure[]> {
  try {
    return await section.run((m) => console.log(`  ${m}`), context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [{ figure: section.name, target: '-', measured: `error: ${message}`, pass: false }];
  }
}

/**
 * Each section runs in a process of its own, as the server it stands for would: in one process
 * for all, the relevant-candidates pages ran beside ~860 MB the sections before them had left
 * (data sets, databases, exports; RSS 2,631 MB at its start against 1,772 MB alone), and the
 * collector's work on it landed inside the pages timed (26 Nov: page p95 5.95 ms in a full run,
 * 3.79 ms in the section's own run on the same code an hour later).
 */
function runSectionProcess(file: string, section: BenchSection, context: BenchContext): Promise<BenchFigure[]> {
  const args = [process.argv[1], '--section', file, ...(context.databaseUrl ? ['--database-url', context.databaseUrl] : [])];
  return new Promise((resolve) => {
    let figures: BenchFigure[] | null = null;
    const child = spawn(process.execPath, [...process.execArgv, ...args], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message) => {
      figures = message as BenchFigure[];
    });
    child.on('exit', (code, signal) => {
      resolve(figures ?? [{ figure: section.name, target: '-', measured: `error: its process ended (${signal ?? `exit code ${code}`}) before its figures`, pass: false }]);
    });
  });
}

async function main(): Promise<void> {
  const { filter, context, section: only } = parseBenchArgs(process.argv.slice(2));
  if (only) {
    const found = (await loadSections(only)).find((s) => s.file === only);
    if (!found) throw new Error(`--section ${only}: no such file in tests/bench/sections.`);
    const figures = await runSection(found.section, context);
    // the figures go back to the parent, or are printed when run by hand; then this process
    // ends, whatever a section left open
    if (process.send) process.send(figures, () => process.exit(0));
    else {
      printTable(figures);
      process.exit(figures.some((r) => r.pass === false) ? 1 : 0);
    }
    return;
  }
  const sections = await loadSections(filter);
  // Figures depend on what else the machine is doing: say so beside them.
  console.log(`${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
  if (context.databaseUrl) console.log(`PostgreSQL beside PGlite: ${new URL(context.databaseUrl).host}`);
  const rows: BenchFigure[] = [];
  for (const { file, section } of sections) {
    const started = Date.now();
    console.log(`▶ ${section.name} (${file})`);
    rows.push(...(await runSectionProcess(file, section, context)));
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log('');
  printTable(rows);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

/**
 * Sections that measure the server in this process (relevant candidates, the embedder) run with
 * the server's V8 settings (server/nodeFlags.ts): without them, start again with them.
 */
function runWithServerFlags(): boolean {
  if (SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return false;
  const child = spawn(process.execPath, [...withServerNodeFlags(process.execArgv), ...process.argv.slice(1)], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}

if (!runWithServerFlags()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
