/** The built console's hashed assets: answered from memory, compressed when asked, revalidated by ETag. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let dist: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jm-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
  server = await startTestServer({ config: { distDir: dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('console assets', () => {
  it('sends brotli, else gzip, else the file, always cached for a year', async () => {
    const br = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves small files uncompressed', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an unknown asset as before: the console page (SPA fallback)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Console</title>');
  });
});
