/**
 * Answers of GraphQL queries, kept with the versions of every table a query can read.
 *
 * Staff open the same lists and records all day, and most of those reads find nothing changed
 * since the last time. Each table has a version raised by every statement that writes it, in the
 * writer's own transaction (table_versions, migrations 004-006), so one row read says whether
 * anything a query could read has changed. A query's answer is kept under its document,
 * variables, the caller's Accept header and user, with the versions read *before* it ran: the
 * answer is at least as new as those versions, and any later write moves them, so an answer is
 * given again only while nothing it could show has changed. That holds across several server
 * processes sharing a PostgreSQL server too, since the versions live in the database.
 *
 * Only successful answers of `query` operations are kept (never mutations, never answers with
 * errors), in memory, least recently used first out, within a byte budget (GRAPHQL_CACHE_MB;
 * 0 turns it off).
 */
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { Db } from '../db/client';
import { readTableVersions } from '../db/tableVersions';

/** Says whether a query's answer was given again from the cache (hit) or computed (miss). */
export const READ_CACHE_HEADER = 'x-read-cache';

export interface CachedAnswer {
  versions: string;
  contentType: string;
  body: string;
}

export interface ReadCache {
  /** Where a request's answer is kept, or null when it must not be (mutations, bad documents). */
  keyOf(userId: string, accept: string | undefined, body: unknown): string | null;
  /** The versions of every table, read now. */
  versions(): Promise<string>;
  get(key: string, versions: string): CachedAnswer | null;
  /** Keeps a successful answer (bodies with errors are ignored). */
  set(key: string, answer: CachedAnswer): void;
  readonly stats: { hits: number; misses: number; bytes: number; entries: number };
}

/** Parsed documents remembered for their operation kind. */
const DOCUMENTS_KEPT = 500;

export function createReadCache(db: Db, options: { maxBytes: number }): ReadCache {
  const entries = new Map<string, CachedAnswer & { size: number }>();
  const queryDocuments = new Map<string, Map<string | null, boolean>>();
  const maxEntryBytes = Math.max(1, Math.floor(options.maxBytes / 8));
  const stats = { hits: 0, misses: 0, bytes: 0, entries: 0 };

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
    keyOf(userId, accept, body) {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
      const { query, variables, operationName, extensions } = body as Record<string, unknown>;
      if (typeof query !== 'string' || extensions !== undefined) return null;
      if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
      if (!isQuery(query, operationName ?? null)) return null;
      return JSON.stringify([userId, accept ?? '', operationName ?? null, query, variables ?? null]);
    },
    versions: () => readTableVersions(db),
    get(key, versions) {
      const entry = entries.get(key);
      if (!entry || entry.versions !== versions) {
        if (entry) drop(key);
        stats.misses++;
        return null;
      }
      entries.delete(key); // most recently used last
      entries.set(key, entry);
      stats.hits++;
      return entry;
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
