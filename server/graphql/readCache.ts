/**
 * Answers of GraphQL queries, kept with the versions of the tables each one read.
 *
 * Staff open the same lists and records all day, and most of those reads find nothing changed
 * since the last time. Each table has a version raised by every statement that writes it, in the
 * writer's own transaction (table_version_slots, migrations 004-006 and 014), so the versions say
 * whether anything a query read has changed. A query's answer is kept under its document,
 * variables, the caller's Accept header and the caller (id and role: the role decides what may be
 * asked), with the versions, read *before* it ran, of just the tables its SQL named
 * (server/db/readTables.ts): the answer is at least as new as those versions, and any later write
 * to one of those tables moves its version, so an answer is given again only while nothing it
 * could show has changed, and a write to another table (a note on a seeker, for a job list)
 * leaves it alone. That holds across several server processes sharing a PostgreSQL server too,
 * since the versions live in the database and every request reads them there.
 *
 * An answer that read a table without a version (the AI queue, the audit trail, ...) is not kept,
 * since nothing would say when it changed; one whose queries were not seen at all depends on
 * every table. Only successful answers of `query` operations are kept (never mutations, never
 * answers with errors), in memory, least recently used first out, within a byte budget
 * (GRAPHQL_CACHE_MB; 0 turns it off).
 */
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { Db } from '../db/client';
import { loadRelationCatalog, type ReadLog, type RelationCatalog, tablesRead } from '../db/readTables';
import { readTableVersions } from '../db/tableVersions';
import type { SessionUser } from './context';

/** Says whether a query's answer was given again from the cache (hit) or computed (miss). */
export const READ_CACHE_HEADER = 'x-read-cache';

export interface CachedAnswer {
  /** `name:version,...` of the tables the answer read (the format of server/db/tableVersions.ts). */
  versions: string;
  contentType: string;
  body: string;
}

export interface ReadCache {
  /** Where a request's answer is kept, or null when it must not be (mutations, bad documents). */
  keyOf(caller: string, accept: string | undefined, body: unknown): string | null;
  /** The versions of every table, read now. */
  versions(): Promise<string>;
  /** The answer kept under `key` if every table it read is still at the version it had. */
  get(key: string, versions: string): CachedAnswer | null;
  /**
   * The versions (of `versions`, every table's, read before the work ran) of the tables the
   * work read; null when its answer must not be kept (it read a table that has no version).
   */
  versionsRead(reads: ReadLog, versions: string): Promise<string | null>;
  /** Keeps a successful answer (bodies with errors are ignored). */
  set(key: string, answer: CachedAnswer): void;
  readonly stats: { hits: number; misses: number; bytes: number; entries: number };
}

/** Parsed documents remembered for their operation kind. */
const DOCUMENTS_KEPT = 500;

/** The version bookkeeping itself: reading versions is not reading rows. */
const VERSION_TABLES = new Set(['table_versions', 'table_version_slots']);

/** Who asks, as far as an answer can depend on it: the role decides which fields may be asked. */
export function callerKey(user: SessionUser): string {
  return JSON.stringify([user.id, user.role, user.mustChangePassword ?? false]);
}

export function createReadCache(db: Db, options: { maxBytes: number }): ReadCache {
  const entries = new Map<string, CachedAnswer & { size: number }>();
  const queryDocuments = new Map<string, Map<string | null, boolean>>();
  const maxEntryBytes = Math.max(1, Math.floor(options.maxBytes / 8));
  const stats = { hits: 0, misses: 0, bytes: 0, entries: 0 };
  let catalog: Promise<RelationCatalog> | null = null;
  let parsed: { text: string; byTable: Map<string, string> } = { text: '', byTable: new Map() };
  const byTable = (versions: string) => {
    if (parsed.text !== versions) parsed = { text: versions, byTable: parseVersions(versions) };
    return parsed.byTable;
  };

  const isQuery = (document: string, operationName: string | null): boolean => {
    let byName = queryDocuments.get(document);
    if (!byName) {
      byName = operationKinds(document);
      if (queryDocuments.size >= DOCUMENTS_KEPT) queryDocuments.delete(queryDocuments.keys().next().value as string);
      queryDocuments.set(document, byName);
    }
    return byName.get(operationName) ?? false;
  };

  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    stats.bytes -= old.size;
    stats.entries = entries.size;
  };

  return {
    stats,
    keyOf(caller, accept, body) {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
      const { query, variables, operationName, extensions } = body as Record<string, unknown>;
      if (typeof query !== 'string' || extensions !== undefined) return null;
      if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
      if (!isQuery(query, operationName ?? null)) return null;
      return JSON.stringify([caller, accept ?? '', operationName ?? null, query, variables ?? null]);
    },
    versions: () => readTableVersions(db),
    get(key, versions) {
      const entry = entries.get(key);
      if (!entry || !stillCurrent(entry.versions, byTable(versions))) {
        if (entry) drop(key);
        stats.misses++;
        return null;
      }
      entries.delete(key); // most recently used last
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },
    async versionsRead(reads, versions) {
      if (reads.queries === 0) return versions;
      catalog ??= loadRelationCatalog(db).catch((error: unknown) => {
        catalog = null;
        throw error;
      });
      let relations: RelationCatalog;
      try {
        relations = await catalog;
      } catch {
        return null;
      }
      const current = byTable(versions);
      const read: string[] = [];
      for (const table of tablesRead(relations, reads.words)) {
        if (VERSION_TABLES.has(table)) continue;
        const version = current.get(table);
        if (version === undefined) return null;
        read.push(`${table}:${version}`);
      }
      return read.sort().join(',');
    },
    set(key, answer) {
      if (!isSuccessfulAnswer(answer.body)) return;
      const size = key.length * 2 + answer.body.length * 2;
      if (size > maxEntryBytes) return;
      drop(key);
      entries.set(key, { ...answer, size });
      stats.bytes += size;
      while (stats.bytes > options.maxBytes) drop(entries.keys().next().value as string);
      stats.entries = entries.size;
    },
  };
}

/** `name:version,...` as a map; a part without a colon is a name with an empty version. */
function parseVersions(versions: string): Map<string, string> {
  const out = new Map<string, string>();
  if (versions === '') return out;
  for (const part of versions.split(',')) {
    const colon = part.lastIndexOf(':');
    if (colon < 0) out.set(part, '');
    else out.set(part.slice(0, colon), part.slice(colon + 1));
  }
  return out;
}

/** Every table an answer read is still at the version it was read at. */
function stillCurrent(read: string, current: Map<string, string>): boolean {
  for (const [table, version] of parseVersions(read)) if (current.get(table) !== version) return false;
  return true;
}

/**
 * Operation kinds by operation name (null: the document's only operation, as GraphQL picks it
 * when no name is sent). A document that does not parse maps nothing: Yoga answers its error.
 */
function operationKinds(document: string): Map<string | null, boolean> {
  const kinds = new Map<string | null, boolean>();
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(document).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return kinds;
  }
  for (const op of operations) if (op.name) kinds.set(op.name.value, op.operation === 'query');
  if (operations.length === 1) kinds.set(null, operations[0]!.operation === 'query');
  return kinds;
}

/**
 * A JSON answer with data and no errors. Inside JSON strings every quote is escaped, so the bare
 * `"errors":` can only be the answer's own errors key.
 */
function isSuccessfulAnswer(body: string): boolean {
  return body.startsWith('{"data":') && !body.includes('"errors":');
}
