/**
 * Server settings, read once from the environment. Bad values stop the start with a message that
 * names the variable, rather than a server that half works.
 */
import { join, resolve } from 'node:path';
import { newPasswordError } from '../domain/password';
import { INVALID_EMAIL, staffEmailProblem } from './auth/staffEmail';
import { AUTO_CAP_MB, type DbCacheSetting, MAX_CACHE_MB } from './db/pgliteCache';
import type { S3Settings } from './storage/s3FileStore';

export type CookieSecureMode = 'auto' | 'always' | 'never';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | null;
  /**
   * PostgreSQL only, when DATABASE_URL is a transaction-mode pooler: a direct connection for the
   * work that keeps a session advisory lock across statements (the migration lock, the presence
   * that makes seed:reset refuse while servers run). null: DATABASE_URL serves for those too.
   */
  databaseDirectUrl: string | null;
  filesDir: string;
  sessionTtlHours: number;
  /** A sign-in ends this long after it was made, however active (the idle timeout aside). */
  sessionMaxHours: number;
  /** auto: Secure when the request came over HTTPS (or x-forwarded-proto https behind TRUST_PROXY). */
  secureCookies: CookieSecureMode;
  /** The proxies in front whose X-Forwarded-* headers are believed: true is one (the reverse proxy), a number that many. */
  trustProxy: boolean | number;
  /** Free sign-in failures per (email, address) before growing delays; failures per address per 15 minutes. */
  loginRateLimit: { perPair: number; perAddress: number };
  seedDemo: boolean;
  /**
   * Without the demo data: the first Super Admin, made when the database has no active one
   * (server/auth/firstSuperAdmin.ts). A null password: a one-time one is generated and printed.
   */
  firstAdmin: { email: string | null; password: string | null };
  /** Extra origins whose state-changing requests are accepted (the Vite dev server in dev). */
  allowedOrigins: string[];
  /** Where the built console lives. */
  distDir: string;
  /** Memory for answers of unchanged GraphQL reads (server/graphql/readCache.ts); 0: none kept. */
  readCacheMb: number;
  /** Embedded database only: its shared buffers in MB, or 'auto' to size them from the folder (server/db/pgliteCache.ts). */
  dbCacheMb: DbCacheSetting;
  /** PostgreSQL only: connections this process keeps open at most. */
  dbPoolSize: number;
  /** PostgreSQL only: a statement running longer is cancelled; 0: no limit. */
  dbStatementTimeoutMs: number;
  /** false: this instance serves requests only; the AI queue is worked by other instances. */
  aiWorker: boolean;
  /** Uploaded files on an S3-compatible store instead of FILES_DIR (server/storage/s3FileStore.ts). */
  s3: S3Settings | null;
  /** App processes sharing the port (server/cluster.ts); more than 1 only on PostgreSQL. */
  webConcurrency: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Every variable the server reads, for the README and for `--help`-like output. */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; default: string; description: string }> = [
  { name: 'PORT', default: '8080', description: 'TCP port of the server (console and /api).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address to listen on; 127.0.0.1 keeps it local.' },
  { name: 'DATA_DIR', default: './data', description: 'Folder of the embedded database, the uploaded files and the lock file.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'postgres://user:pass@host:5432/db to use a PostgreSQL server (with pgvector and pg_trgm) instead of the embedded database.',
  },
  {
    name: 'DATABASE_DIRECT_URL',
    default: '(DATABASE_URL)',
    description:
      'PostgreSQL only: when DATABASE_URL goes through a transaction-mode pooler (PgBouncer), a direct connection to the same database for migrations and the server-presence lock.',
  },
  { name: 'FILES_DIR', default: '<DATA_DIR>/files', description: 'Where uploaded logos and resumes are stored.' },
  { name: 'SESSION_TTL_HOURS', default: '12', description: 'How long a sign-in lasts without activity (it is extended while in use).' },
  { name: 'SESSION_MAX_HOURS', default: '24', description: 'How long a sign-in lasts at most, however active; then the person signs in again.' },
  {
    name: 'COOKIE_SECURE',
    default: 'auto',
    description: 'auto: mark the session cookie Secure when the request came over HTTPS; true: always; false: never.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true when behind a reverse proxy: trust its X-Forwarded-Proto/-For/-Host headers; a number (2, 3) when that many proxies stand in front (a CDN, then the reverse proxy). The client address is the one the outermost trusted proxy saw.',
  },
  {
    name: 'LOGIN_RATE_LIMIT',
    default: '5',
    description: 'Failed sign-ins of one email from one client address that cost no wait; the next failure starts the waits, and each try after it waits a growing delay (1 s, 2 s, 4 s, … up to 15 minutes).',
  },
  { name: 'LOGIN_RATE_LIMIT_ADDRESS', default: '30', description: 'Failed sign-ins allowed per client IP address per 15 minutes, across emails.' },
  {
    name: 'SEED_DEMO',
    default: 'true',
    description:
      'Fill an empty database with the demo marketplace on first start, and keep the demo sign-in (admin@example.com / Admin@12345, a Super Admin) and colleagues. false in production: no demo account is made.',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset)',
    description:
      'With SEED_DEMO=false: the sign-in address of the first Super Admin, created when the database has no active Super Admin (and needed then). Ignored once one exists.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(generated)',
    description:
      "With ADMIN_EMAIL: that first Super Admin's password (the staff password rules apply). Unset: a one-time password is generated, printed once in the start-up log, and must be changed at the first sign-in. Never changes an existing account.",
  },
  {
    name: 'ALLOWED_ORIGINS',
    default: '(none)',
    description: 'Comma-separated extra origins allowed to send state-changing requests (npm run dev adds the Vite origin).',
  },
  {
    name: 'GRAPHQL_CACHE_MB',
    default: '64',
    description: 'Memory for answers of GraphQL reads given again while no table they read has changed; 0 turns it off.',
  },
  {
    name: 'DB_CACHE_MB',
    default: 'auto',
    description: `Embedded database only: megabytes of its page cache (PostgreSQL's shared_buffers), 16 to ${MAX_CACHE_MB}; resident from the start. auto: the database's size on disk, in steps of 64, from 128 (PGlite's own) up to ${AUTO_CAP_MB}.`,
  },
  { name: 'DB_POOL_SIZE', default: '10', description: 'PostgreSQL only: database connections each app process keeps open at most.' },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    default: '0',
    description: 'PostgreSQL only: cancel a database statement running longer than this many milliseconds (0: no limit).',
  },
  {
    name: 'AI_WORKER',
    default: 'true',
    description: 'false for web-only instances: they queue AI work (overviews, embeddings) but leave it to instances with AI_WORKER=true.',
  },
  {
    name: 'S3_BUCKET_PREFIX',
    default: '(unset)',
    description: 'Set to keep uploaded files on an S3-compatible store: bucket names are this prefix + company-logo / resume (created when missing).',
  },
  { name: 'S3_ENDPOINT', default: '(AWS)', description: 'URL of an S3-compatible server (MinIO, Ceph, R2, …); unset for AWS S3.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the S3 store.' },
  { name: 'S3_ACCESS_KEY_ID', default: '(SDK default)', description: 'S3 access key; unset: the AWS SDK\'s usual sources (environment, profile, instance role).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(SDK default)', description: 'S3 secret key, with S3_ACCESS_KEY_ID.' },
  { name: 'S3_FORCE_PATH_STYLE', default: 'true with S3_ENDPOINT', description: 'Address buckets as <endpoint>/<bucket> (most self-hosted servers) instead of <bucket>.<endpoint>.' },
  {
    name: 'WEB_CONCURRENCY',
    default: '1',
    description: 'PostgreSQL only: app processes serving the one PORT (use up to one per core); the embedded database allows one.',
  },
  { name: 'API_PORT', default: '8081', description: 'npm run dev only: port of the API server behind the Vite dev server (5173).' },
];

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, text(env, 'DATA_DIR') ?? './data');
  const url = postgresUrl(env, 'DATABASE_URL');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: url,
    databaseDirectUrl: directUrl(env, url),
    filesDir: resolve(cwd, text(env, 'FILES_DIR') ?? join(dataDir, 'files')),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 24, 1, 24 * 365),
    secureCookies: cookieMode(env),
    trustProxy: proxyHops(env),
    loginRateLimit: {
      perPair: integer(env, 'LOGIN_RATE_LIMIT', 5, 1, 100_000),
      perAddress: integer(env, 'LOGIN_RATE_LIMIT_ADDRESS', 30, 1, 100_000),
    },
    seedDemo: boolean(env, 'SEED_DEMO', true),
    firstAdmin: firstAdmin(env),
    allowedOrigins: origins(env),
    distDir: resolve(cwd, 'dist'),
    readCacheMb: integer(env, 'GRAPHQL_CACHE_MB', 64, 0, 16_384),
    dbCacheMb: dbCacheMb(env),
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1_000),
    dbStatementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 0, 0, 86_400_000),
    aiWorker: boolean(env, 'AI_WORKER', true),
    s3: s3Settings(env),
    webConcurrency: webConcurrency(env, url),
  };
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}").`);
}

