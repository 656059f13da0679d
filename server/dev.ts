/**
 * `npm run dev`: the API server under `tsx watch` on API_PORT (default 8081) and Vite's dev
 * server on 5173, whose /api proxy (vite.config.ts) targets the API.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '8081';
const vitePort = 5173;
process.env.API_PORT = apiPort;

const api = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/start.ts', '--api-only'], {
  env: {
    ...process.env,
    PORT: apiPort,
    HOST: '127.0.0.1',
    // graphql-js's checks for a second copy of itself stay on while developing (lib/productionMode.ts)
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    // The Vite origin sends the console's state-changing requests through the proxy.
    ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, `http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`]
      .filter(Boolean)
      .join(','),
  },
  stdio: 'inherit',
});

const vite = await createServer({ server: { port: vitePort, strictPort: true } });
await vite.listen();
console.log(`Console (Vite dev server): http://localhost:${vitePort}`);
console.log(`API server (watch mode):   http://127.0.0.1:${apiPort}/api`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
api.on('exit', (code) => {
  if (!stopping) console.error(`The API server stopped (code ${code}). Fix the error and save to restart.`);
});
