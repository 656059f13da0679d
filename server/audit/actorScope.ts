/**
 * Who is acting, carried to the database so the audit triggers (migration 010) can name them.
 *
 * Every signed-in REST handler and every GraphQL execution runs inside `runAsActor` (installed in
 * server/auth/access.ts; a list answered from the read cache executes nothing and needs no actor).
 * Every database connection remembers which actor it last told the database about; before a
 * writing statement from another actor (or from no actor: seeding, the background AI queue) it
 * sets `jm.actor` first. Reads are never touched, and a connection that
 * keeps serving one person pays one extra statement only when that person changes.
 *
 * The setting is a session setting, not a transaction-local one, so writes outside a transaction
 * are covered too; a rollback undoes a setting made inside it, so the remembered value is then
 * forgotten and set again on the next write.
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

const SET_ACTOR = "SELECT set_config('jm.actor', $1, false)";

/** The actor each underlying connection last set ('' when none, the state of a new connection). */
const lastSet = new WeakMap<DatabaseConnection, string>();

class ActorConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  private async tell(query: CompiledQuery): Promise<void> {
    if (query.query?.kind === 'SelectQueryNode') return;
    const wanted = scope.current() ?? '';
    if ((lastSet.get(this.inner) ?? '') === wanted) return;
    await this.inner.executeQuery(CompiledQuery.raw(SET_ACTOR, [wanted]));
    lastSet.set(this.inner, wanted);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.tell(query);
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.tell(query);
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection): DatabaseConnection =>
  connection instanceof ActorConnection ? connection.inner : connection;

class ActorDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ActorConnection(await this.inner.acquireConnection());
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(unwrap(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(unwrap(connection));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    lastSet.delete(unwrap(connection));
    return this.inner.rollbackTransaction(unwrap(connection));
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(unwrap(connection), name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    lastSet.delete(unwrap(connection));
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
