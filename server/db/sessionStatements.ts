/**
 * Statements prepared once in the database session and then run by name, for the embedded
 * database only. A relevant-candidates page scans the match vector's index with the same text
 * every time (only the job changes); on PGlite parsing and planning that text was ~0.5 ms of the
 * scan's ~2.4 ms (100,000 seekers, 26 Nov), paid again on every page. PGlite is one session for the
 * whole process, so a statement prepared once serves every later page, and PostgreSQL re-plans it
 * by itself when a table or function it uses changes.
 *
 * Not on a PostgreSQL server: the pool's connections are separate sessions, and a transaction-mode
 * pooler may hand each statement to another one, so a name prepared on one could be missing on
 * the next. There (and inside a transaction's own Kysely object) the plain statement runs.
 *
 * A prepared statement takes its values as literals (EXECUTE cannot bind parameters): callers
 * pass values already checked (a uuid, numbers), and they are quoted as literals all the same.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './database';
import { noteQuery } from './readTables';

const sessions = new WeakMap<Kysely<Database>, Map<string, Promise<void>>>();
/** past this many (deep pages each make their own), a statement runs unprepared */
const MAX_STATEMENTS = 32;

/** Called when the embedded database is opened (server/db/client.ts). */
export function keepStatementsInSession(db: Kysely<Database>): void {
  sessions.set(db, new Map());
}

export interface SessionStatement {
  /** unique per statement text: the statement's kind and what is fixed in its text */
  name: string;
  /** the parameters' types, e.g. ['uuid', 'float8[]'] */
  types: readonly string[];
  /**
   * the statement's SQL with `$1`.. for its parameters and every other value as a literal; the
   * read cache (./readTables.ts), which sees only the name run, is told the names it holds
   */
  text: RawBuilder<unknown>;
}

const STATEMENT_GONE = new Set([
  '26000', // invalid_sql_statement_name: no longer there (DISCARD ALL, DEALLOCATE)
  '0A000', // feature_not_supported: "cached plan must not change result type" after a schema change
]);

/**
 * Runs `statement` with `values`: prepared once and run by name on the embedded database, else
 * as `plain` (the same statement with bound parameters). The result is the same either way.
 */
export async function runInSession<R>(db: Kysely<Database>, statement: SessionStatement, values: readonly string[], plain: () => RawBuilder<R>): Promise<R[]> {
  const prepared = sessions.get(db);
  if (!prepared || (!prepared.has(statement.name) && prepared.size >= MAX_STATEMENTS)) return (await plain().execute(db)).rows;
  const execute = async () =>
    (await sql<R>`EXECUTE ${sql.raw(statement.name)}(${sql.join(values.map((value) => sql.lit(value)))})`.execute(db)).rows;
  noteQuery(statement.text.toOperationNode());
  await prepare(db, prepared, statement);
  try {
    return await execute();
  } catch (error) {
    if (!STATEMENT_GONE.has((error as { code?: string }).code ?? '')) throw error;
    prepared.delete(statement.name);
    await sql`DEALLOCATE ${sql.raw(statement.name)}`.execute(db).catch(() => undefined);
    await prepare(db, prepared, statement);
    return execute();
  }
}

function prepare(db: Kysely<Database>, prepared: Map<string, Promise<void>>, statement: SessionStatement): Promise<void> {
  let done = prepared.get(statement.name);
  if (!done) {
    const types = sql.raw(statement.types.join(', '));
    done = sql`PREPARE ${sql.raw(statement.name)}(${types}) AS ${statement.text}`
      .execute(db)
      .then(() => undefined)
      .catch((error: { code?: string }) => {
        // 42P05: prepared already in this session (by an earlier open of the same database object)
        if (error.code === '42P05') return;
        prepared.delete(statement.name);
        throw error;
      });
    prepared.set(statement.name, done);
  }
  return done;
}
