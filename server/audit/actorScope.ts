/**
 * Who is acting, carried to the database so the audit triggers (migration 010) can name them.
 *
 * Every signed-in REST handler and every GraphQL execution runs inside `runAsActor` (installed in
 * server/auth/access.ts; a list answered from the read cache executes nothing and needs no actor).
 * Before a writing statement the actor is set as `jm.actor` for that statement's transaction only
 * (`set_config(..., true)`): inside a transaction once, before its first write (again if the actor
 * changes or a savepoint is rolled back); a write outside a transaction gets a transaction of its
 * own around it. Nothing is left on the connection afterwards, so behind a transaction-mode
 * pooler (PgBouncer) an actor can neither leak into another client's transaction nor be missing
 * because the pooler handed out another server connection. Reads are never touched.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { createWorkScope } from '../lib/workScope';

export interface AuditActor {
  id: string;
  email: string;
  name: string;
}

const scope = createWorkScope<string>();

/** Tab-separated: the trigger splits it; tabs and newlines in names are flattened first. */
function actorKey(actor: AuditActor): string {
  const flat = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return `${actor.id}\t${flat(actor.email)}\t${flat(actor.name)}`;
}

export function runAsActor<T>(actor: AuditActor, work: () => T | Promise<T>): Promise<T> {
  return scope.run(actorKey(actor), work);
}

/** Work that must not be attributed to the person whose request started it (background jobs). */
export function runWithoutActor<T>(work: () => T): T {
  return scope.outside(work);
}

const SET_ACTOR = "SELECT set_config('jm.actor', $1, true)";
const BEGIN = CompiledQuery.raw('BEGIN');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');

/**
 * Hand-written SQL is a write when it names a writing command: none of our SQL functions write
 * to an audited table, so a SELECT of raw SQL needs no actor (and no transaction around it).
 */
const WRITE_WORDS = /\b(insert|update|delete|merge|copy|truncate)\b/i;

function isWrite(query: CompiledQuery): boolean {
  const kind = query.query?.kind;
  if (kind === 'SelectQueryNode') return false;
  if (kind === undefined || kind === 'RawNode') return WRITE_WORDS.test(query.sql);
  return true;
}

class ActorConnection implements DatabaseConnection {
  /** Inside a transaction: the actor set in it so far ('' at BEGIN; undefined when unknown). */
  transactionActor: string | undefined = undefined;
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  /** The actor a write needs set first, or null when the transaction already has it. */
  private actorToSet(query: CompiledQuery): string | null {
    if (!isWrite(query)) return null;
    const wanted = scope.current() ?? '';
    if (this.inTransaction) return this.transactionActor === wanted ? null : wanted;
    // outside a transaction nothing of ours is set on the connection: no actor needs nothing
    return wanted === '' ? null : wanted;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const actor = this.actorToSet(query);
    if (actor === null) return this.inner.executeQuery<R>(query);
    if (this.inTransaction) {
      await this.inner.executeQuery(CompiledQuery.raw(SET_ACTOR, [actor]));
      this.transactionActor = actor;
      return this.inner.executeQuery<R>(query);
    }
    await this.inner.executeQuery(BEGIN);
    try {
      await this.inner.executeQuery(CompiledQuery.raw(SET_ACTOR, [actor]));
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(COMMIT);
      return result;
    } catch (error) {
      await this.inner.executeQuery(ROLLBACK).catch(() => undefined);
      throw error;
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const actor = this.actorToSet(query);
    if (actor !== null) {
      // streams are reads (exports); a streamed write would need the transaction executeQuery opens
      if (!this.inTransaction) throw new Error('A streamed write with an acting staff member must run in a transaction.');
      await this.inner.executeQuery(CompiledQuery.raw(SET_ACTOR, [actor]));
      this.transactionActor = actor;
    }
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection): DatabaseConnection =>
  connection instanceof ActorConnection ? connection.inner : connection;

function inTransaction(connection: DatabaseConnection, open: boolean): void {
  if (!(connection instanceof ActorConnection)) return;
  connection.inTransaction = open;
  connection.transactionActor = '';
}

class ActorDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ActorConnection(await this.inner.acquireConnection());
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(unwrap(connection), settings);
    inTransaction(connection, true);
  }
  async commitTransaction(connection: DatabaseConnection) {
    inTransaction(connection, false);
    await this.inner.commitTransaction(unwrap(connection));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    inTransaction(connection, false);
    await this.inner.rollbackTransaction(unwrap(connection));
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(unwrap(connection), name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    // the actor is back to what it was at the savepoint, which is not remembered: set it again
    if (connection instanceof ActorConnection) connection.transactionActor = undefined;
    await this.inner.rollbackToSavepoint?.(unwrap(connection), name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.(unwrap(connection), name, compile);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** The dialect with the actor told to the database before each write (see above). */
export function withAuditActor(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ActorDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
