/**
 * Initial JavaScript of /login, gzip: the console is built with Vite (manifest on) into a temp
 * folder; /login loads index.html's entry chunk and everything it imports statically, and the
 * entry fetches the console proper (src/start.tsx) at once, so that chunk and its static imports
 * count too. Every other chunk is lazy: listed largest first. Sizes are gzip (zlib default
 * level), as a compressing proxy would send them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsole, type Manifest } from '../baseline/build';
import type { BenchFigure, BenchSection } from '../run';
import { fmt } from '../stats';

const TARGET_KIB = 380;
const LAZY_LISTED = 8;

/** The chunk keys reached from `start` through static imports. */
function staticClosure(manifest: Manifest, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const dep of manifest[start]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

export const section: BenchSection = {
  name: 'Front end: initial JavaScript of /login',
  order: 1,
  async run(log) {
    const started = Date.now();
    const { outDir, manifest } = await buildConsole();
    log(`console built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}`);
    const kib = (key: string) => gzipSync(readFileSync(join(outDir, manifest[key].file))).length / 1024;
    const sum = (keys: Iterable<string>) => [...keys].reduce((s, k) => s + kib(k), 0);

    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entry) throw new Error('the manifest has no entry chunk');
    const initial = staticClosure(manifest, entry);
    const entryOnly = sum(initial);
    const start = Object.keys(manifest).find((k) => k === 'src/start.tsx');
    if (!start) throw new Error('the manifest has no src/start.tsx chunk (the console the entry fetches)');
    staticClosure(manifest, start, initial);
    const lazy = Object.keys(manifest).filter((k) => !initial.has(k) && manifest[k].file.endsWith('.js'));
    const lazySizes = lazy.map((k) => ({ k, size: kib(k) })).sort((a, b) => b.size - a.size);

    const initialKiB = sum(initial);
    const rows: BenchFigure[] = [
      {
        figure: '/login initial JS (entry, the console it fetches at once, their static imports), gzip',
        target: `≤ ${TARGET_KIB} KiB`,
        measured: `${fmt(initialKiB, 1)} KiB`,
        pass: initialKiB <= TARGET_KIB,
      },
      { figure: '  of which the entry and its static imports', target: '-', measured: `${fmt(entryOnly, 1)} KiB`, pass: null },
    ];
    for (const { k, size } of lazySizes.slice(0, LAZY_LISTED)) {
      const name = manifest[k].src ?? manifest[k].file.replace(/^assets\//, '');
      rows.push({ figure: `  lazy chunk ${name}`, target: '-', measured: `${fmt(size, 1)} KiB`, pass: null });
    }
    const rest = lazySizes.slice(LAZY_LISTED);
    rows.push({ figure: `  ${rest.length} other lazy chunks`, target: '-', measured: `${fmt(rest.reduce((s, r) => s + r.size, 0), 1)} KiB`, pass: null });
    return rows;
  },
};
