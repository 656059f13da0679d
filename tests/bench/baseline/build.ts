/**
 * Production builds for the front-end bench sections, each into its own temp folder (never the
 * dist/ that `npm start` and the e2e runner use): the console (with a Vite manifest, to know what
 * a page loads first) and the baseline app of this folder. Built once per bench run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const BASELINE_ROOT = dirname(fileURLToPath(import.meta.url));
let consoleBuild: Promise<{ outDir: string; manifest: Manifest }> | undefined;
let baselineBuild: Promise<{ outDir: string }> | undefined;
const made: string[] = [];
process.once('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function buildConsole(): Promise<{ outDir: string; manifest: Manifest }> {
  consoleBuild ??= (async () => {
    const outDir = tempDir('jm-bench-console-');
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return { outDir, manifest };
  })();
  return consoleBuild;
}

export function buildBaseline(): Promise<{ outDir: string }> {
  baselineBuild ??= (async () => {
    const outDir = tempDir('jm-bench-baseline-');
    await build({
      configFile: false,
      root: BASELINE_ROOT,
      base: '/',
      logLevel: 'error',
      plugins: [react()],
      resolve: { mainFields: ['module', 'main'] },
      build: { outDir, emptyOutDir: true },
    });
    return { outDir };
  })();
  return baselineBuild;
}