function firstAdmin(env: Env): ServerConfig['firstAdmin'] {
  const email = text(env, 'ADMIN_EMAIL') ?? null;
  const password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null;
  if (email !== null) {
    const problem = staffEmailProblem(email);
    if (problem === INVALID_EMAIL) throw new ConfigError(`ADMIN_EMAIL must be an email address such as it@yourcompany.com (got "${email}").`);
    if (problem) throw new ConfigError(`ADMIN_EMAIL must be a plain email address (got "${email}"): no accented or look-alike letters, invisible characters or trailing dot.`);
  }
  if (password !== null) {
    if (email === null) {
      throw new ConfigError('ADMIN_PASSWORD is the password of the first Super Admin, whose address ADMIN_EMAIL is not set. Set ADMIN_EMAIL too, or unset ADMIN_PASSWORD.');
    }
    // sign-in takes a password as typed: a stray space from an env file would be part of it, unseen
    if (password !== password.trim()) {
      throw new ConfigError('ADMIN_PASSWORD starts or ends with a space or line break (a stray one from an environment file?), which signing in would need typed too: remove it.');
    }
    // the rules of a password set with no current one, as an administrator's temporary password (services/staff.ts)
    const broken = newPasswordError(password);
    if (broken) throw new ConfigError(`${broken.replace(/^New password/, 'ADMIN_PASSWORD').replace(/\.$/, '')} (the staff password rules).`);
  }
  return { email, password };
}

