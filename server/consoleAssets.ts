/**
 * The built console: `npm start` builds it with Vite when dist/ is missing or older than its
 * sources (so a fresh clone needs no separate build and a second start skips it), and the server
 * serves it from dist/: hashed assets cached for a year, index.html never cached,
 * and every other non-/api GET answered with index.html so deep links work (SPA fallback).
 * The hashed assets (dist/assets/, immutable by name) are read once at start-up and answered from
 * memory, brotli- or gzip-compressed ahead of time when the browser accepts it: a page opens with
 * some 30 of them, and per-request file-system work showed in its load time.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function hasBuiltConsole(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

const ASSET_CACHE = 'public, max-age=31536000, immutable';
const ASSET_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
/** Smaller than this, compression saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

export interface MemoryAsset {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Every file under dist/assets by its URL path (/assets/<name>), compressed where it pays. */
export async function loadAssets(distDir: string): Promise<Map<string, MemoryAsset>> {
  const assets = new Map<string, MemoryAsset>();
  const root = join(distDir, 'assets');
  if (!existsSync(root)) return assets;
  const visit = async (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const url = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) {
        await visit(path, url);
        continue;
      }
      if (!entry.isFile()) continue;
      const identity = readFileSync(path);
      const type = ASSET_TYPES[extname(entry.name).toLowerCase()];
      const asset: MemoryAsset = {
        type: type ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        identity,
      };
      if (type && type !== 'application/wasm' && identity.length >= COMPRESS_FROM_BYTES) {
        const [br, gz] = await Promise.all([
          brotliAsync(identity, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 7, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length },
          }),
          gzipAsync(identity, { level: 9 }),
        ]);
        if (br.length < identity.length) asset.br = br;
        if (gz.length < identity.length) asset.gzip = gz;
      }
      assets.set(url, asset);
    }
  };
  await visit(root, '/assets');
  return assets;
}

/** The encodings the request accepts (q=0 refuses one), as a set of lower-case names. */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: MemoryAsset) {
  reply.header('content-type', asset.type).header('cache-control', ASSET_CACHE).header('etag', asset.etag);
  if (asset.br || asset.gzip) reply.header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) {
    return reply.code(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const [encoding, body] =
    asset.br && accepted.has('br') ? ['br', asset.br] : asset.gzip && accepted.has('gzip') ? ['gzip', asset.gzip] : [null, asset.identity];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

export async function registerConsole(app: FastifyInstance, distDir: string): Promise<void> {
  const assets = await loadAssets(distDir);
  const answerAsset = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    let asset: MemoryAsset | undefined;
    try {
      asset = assets.get(decodeURIComponent(path));
    } catch {
      // a malformed escape names no asset
    }
    // Not in memory (added after start-up, or no such file): dist/ on disk decides, as before.
    return asset ? sendAsset(request, reply, asset) : reply.sendFile(path.slice(1));
  };
  app.get('/assets/*', answerAsset);
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

const SOURCES = ['src', 'resources', 'ui', 'providers', 'domain', 'index.html', 'vite.config.ts'];

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
