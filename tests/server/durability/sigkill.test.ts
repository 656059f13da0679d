/**
 * Durability: the real server (server/start.ts) runs as a child process on a temporary data
 * folder; a burst of writes is fired, the process is SIGKILLed in the middle of it, and a new
 * server on the same folder must start (the dead server's lock file does not block it) and
 * serve every write that had been acknowledged.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER, MAX_PAGE_SIZE } from '../../../domain/constants';
import { copyTemplateInto } from '../platform/template';
import { FIRST_ADMIN_ENV } from '../firstAdminEnv';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'jm-durability-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

/** Starts `server/start.ts --api-only` and resolves once it says it is ready. */
async function startServer(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...FIRST_ADMIN_ENV, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/API ready at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  expect(res.status).toBe(200);
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('No session cookie');
  return `sid=${sid}`;
}

async function gql<T>(base: string, cookie: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T | null; errors?: unknown[] };
  if (!res.ok || body.errors || !body.data) throw new Error(`Not acknowledged: ${res.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

const CREATE = `mutation($input: CompanyInput!) { createCompany(input: $input) { _id companyName } }`;
const RENAME = `mutation($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input) { _id industry } }`;
const input = (name: string) => ({
  companyName: name,
  industry: 'Fine jewellery',
  companyDetails: { email: 'atelier@example.com', address: '1 Place Vendôme', zipCode: '75001' },
  links: { website: 'https://atelier.example' },
});

describe('SIGKILL during a burst of writes', () => {
  it('keeps every acknowledged write, and the restart is not blocked by the dead lock file', { timeout: 180_000 }, async () => {
    await copyTemplateInto(dataDir);
    const first = await startServer();
    const cookie = await signIn(first.base);

    // The burst: 6 writers, each creating companies and then editing the one it created.
    const acknowledged = new Map<string, { id: string; industry: string }>();
    // An edit sent but not answered when the server died may or may not have been committed.
    const unanswered = new Map<string, string>();
    let killed = false;
    let sent = 0;
    let answered = 0;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const name = `Durable ${w}-${n}`;
        try {
          sent++;
          const { createCompany } = await gql<{ createCompany: { _id: string } }>(first.base, cookie, CREATE, { input: input(name) });
          answered++;
          acknowledged.set(name, { id: createCompany._id, industry: 'Fine jewellery' });
          const industry = `Edited ${w}-${n}`;
          sent++;
          unanswered.set(name, industry);
          await gql(first.base, cookie, RENAME, { id: createCompany._id, input: { ...input(name), industry } });
          answered++;
          unanswered.delete(name);
          acknowledged.set(name, { id: createCompany._id, industry });
        } catch {
          return; // The server died: anything not answered was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    // Kill once enough writes are through, mid-flight (every writer has a request open).
    while (acknowledged.size < 60) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(writers);
    expect(first.child.signalCode).toBe('SIGKILL');
    // Writes were in flight when it died: they may or may not be there, the answered ones must.
    expect(sent).toBeGreaterThan(answered);

    // The dead server's lock is still there, naming a process that no longer runs.
    const lockPath = join(dataDir, 'server.lock');
    expect(existsSync(lockPath)).toBe(true);
    expect(Number(readFileSync(lockPath, 'utf8'))).toBe(first.child.pid);

    const second = await startServer();
    const cookie2 = await signIn(second.base);
    const { getAllCompanies } = await gql<{ getAllCompanies: { content: Array<{ _id: string; companyName: string; industry: string }> } }>(
      second.base,
      cookie2,
      `query($size: Int) { getAllCompanies(page: 0, size: $size) { content { _id companyName industry } } }`,
      { size: MAX_PAGE_SIZE },
    );
    const stored = new Map(getAllCompanies.content.map((c) => [c.companyName, c]));
    for (const [name, ack] of acknowledged) {
      expect(stored.get(name)?._id, name).toBe(ack.id);
      const allowed = [ack.industry, ...(unanswered.has(name) ? [unanswered.get(name)] : [])];
      expect(allowed, name).toContain(stored.get(name)?.industry);
    }
    second.child.kill('SIGTERM');
    await second.exited;
    // A clean stop releases the lock.
    expect(existsSync(lockPath)).toBe(false);
  });
});