function proxyHops(env: Env): boolean | number {
  const raw = text(env, 'TRUST_PROXY')?.toLowerCase();
  if (raw === undefined) return false;
  if (['true', 'yes', '1'].includes(raw)) return true;
  if (['false', 'no', '0'].includes(raw)) return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  throw new ConfigError(`TRUST_PROXY must be true, false or the number of proxies in front, 2 to 10 (got "${env.TRUST_PROXY}").`);
}

function cookieMode(env: Env): CookieSecureMode {
  const raw = text(env, 'COOKIE_SECURE')?.toLowerCase() ?? 'auto';
  if (raw === 'auto') return 'auto';
  if (raw === 'true') return 'always';
  if (raw === 'false') return 'never';
  throw new ConfigError(`COOKIE_SECURE must be auto, true or false (got "${env.COOKIE_SECURE}").`);
}

function postgresUrl(env: Env, name: string): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL such as postgres://user:password@host:5432/database.`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`${name} must start with postgres:// or postgresql://.`);
  }
  return raw;
}

function directUrl(env: Env, url: string | null): string | null {
  const direct = postgresUrl(env, 'DATABASE_DIRECT_URL');
  // Refused rather than ignored: set alone it most likely means DATABASE_URL was forgotten, and
  // the server would quietly start on an empty embedded database instead of the real one.
  if (direct !== null && url === null) {
    throw new ConfigError(
      'DATABASE_DIRECT_URL is the direct route to the PostgreSQL server of DATABASE_URL, which is not set: the embedded database has no pooler. Set DATABASE_URL too, or unset DATABASE_DIRECT_URL.',
    );
  }
  return direct;
}

/** Where work that holds a session advisory lock across statements connects (see databaseDirectUrl). */
export function sessionLockUrl(config: Pick<ServerConfig, 'databaseUrl' | 'databaseDirectUrl'>): string | null {
  return config.databaseDirectUrl ?? config.databaseUrl;
}

function dbCacheMb(env: Env): DbCacheSetting {
  const raw = text(env, 'DB_CACHE_MB');
  if (raw === undefined || raw.toLowerCase() === 'auto') return 'auto';
  const value = Number(raw);
  // the embedded engine has 2 GB of memory in all: the rest is for queries and index builds
  if (!/^\d+$/.test(raw) || value < 16 || value > MAX_CACHE_MB) {
    throw new ConfigError(
      `DB_CACHE_MB must be auto or a whole number of megabytes from 16 to ${MAX_CACHE_MB} (got "${raw}"): the embedded database has 2 GB of memory in all, and its queries need the rest.`,
    );
  }
  return value;
}

function webConcurrency(env: Env, url: string | null): number {
  const processes = integer(env, 'WEB_CONCURRENCY', 1, 1, 256);
  // PGlite lives inside one process, and the data folder's lock admits one server
  if (processes > 1 && url === null) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${processes} needs a PostgreSQL server (DATABASE_URL): the embedded database allows one app process, so unset WEB_CONCURRENCY or set DATABASE_URL.`,
    );
  }
  return processes;
}

function s3Settings(env: Env): S3Settings | null {
  const bucketPrefix = text(env, 'S3_BUCKET_PREFIX');
  if (bucketPrefix === undefined) return null;
  if (!/^[a-z0-9][a-z0-9.-]{0,40}$/.test(bucketPrefix)) {
    throw new ConfigError(`S3_BUCKET_PREFIX must be lower-case letters, digits, dots or dashes, at most 41 characters (got "${bucketPrefix}").`);
  }
  const endpoint = text(env, 'S3_ENDPOINT') ?? null;
  if (endpoint !== null) {
    try {
      new URL(endpoint);
    } catch {
      throw new ConfigError(`S3_ENDPOINT must be a URL such as http://127.0.0.1:9000 (got "${endpoint}").`);
    }
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.');
  }
  return {
    endpoint,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    bucketPrefix,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
  };
}

function origins(env: Env): string[] {
  const raw = text(env, 'ALLOWED_ORIGINS');
  if (raw === undefined) return [];
  return raw.split(',').map((item) => {
    const value = item.trim();
    try {
      const url = new URL(value);
      if (url.origin === 'null' || url.origin !== value.replace(/\/$/, '')) throw new Error('not an origin');
      return url.origin;
    } catch {
      throw new ConfigError(`ALLOWED_ORIGINS entries must be origins such as http://localhost:5173 (got "${value}").`);
    }
  });
}
