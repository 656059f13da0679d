/**
 * `npm run test:e2e`: starts the real server (`npm start`'s entry) on a throwaway data folder and
 * a free port, waits until it answers, runs the browser journeys against it, then stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, server: { exitCode: number | null }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early (code ${server.exitCode}).`);
    try {
      const res = await fetch(`${baseUrl}/api/me`);
      if (res.status === 401 || res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer at ${baseUrl} within ${timeoutMs / 1000} s.`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'jm-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let exitCode = 1;
try {
  await waitUntilUp(baseUrl, server, 300_000);
  const vitest = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.e2e.config.ts', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_BASE_URL: baseUrl }, stdio: 'inherit' },
  );
  exitCode = await new Promise<number>((resolve) => vitest.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error((error as Error).message);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
