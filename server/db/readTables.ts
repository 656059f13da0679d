/**
 * Which tables a piece of work read, for the GraphQL read cache (server/graphql/readCache.ts):
 * an answer is kept with the versions of just those tables, so a write elsewhere (a note on a
 * seeker) leaves it valid.
 *
 * Most list and record queries are written with Kysely's `sql` (server/db/listQuery.ts,
 * fieldMap.ts), so the query builder's table nodes alone would miss most reads. Instead every
 * query run inside `recordingReads` gives up every name its SQL text holds: identifiers, table
 * nodes, and each word of its raw SQL fragments (literals and comments included). Names are
 * matched later against the database's own catalogue (`loadRelationCatalog`): a word that names
 * no table means nothing, a word that names a table means the work read it. Views and our own
 * functions stand for the tables their bodies name. That can only name too many tables (a column
 * called like a table), never too few: the SQL itself is the one source of truth, so a new
 * repository needs no list of its tables anywhere.
 *
 * Parameter values are not read: a table named only in a value is not read by that query
 * (listQuery.ts passes list names to read their versions, not their rows).
 */
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { createWorkScope } from '../lib/workScope';
// The app's Kysely type without client.ts, which installs this file's plugin.
import type { Database } from './database';

export interface ReadLog {
  /** Every lower-case word of the SQL run: table names among them. */
  words: Set<string>;
  /** Queries seen: none at all means nothing was recorded, not that nothing was read. */
  queries: number;
}

const scope = createWorkScope<ReadLog>();

/** Runs `work`, recording the names in every query it runs (in any async step it starts). */
export async function recordingReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: ReadLog }> {
  const reads: ReadLog = { words: new Set(), queries: 0 };
  const result = await scope.run(reads, work);
  return { result, reads };
}

/**
 * For rows a process keeps a copy of and serves without a query naming their table
 * (server/db/exactScan.ts): the work read that table all the same.
 */
export function noteRead(table: string): void {
  const log = scope.current();
  if (!log) return;
  log.words.add(table.toLowerCase());
  log.queries++;
}

/**
 * Records a statement's names, as compiling it does: also called for a statement compiled once
 * and run again (./fixedStatement.ts), which Kysely does not compile (nor show the plugin) again.
 */
export function noteQuery(node: unknown): void {
  const log = scope.current();
  if (!log) return;
  log.queries++;
  collectWords(node, log.words);
}

/** Installed on the app's Kysely (server/db/client.ts); costs nothing outside `recordingReads`. */
export const readTablesPlugin: KyselyPlugin = {
  transformQuery({ node }) {
    noteQuery(node);
    return node;
  },
  transformResult: async ({ result }) => result,
};

const WORD = /[a-z_][a-z0-9_$]*/g;
/** A template's fragments are one frozen array per call site: their words are found once. */
const fragmentWords = new WeakMap<readonly string[], string[]>();

function wordsOf(fragments: readonly string[]): string[] {
  let words = fragmentWords.get(fragments);
  if (!words) {
    words = [...new Set(fragments.join(' ').toLowerCase().match(WORD) ?? [])];
    fragmentWords.set(fragments, words);
  }
  return words;
}

/** Walks any operation node: selects, joins, subqueries, CTEs, raw SQL and what it embeds. */
function collectWords(node: unknown, into: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectWords(child, into);
    return;
  }
  const n = node as { kind?: unknown; name?: unknown; sqlFragments?: readonly string[]; value?: unknown; immediate?: boolean };
  switch (n.kind) {
    case 'IdentifierNode':
      if (typeof n.name === 'string') into.add(n.name.toLowerCase());
      return;
    case 'RawNode':
      for (const word of wordsOf(n.sqlFragments ?? [])) into.add(word);
      break;
    case 'ValueNode':
      // sql.lit: written into the SQL text, unlike a parameter
      if (n.immediate && typeof n.value === 'string') for (const word of n.value.toLowerCase().match(WORD) ?? []) into.add(word);
      return;
    case 'PrimitiveValueListNode':
      return;
  }
  for (const value of Object.values(node)) if (value && typeof value === 'object') collectWords(value, into);
}

export interface RelationCatalog {
  /** Tables (and materialized views, foreign tables): what holds rows and could have a version. */
  tables: Set<string>;
  /** Views and our own functions, with the words of their bodies. */
  bodies: Map<string, string[]>;
}

/**
 * The relations of the app's database and what its views and functions read, from PostgreSQL's
 * catalogue (extensions' own functions left out: they read no table of ours).
 */
export async function loadRelationCatalog(db: Kysely<Database>): Promise<RelationCatalog> {
  const { rows } = await sql<{ name: string; kind: string; body: string | null }>`
    SELECT c.relname AS name, c.relkind::text AS kind, CASE WHEN c.relkind = 'v' THEN pg_get_viewdef(c.oid) END AS body
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_to%'
    UNION ALL
    SELECT p.proname, 'function', p.prosrc
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  `.execute(db);
  const tables = new Set<string>();
  const bodies = new Map<string, string[]>();
  for (const row of rows) {
    if (row.kind === 'v' || row.kind === 'function') {
      const words = (row.body ?? '').toLowerCase().match(WORD) ?? [];
      bodies.set(row.name, [...new Set([...(bodies.get(row.name) ?? []), ...words])]);
    } else {
      tables.add(row.name);
    }
  }
  return { tables, bodies };
}

/** The tables behind the words: named, or read by a view or function named. */
export function tablesRead(catalog: RelationCatalog, words: Iterable<string>): Set<string> {
  const tables = new Set<string>();
  const seen = new Set<string>();
  const pending = [...words];
  while (pending.length > 0) {
    const word = pending.pop() as string;
    if (seen.has(word)) continue;
    seen.add(word);
    if (catalog.tables.has(word)) tables.add(word);
    const body = catalog.bodies.get(word);
    if (body) pending.push(...body);
  }
  return tables;
}
