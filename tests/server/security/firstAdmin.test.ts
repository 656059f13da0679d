/**
 * Without the demo data (SEED_DEMO=false) a start never makes the demo account, whose password is
 * published: the first Super Admin comes from ADMIN_EMAIL and ADMIN_PASSWORD, or gets a one-time
 * password printed once and changed at the first sign-in. In-process on a throwaway database,
 * then through the real `server/start.ts`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { buildApp } from '../../../server/app';
import { MUST_CHANGE_PASSWORD } from '../../../server/auth/access';
import { ensureFirstSuperAdmin } from '../../../server/auth/firstSuperAdmin';
import { ensureStaffUser } from '../../../server/auth/staffUsers';
import { ensureSignIn, type SignInHint, signInText } from '../../../server/auth/startSignIn';
import { ConfigError, loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { createServices } from '../../../server/services';
import { LocalFileStore } from '../../../server/storage/localFileStore';
import { sidFrom } from '../platform/helpers';
import { copyTemplateInto } from '../platform/template';
import { openOwnedTestDatabase } from '../platform/testDatabase';
import { freePort } from '../postgres/serverProcess';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const ADMIN = 'it.ops@jewel-house.example';
const ADMIN_PASSWORD = 'Garnet-Lantern-42';
const ONE_TIME_LINE = /First Super Admin created: (\S+) one-time password: (\S+)/;

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A migrated, empty database with the app over it, and what a start printed into it. */
async function emptyDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-first-admin-'));
  folders.push(dataDir);
  await copyTemplateInto(dataDir);
  const handle = await openOwnedTestDatabase(dataDir);
  const files = new LocalFileStore(join(dataDir, 'files'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }), distDir: join(dataDir, 'none') };
  const app = await buildApp({ config, db: handle.db, files, services: createServices({ db: handle.db, files }), log: () => {} });
  const printed: string[] = [];
  const start = (env: Record<string, string>): Promise<SignInHint> =>
    ensureSignIn(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...env }), handle.db, { log: (m) => printed.push(m), warn: (m) => printed.push(m) });
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const jobs = (cookie: string) =>
    app.inject({ method: 'POST', url: '/api/graphql', headers: { cookie, 'content-type': 'application/json' }, payload: { query: '{ getAllJobs(page: 0, size: 1) { totalElements } }' } });
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    app.inject({ method: 'POST', url: '/api/me/update-password', headers: { cookie }, payload: { currentPassword, newPassword } });
  return {
    db: handle.db,
    printed,
    start,
    login,
    jobs,
    changePassword,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

async function superAdmins(db: Db): Promise<Array<{ email: string; mustChangePassword: boolean }>> {
  return db
    .selectFrom('staff_users')
    .select(['email', 'must_change_password as mustChangePassword'])
    .where('role', '=', 'Super Admin')
    .execute();
}

describe('the first Super Admin without the demo data (SEED_DEMO=false)', () => {
  it('never makes the demo account: nobody signs in with the demo password', async () => {
    const database = await emptyDatabase();
    try {
      await database.start({ ADMIN_EMAIL: ADMIN });
      expect((await database.login(DEMO_USER.email, DEMO_USER.password)).statusCode).toBe(401);
      expect((await database.login(ADMIN, DEMO_USER.password)).statusCode).toBe(401);
      expect((await superAdmins(database.db)).map((a) => a.email)).toEqual([ADMIN]);
      expect(database.printed.join('\n')).not.toContain(DEMO_USER.password);
    } finally {
      await database.close();
    }
  });

  it('makes ADMIN_EMAIL with ADMIN_PASSWORD, who signs in and works at once; the ready line prints no password', async () => {
    const database = await emptyDatabase();
    try {
      const hint = await database.start({ ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD });
      expect(signInText(hint)).toBe(`sign in as ${ADMIN}`);
      expect(database.printed).toEqual([`First Super Admin created: ${ADMIN}, with the password of ADMIN_PASSWORD.`]);
      const res = await database.login(ADMIN, ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'Super Admin', personalDetails: { email: ADMIN } });
      expect(res.json()).not.toHaveProperty('mustChangePassword');
      expect((await database.jobs(sidFrom(res)!)).json()).toEqual({ data: { getAllJobs: { totalElements: 0 } } });
    } finally {
      await database.close();
    }
  });

  it('without ADMIN_PASSWORD prints a one-time password once, which must be changed at the first sign-in', async () => {
    const database = await emptyDatabase();
    try {
      const hint = await database.start({ ADMIN_EMAIL: ADMIN });
      expect(signInText(hint)).toBe(`sign in as ${ADMIN} with the one-time password above`);
      const [, email, oneTime] = ONE_TIME_LINE.exec(database.printed.join('\n')) ?? [];
      expect(email).toBe(`${ADMIN},`);
      expect(oneTime).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
      expect(database.printed.join('\n')).toMatch(/choose your own password .*it is not printed again/);
      expect(await superAdmins(database.db)).toEqual([{ email: ADMIN, mustChangePassword: true }]);

      const first = await database.login(ADMIN, oneTime);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ mustChangePassword: true });
      const cookie = sidFrom(first)!;
      expect((await database.jobs(cookie)).json().errors?.[0]).toMatchObject({ message: MUST_CHANGE_PASSWORD, extensions: { code: 'FORBIDDEN' } });

      const changed = await database.changePassword(cookie, oneTime, ADMIN_PASSWORD);
      expect(changed.statusCode).toBe(200);
      expect((await database.jobs(cookie)).json()).toEqual({ data: { getAllJobs: { totalElements: 0 } } });
      expect(await superAdmins(database.db)).toEqual([{ email: ADMIN, mustChangePassword: false }]);
    } finally {
      await database.close();
    }
  });

  it('a second start makes nothing and prints no password', async () => {
    const database = await emptyDatabase();
    try {
      await database.start({ ADMIN_EMAIL: ADMIN });
      const before = await superAdmins(database.db);
      database.printed.length = 0;
      const again = await database.start({ ADMIN_EMAIL: ADMIN });
      const otherAddress = await database.start({ ADMIN_EMAIL: 'someone.else@jewel-house.example', ADMIN_PASSWORD });
      expect(signInText(again)).toBe('sign in with your staff account');
      expect(signInText(otherAddress)).toBe('sign in with your staff account');
      expect(await superAdmins(database.db)).toEqual(before);
      expect(await database.db.selectFrom('staff_users').select('email').execute()).toHaveLength(1);
      expect(database.printed).toEqual([
        "ADMIN_PASSWORD is not used: the database has a Super Admin already, and it only sets the first one's password. Remove it from the environment.",
      ]);
      expect(database.printed.join('\n')).not.toContain(ADMIN_PASSWORD);
    } finally {
      await database.close();
    }
  });

  it('servers starting at once make one first Super Admin', async () => {
    const database = await emptyDatabase();
    try {
      const settings = { email: ADMIN, password: null };
      const outcomes = await Promise.all([1, 2, 3].map(() => ensureFirstSuperAdmin(database.db, settings)));
      expect(outcomes.filter((o) => o.created)).toHaveLength(1);
      expect(await superAdmins(database.db)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('refuses, naming the setting, when one is needed and ADMIN_EMAIL is unset or taken, or ADMIN_PASSWORD is common', async () => {
    const database = await emptyDatabase();
    try {
      await expect(database.start({})).rejects.toThrow(ConfigError);
      await expect(database.start({})).rejects.toThrow(/no Super Admin, and SEED_DEMO=false makes no demo account: set ADMIN_EMAIL/);
      await expect(database.start({ ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: 'Password1' })).rejects.toThrow(/^ADMIN_PASSWORD is too common or too easy to guess/);
      await ensureStaffUser(database.db, { email: ADMIN, password: ADMIN_PASSWORD, firstName: 'Ravi', lastName: 'Mehta', role: 'Recruiter' });
      await expect(database.start({ ADMIN_EMAIL: ADMIN })).rejects.toThrow(/ADMIN_EMAIL \(it\.ops@jewel-house\.example\) is the address of an existing staff account, which is left as it is/);
      expect(await superAdmins(database.db)).toEqual([]);
      expect(database.printed).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('warns when a database made before this still has the demo account with its published password', async () => {
    const database = await emptyDatabase();
    try {
      await ensureStaffUser(database.db, { ...DEMO_USER });
      expect(signInText(await database.start({}))).toBe('sign in with your staff account');
      expect(database.printed).toEqual([expect.stringMatching(/^Warning: admin@example\.com still signs in with the demo password published in the README/)]);
      expect(database.printed.join('\n')).not.toContain(DEMO_USER.password);
    } finally {
      await database.close();
    }
  });

  it('with the demo data keeps the demo sign-in and its ready line', async () => {
    const database = await emptyDatabase();
    try {
      const hint = await ensureSignIn(loadConfig({ SEED_DEMO: 'true' }), database.db, { log: () => {}, warn: () => {} });
      expect(signInText(hint)).toBe('sign in as admin@example.com / Admin@12345');
      expect((await database.login(DEMO_USER.email, DEMO_USER.password)).statusCode).toBe(200);
    } finally {
      await database.close();
    }
  });
});

describe('the real start (server/start.ts) without the demo data', () => {
  const startEnv = (dataDir: string, env: Record<string, string>) => ({ ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: 'false', ...env });

  async function folder(): Promise<string> {
    const dataDir = mkdtempSync(join(tmpdir(), 'jm-first-admin-start-'));
    folders.push(dataDir);
    await copyTemplateInto(dataDir);
    return dataDir;
  }

  /** Starts `server/start.ts --api-only`; resolves with its output once ready, and a stop. */
  async function startServer(dataDir: string, env: Record<string, string>): Promise<{ output: string; base: string; stop(): Promise<void> }> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
      cwd: ROOT,
      env: startEnv(dataDir, { PORT: String(port), ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let output = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /API ready at (http:\/\/\S+)\/api/.exec(output);
        if (!ready) return;
        clearTimeout(timer);
        resolve({ output, base: ready[1], stop: () => (child.kill('SIGTERM'), exited) });
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited (${code}) before it was ready:\n${output}`));
      });
    });
  }

  const login = (base: string, email: string, password: string) =>
    fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

  it('refuses a bad ADMIN_EMAIL and a weak or common ADMIN_PASSWORD with one sentence naming it', async () => {
    const dataDir = await folder();
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], { cwd: ROOT, env: startEnv(dataDir, { PORT: '0', ...env }), encoding: 'utf8', timeout: 90_000 });
    const badEmail = run({ ADMIN_EMAIL: 'admin at jewel-house' });
    expect(badEmail.status).toBe(1);
    expect(badEmail.stderr.trim()).toBe('Configuration error: ADMIN_EMAIL must be an email address such as it@yourcompany.com (got "admin at jewel-house").');
    const weak = run({ ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: 'garnet-lantern' });
    expect(weak.status).toBe(1);
    expect(weak.stderr.trim()).toBe('Configuration error: ADMIN_PASSWORD must contain uppercase, lowercase, and a number (the staff password rules).');
    const common = run({ ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: 'Password1' });
    expect(common.status).toBe(1);
    expect(common.stderr.trim()).toMatch(/^Configuration error: ADMIN_PASSWORD is too common or too easy to guess/);
    const none = run({});
    expect(none.status).toBe(1);
    expect(none.stderr.trim()).toMatch(/^Configuration error: The database has no Super Admin, and SEED_DEMO=false makes no demo account: set ADMIN_EMAIL/);
  }, 240_000);

  it('prints a one-time password once; the demo password signs nobody in; a second start prints none', async () => {
    const dataDir = await folder();
    const first = await startServer(dataDir, { ADMIN_EMAIL: ADMIN });
    const [, , oneTime] = ONE_TIME_LINE.exec(first.output) ?? [];
    expect(oneTime).toBeTruthy();
    expect(first.output).not.toContain(DEMO_USER.password);
    expect((await login(first.base, DEMO_USER.email, DEMO_USER.password)).status).toBe(401);
    const signedIn = await login(first.base, ADMIN, oneTime);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ role: 'Super Admin', mustChangePassword: true });
    await first.stop();

    const second = await startServer(dataDir, { ADMIN_EMAIL: ADMIN });
    expect(second.output).not.toMatch(/password/i);
    expect((await login(second.base, ADMIN, oneTime)).status).toBe(200);
    await second.stop();
  }, 240_000);
});
