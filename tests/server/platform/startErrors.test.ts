/** Start-up failures an operator can fix read as one sentence naming the fix, not a pg stack trace. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../../server/db/openConfigured';
import { DatabaseStartError, describeDatabaseStartError } from '../../../server/db/startErrors';
import { TEST_DATABASE_URL } from './testDatabase';

const URL = 'postgres://app:secret@db.example:5433/jobs';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('describeDatabaseStartError', () => {
  it('names the exact SQL a superuser runs when the app may not create an extension', () => {
    const error = Object.assign(new Error('permission denied to create extension "vector"'), { code: '42501' });
    const message = describeDatabaseStartError(error, URL);
    expect(message).toContain('User "app" may not create the PostgreSQL extension "vector"');
    expect(message).toContain('database "jobs"');
    expect(message).toContain('CREATE EXTENSION IF NOT EXISTS vector; CREATE EXTENSION IF NOT EXISTS pg_trgm;');
  });

  it('says which package brings a missing extension', () => {
    const error = Object.assign(new Error('extension "pg_trgm" is not available'), { code: '0A000' });
    expect(describeDatabaseStartError(error, URL)).toContain('postgresql-contrib');
  });

  it('a wrong password, a missing database and a refused connection each name their fix', () => {
    const password = Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' });
    expect(describeDatabaseStartError(password, URL)).toMatch(/refused the password of user "app".*DATABASE_URL/);
    const missing = Object.assign(new Error('database "jobs" does not exist'), { code: '3D000' });
    expect(describeDatabaseStartError(missing, URL)).toContain('CREATE DATABASE "jobs" OWNER "app";');
    const refused = Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {});
    expect(describeDatabaseStartError(refused, URL)).toContain('db.example:5433 (connection refused)');
  });

  it('leaves unknown errors alone (they keep their stack)', () => {
    expect(describeDatabaseStartError(new Error('something else'), URL)).toBeNull();
  });
});

describe('opening a configured PostgreSQL database', () => {
  it('turns a refused connection into a DatabaseStartError', async () => {
    const port = await closedPort();
    const opening = openConfiguredDatabase({
      databaseUrl: `postgres://app@127.0.0.1:${port}/jobs`,
      databaseDirectUrl: null,
      dataDir: '/nonexistent',
      dbPoolSize: 2,
      dbStatementTimeoutMs: 0,
    });
    await expect(opening).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(opening).rejects.toThrow(`Nothing accepts PostgreSQL connections at 127.0.0.1:${port}`);
  });

  // the pooled route answers (the test cluster), the direct one does not: the message must send
  // the operator to DATABASE_DIRECT_URL, not to the DATABASE_URL that works
  it.skipIf(!TEST_DATABASE_URL)('names DATABASE_DIRECT_URL when only the direct connection fails', async () => {
    const port = await closedPort();
    const opening = openConfiguredDatabase({
      databaseUrl: TEST_DATABASE_URL!,
      databaseDirectUrl: `postgres://app@127.0.0.1:${port}/jobs`,
      dataDir: '/nonexistent',
      dbPoolSize: 2,
      dbStatementTimeoutMs: 0,
    });
    await expect(opening).rejects.toThrow(
      `Nothing accepts PostgreSQL connections at 127.0.0.1:${port} (connection refused). Start the PostgreSQL server, or fix the host and port in DATABASE_DIRECT_URL.`,
    );
  });

  it('names DATABASE_URL when the pooled route fails, whatever the direct one does', async () => {
    const [pooled, direct] = [await closedPort(), await closedPort()];
    const opening = openConfiguredDatabase({
      databaseUrl: `postgres://app@127.0.0.1:${pooled}/jobs`,
      databaseDirectUrl: `postgres://app@127.0.0.1:${direct}/jobs`,
      dataDir: '/nonexistent',
      dbPoolSize: 2,
      dbStatementTimeoutMs: 0,
    });
    await expect(opening).rejects.toThrow(`at 127.0.0.1:${pooled} (connection refused). Start the PostgreSQL server, or fix the host and port in DATABASE_URL.`);
  });

  it('npm start prints the one sentence and exits 1, without a stack trace', async () => {
    const port = await closedPort();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts', '--api-only'], {
      env: { ...process.env, DATABASE_URL: `postgres://app@127.0.0.1:${port}/jobs`, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Nothing accepts PostgreSQL connections at 127.0.0.1:${port}`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
