/**
 * Which app servers are using a PostgreSQL database, so that `npm run seed:reset` (which empties
 * every marketplace table and the AI queue) refuses while one runs, as it does on the embedded
 * database through the data folder's lock file.
 *
 * Each server holds a shared advisory lock on a connection of its own for as long as it runs; a
 * reset takes the same lock exclusively, without waiting. A server starting during a reset waits
 * for it to finish. The lock goes with the connection, so a killed server leaves nothing behind;
 * that holds only on a connection to PostgreSQL itself: a transaction-mode pooler keeps the lock on
 * a server connection it goes on handing out, so behind one the callers pass DATABASE_DIRECT_URL.
 */
import pg from 'pg';
import { CONNECTION_NAME } from './client';

export const SERVER_PRESENCE_KEY = 7_366_003;

export class ServersRunningError extends Error {
  constructor(count: number) {
    super(
      `${count === 1 ? 'An app server is' : `${count} app servers are`} using this PostgreSQL database. ` +
        'Stop every server (npm start) that uses DATABASE_URL, then run the reset again.',
    );
    this.name = 'ServersRunningError';
  }
}

export interface Presence {
  release(): Promise<void>;
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: CONNECTION_NAME });
  // a lost connection only loses the lock; the server itself goes on
  client.on('error', () => {});
  await client.connect();
  return client;
}

function releaser(client: pg.Client): Presence {
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.end().catch(() => {});
    },
  };
}

/** Marks this process as a server of the database until release() (or until it dies). */
export async function holdServerPresence(databaseUrl: string): Promise<Presence> {
  const client = await connect(databaseUrl);
  await client.query('SELECT pg_advisory_lock_shared($1)', [SERVER_PRESENCE_KEY]);
  return releaser(client);
}

/** Takes the database from the servers for a reset; throws ServersRunningError while any runs. */
export async function excludeServers(databaseUrl: string): Promise<Presence> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [SERVER_PRESENCE_KEY]);
    if (!rows[0]?.ok) {
      const held = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
         WHERE locktype = 'advisory' AND classid = 0 AND objid = $1 AND objsubid = 1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [SERVER_PRESENCE_KEY],
      );
      throw new ServersRunningError(Math.max(1, held.rows[0]?.n ?? 1));
    }
    return releaser(client);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}
