/**
 * The built console: `npm start` builds it with Vite when dist/ is missing or older than its
 * sources (so a fresh clone needs no separate build and a second start skips it), and the server
 * serves it from dist/: hashed assets cached for a year, index.html never cached,
 * and every other non-/api GET answered with index.html so deep links work (SPA fallback).
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function hasBuiltConsole(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

export async function registerConsole(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: 'index.html',
    setHeaders(res, path) {
      const hashed = path.includes(`${join(distDir, 'assets')}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function isConsolePath(url: string, method: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'));
}

const SOURCES = ['src', 'resources', 'providers', 'domain', 'index.html', 'vite.config.ts'];

export function newestSourceTime(root: string): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const source of SOURCES) visit(join(root, source));
  return newest;
}

export function consoleIsStale(root: string, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  return statSync(index).mtimeMs < newestSourceTime(root);
}

export async function buildConsoleIfStale(root: string, distDir: string, log: (m: string) => void): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) {
    log('No index.html at the project root: serving the API only.');
    return false;
  }
  if (!consoleIsStale(root, distDir)) return false;
  log('Building the console (first start or changed sources)…');
  const started = Date.now();
  const { build } = await import('vite');
  // Build beside dist/ and swap it in, so a server already serving dist/ never sees half a build.
  const staging = `${distDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await build({ root, logLevel: 'warn', build: { outDir: staging, emptyOutDir: true } });
    const old = `${distDir}.old-${process.pid}`;
    if (existsSync(distDir)) renameSync(distDir, old);
    renameSync(staging, distDir);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
