/**
 * What an operator reads when the server cannot open its PostgreSQL database: one sentence naming
 * the cause and the fix, like the configuration errors (server/config.ts), instead of a pg stack
 * trace. Unknown errors return null and keep their stack: they are bugs to report.
 */

interface PgLikeError {
  code?: string;
  message?: string;
  errors?: unknown[];
}

export class DatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartError';
  }
}

/** An error met on DATABASE_DIRECT_URL's connection, so that its message names that variable. */
export class DirectConnectionError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DirectConnectionError';
  }
}

function target(databaseUrl: string): { user: string; host: string; port: string; database: string } {
  try {
    const url = new URL(databaseUrl);
    return {
      user: decodeURIComponent(url.username) || process.env.PGUSER || process.env.USER || 'postgres',
      host: url.hostname || 'localhost',
      port: url.port || '5432',
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres',
    };
  } catch {
    return { user: '?', host: '?', port: '?', database: '?' };
  }
}

const EXTENSIONS_SQL = 'CREATE EXTENSION IF NOT EXISTS vector; CREATE EXTENSION IF NOT EXISTS pg_trgm;';

/** The readable message for an error met while connecting or migrating, or null when unknown. */
export function describeDatabaseStartError(error: unknown, databaseUrl: string, variable = 'DATABASE_URL'): string | null {
  const err = (error ?? {}) as PgLikeError & NodeJS.ErrnoException;
  // Node reports a refused connection to every address of a name as an AggregateError.
  const first = (Array.isArray(err.errors) ? err.errors[0] : undefined) as NodeJS.ErrnoException | undefined;
  const code = err.code ?? first?.code;
  const message = err.message ?? '';
  const t = target(databaseUrl);
  const where = `${t.host}:${t.port}`;

  if (code === 'ECONNREFUSED') {
    return `Nothing accepts PostgreSQL connections at ${where} (connection refused). Start the PostgreSQL server, or fix the host and port in ${variable}.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `The PostgreSQL host "${t.host}" of ${variable} cannot be found. Fix the host name in ${variable}.`;
  }
  if (code === 'ETIMEDOUT' || /timeout expired|Connection terminated due to connection timeout/i.test(message)) {
    return `PostgreSQL at ${where} did not answer in time. Check that the server runs and that a firewall lets this machine reach it.`;
  }
  if (code === '28P01' || /password authentication failed/i.test(message)) {
    return `PostgreSQL at ${where} refused the password of user "${t.user}". Fix the user or password in ${variable} (postgres://user:password@host:port/database).`;
  }
  if (code === '28000') {
    return `PostgreSQL at ${where} does not let user "${t.user}" connect to database "${t.database}" from this machine (pg_hba.conf). Add a line for it to pg_hba.conf on the server, or use another user.`;
  }
  if (code === '3D000') {
    return `Database "${t.database}" does not exist on PostgreSQL at ${where}. Create it as a superuser: CREATE DATABASE "${t.database}" OWNER "${t.user}"; or fix the database name in ${variable}.`;
  }
  const extension = /extension "([^"]+)"/.exec(message)?.[1];
  if (extension && /permission denied to create extension|must be (superuser|owner)/i.test(message)) {
    return (
      `User "${t.user}" may not create the PostgreSQL extension "${extension}" (only a superuser may). ` +
      `Connect to database "${t.database}" as a superuser and run: ${EXTENSIONS_SQL} Then start the server again.`
    );
  }
  if (extension && /is not available|could not open extension control file/i.test(message)) {
    const install = extension === 'pg_trgm' ? 'the postgresql-contrib package' : `the package that provides "${extension}"`;
    return `The PostgreSQL server at ${where} has no extension "${extension}". Install ${install} on the database server, then start again.`;
  }
  if (code === '42501' && /schema public/i.test(message)) {
    return (
      `User "${t.user}" may not create tables in schema public of database "${t.database}". ` +
      `As a superuser run: ALTER DATABASE "${t.database}" OWNER TO "${t.user}"; or GRANT CREATE ON SCHEMA public TO "${t.user}";`
    );
  }
  if (code === '53300') {
    return `PostgreSQL at ${where} has no free connection (too many clients). Lower DB_POOL_SIZE or the number of app servers, or raise max_connections.`;
  }
  return null;
}
