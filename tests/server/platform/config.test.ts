import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, sessionLockUrl } from '../../../server/config';

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('/srv/app/data'),
      databaseUrl: null,
      databaseDirectUrl: null,
      filesDir: join(resolve('/srv/app/data'), 'files'),
      sessionTtlHours: 12,
      sessionMaxHours: 24,
      secureCookies: 'auto',
      trustProxy: false,
      loginRateLimit: { perPair: 5, perAddress: 30 },
      seedDemo: true,
      firstAdmin: { email: null, password: null },
      allowedOrigins: [],
      readCacheMb: 64,
      dbCacheMb: 'auto',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/jm',
        DATABASE_URL: 'postgres://u:p@pooler:6432/jm',
        DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/jm',
        FILES_DIR: '/var/files',
        SESSION_TTL_HOURS: '24',
        SESSION_MAX_HOURS: '72',
        COOKIE_SECURE: 'true',
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT: '3',
        LOGIN_RATE_LIMIT_ADDRESS: '50',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: ' it.ops@jewel-house.example ',
        ADMIN_PASSWORD: 'Garnet Lantern 42',
        ALLOWED_ORIGINS: 'http://localhost:5173, https://admin.example.com',
        GRAPHQL_CACHE_MB: '0',
        DB_CACHE_MB: '512',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/jm',
      databaseUrl: 'postgres://u:p@pooler:6432/jm',
      databaseDirectUrl: 'postgres://u:p@db:5432/jm',
      filesDir: '/var/files',
      sessionTtlHours: 24,
      sessionMaxHours: 72,
      secureCookies: 'always',
      trustProxy: true,
      loginRateLimit: { perPair: 3, perAddress: 50 },
      seedDemo: false,
      firstAdmin: { email: 'it.ops@jewel-house.example', password: 'Garnet Lantern 42' },
      allowedOrigins: ['http://localhost:5173', 'https://admin.example.com'],
      readCacheMb: 0,
      dbCacheMb: 512,
    });
  });

  it('fails with a message naming the variable', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: 'eighty' }, /PORT must be a whole number/],
      [{ PORT: '70000' }, /PORT/],
      [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
      [{ SESSION_MAX_HOURS: 'a week' }, /SESSION_MAX_HOURS/],
      [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE must be auto, true or false/],
      [{ TRUST_PROXY: 'perhaps' }, /TRUST_PROXY must be true, false or the number of proxies in front/],
      [{ TRUST_PROXY: '11' }, /TRUST_PROXY must be true, false or the number of proxies in front, 2 to 10/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
      [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
      [{ DATABASE_URL: 'postgres://u@pooler/jm', DATABASE_DIRECT_URL: 'mysql://x' }, /DATABASE_DIRECT_URL must start with postgres/],
      [{ DATABASE_URL: 'postgres://u@pooler/jm', DATABASE_DIRECT_URL: 'db host' }, /DATABASE_DIRECT_URL must be a URL/],
      [{ DATABASE_DIRECT_URL: 'postgres://u@db/jm' }, /^DATABASE_DIRECT_URL is the direct route to the PostgreSQL server of DATABASE_URL, which is not set: .*Set DATABASE_URL too, or unset DATABASE_DIRECT_URL\.$/],
      [{ ALLOWED_ORIGINS: 'localhost:5173/path' }, /ALLOWED_ORIGINS/],
      [{ GRAPHQL_CACHE_MB: '-1' }, /GRAPHQL_CACHE_MB must be a whole number/],
      [{ DB_CACHE_MB: '8' }, /^DB_CACHE_MB must be auto or a whole number of megabytes from 16 to 1024 \(got "8"\)/],
      [{ DB_CACHE_MB: '4096' }, /DB_CACHE_MB must be auto or a whole number of megabytes from 16 to 1024 .*2 GB of memory in all/],
      [{ DB_CACHE_MB: '512MB' }, /DB_CACHE_MB must be auto or a whole number/],
      [{ WEB_CONCURRENCY: 'two', DATABASE_URL: 'postgres://u@db/jm' }, /WEB_CONCURRENCY must be a whole number from 1/],
      [{ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://u@db/jm' }, /WEB_CONCURRENCY must be a whole number from 1/],
      [{ ADMIN_EMAIL: 'admin' }, /^ADMIN_EMAIL must be an email address such as it@yourcompany\.com \(got "admin"\)\.$/],
      [{ ADMIN_EMAIL: 'аdmin@jewel-house.example' }, /^ADMIN_EMAIL must be a plain email address \(got "аdmin@jewel-house\.example"\): no accented or look-alike letters/],
      [{ ADMIN_EMAIL: `${'a'.repeat(250)}@x.example` }, /^ADMIN_EMAIL must be an email address/],
      [{ ADMIN_PASSWORD: 'Garnet-Lantern-42' }, /^ADMIN_PASSWORD is the password of the first Super Admin, whose address ADMIN_EMAIL is not set\. Set ADMIN_EMAIL too, or unset ADMIN_PASSWORD\.$/],
      [{ ADMIN_EMAIL: 'it@jewel-house.example', ADMIN_PASSWORD: 'Garnet-Lantern-42 ' }, /^ADMIN_PASSWORD starts or ends with a space or line break .*: remove it\.$/],
      [{ ADMIN_EMAIL: 'it@jewel-house.example', ADMIN_PASSWORD: 'Short1' }, /^ADMIN_PASSWORD must be at least 8 characters long \(the staff password rules\)\.$/],
      [{ ADMIN_EMAIL: 'it@jewel-house.example', ADMIN_PASSWORD: 'garnet-lantern-42' }, /^ADMIN_PASSWORD must contain uppercase, lowercase, and a number \(the staff password rules\)\.$/],
      [{ ADMIN_EMAIL: 'it@jewel-house.example', ADMIN_PASSWORD: `Aa1${'x'.repeat(300)}` }, /^ADMIN_PASSWORD must be at most 256 characters long/],
      [{ WEB_CONCURRENCY: '2' }, /^WEB_CONCURRENCY=2 needs a PostgreSQL server \(DATABASE_URL\): the embedded database allows one app process/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('takes TRUST_PROXY as yes or no, or as the number of proxies in front', () => {
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes DB_CACHE_MB as auto in any case', () => {
    expect(loadConfig({ DB_CACHE_MB: 'AUTO' }).dbCacheMb).toBe('auto');
    expect(loadConfig({ DB_CACHE_MB: '1024' }).dbCacheMb).toBe(1024);
  });

  it('runs one app process unless WEB_CONCURRENCY asks for more on PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://u@db/jm' }).webConcurrency).toBe(4);
  });

  it('takes the session locks through DATABASE_DIRECT_URL when set, else through DATABASE_URL', () => {
    expect(sessionLockUrl(loadConfig({}))).toBeNull();
    expect(sessionLockUrl(loadConfig({ DATABASE_URL: 'postgres://u@db/jm' }))).toBe('postgres://u@db/jm');
    expect(sessionLockUrl(loadConfig({ DATABASE_URL: 'postgres://u@pooler/jm', DATABASE_DIRECT_URL: 'postgres://u@db/jm' }))).toBe('postgres://u@db/jm');
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_DIRECT_URL', 'FILES_DIR', 'SESSION_TTL_HOURS', 'SESSION_MAX_HOURS', 'COOKIE_SECURE', 'TRUST_PROXY', 'LOGIN_RATE_LIMIT', 'SEED_DEMO', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'GRAPHQL_CACHE_MB', 'DB_CACHE_MB', 'WEB_CONCURRENCY']) {
      expect(names).toContain(name);
    }
  });
});
