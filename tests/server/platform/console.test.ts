import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleIsStale } from '../../../server/consoleAssets';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jm-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ config: { distDir: dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built console', () => {
  it('serves index.html at / and for deep links, never cached', async () => {
    for (const url of ['/', '/jobs', '/jobs/123?page=2', '/nowhere']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer unknown /api paths with the console', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie: await server.signIn() } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('consoleIsStale', () => {
  it('is stale without a build and when a source is newer than the build', () => {
    const root = mkdtempSync(join(tmpdir(), 'jm-root-'));
    const out = join(root, 'dist');
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'main.tsx'), 'x');
    expect(consoleIsStale(root, out)).toBe(true);
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'built');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), past, past);
    expect(consoleIsStale(root, out)).toBe(false);
    writeFileSync(join(root, 'src', 'main.tsx'), 'changed');
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), future, future);
    expect(consoleIsStale(root, out)).toBe(true);
    rmSync(root, { recursive: true, force: true });
  });
});
