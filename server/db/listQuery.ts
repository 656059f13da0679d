/**
 * The one list query of all six entity lists: filter, count and page.
 *
 * With filters, the matching ids are computed first in a MATERIALIZED CTE: a rare substring
 * match is then found through its trigram index and sorted in memory, instead of the planner
 * walking the created_at index hoping to meet a match early (TOOLCHAIN.md: p99 up to 0.5 s at
 * 100k rows). Without filters the CTE stays inlined so ORDER BY ... LIMIT uses the index.
 *
 * Counting is the expensive part (every match is read: 14k title matches among 100k jobs is tens
 * of ms on PGlite, and an unfiltered total reads the whole table), so each total is kept per
 * database with the versions of the tables it depends on (migrations 004-005: raised by every
 * writing transaction, visible with its rows), read in the same statement as the page. While
 * they are unchanged only the page is read; and the known total then says whether a filter is
 * common enough to walk the created_at index instead.
 *
 * On that path a list that gives the SQL of its rows (RowSql) gets them in the same statement,
 * in page order: one round trip to the database a page instead of two, which is a good part of
 * the app's CPU for a fresh page (issue 15).
 */
import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Db } from './client';
import type { Database } from './database';
import type { RowSql } from './fieldMap';
import { STATUS_SORT_ORDER } from '../../domain/filters';
import { bindSlots, checkSlots, runCompiled, slots } from './fixedStatement';
import { type ListName, type ParsedFilter, filterSql, filterValue, FILTER_TABLE, LIST_TABLES } from './filters';

export type { ParsedFilter } from './filters';

export interface ListQuery {
  page: number;
  size: number;
  /** `status` ranks rows by the list's STATUS_SORT_ORDER, newest first within a status. */
  sort: { column: 'created_at' | 'updated_at' | 'status'; direction: 'ASC' | 'DESC' };
  filters: ParsedFilter[];
}

export interface IdPage<R = never> {
  ids: string[];
  total: number;
  /** The page's rows in page order, when the list gave their SQL and they were read with the ids. */
  rows?: R[];
}

/** What the page statement adds to each row of the list's own columns. */
interface PageRow {
  __versions: string;
  /** Null on the one row of an empty page. */
  __ord: number | null;
  __id: string;
}

interface KnownTotal {
  versions: string;
  total: number;
  /** Rows of the list's table (planner statistics) when the total was counted. */
  tableRows: number;
}

const TOTALS_KEPT = 1000;
/** Walk the created_at index when it should meet a page's worth of matches within this many rows. */
const WALK_ROWS = 5000;
const knownTotals = new WeakMap<Db, Map<string, KnownTotal>>();

export async function listIds<R = never>(db: Db, list: ListName, query: ListQuery, rowSql?: RowSql): Promise<IdPage<R>> {
  let totals = knownTotals.get(db);
  if (!totals) knownTotals.set(db, (totals = new Map()));
  const key = `${list}\u0000${JSON.stringify(query.filters)}`;
  const known = totals.get(key);
  if (known) {
    const page: { ids: string[]; versions: string; rows?: R[] } = rowSql
      ? await readPageWithRows<R>(db, list, query, known, rowSql)
      : await readPage(db, list, query, known);
    if (page.versions === known.versions) {
      totals.delete(key); // most recently used last
      totals.set(key, known);
      return { ids: page.ids, total: known.total, rows: page.rows };
    }
  }
  const counted = await countAndPage(db, list, query);
  totals.delete(key);
  totals.set(key, { versions: counted.versions, total: counted.total, tableRows: counted.tableRows });
  if (totals.size > TOTALS_KEPT) totals.delete(totals.keys().next().value as string);
  return { ids: counted.ids, total: counted.total };
}

/** The values a list statement binds besides its constants: each filter's (null: binds none), the page's size and offset. */
interface PageValues {
  filters: unknown[];
  size: unknown;
  offset: unknown;
}

const valuesOf = (query: ListQuery): PageValues => ({ filters: query.filters.map(filterValue), size: query.size, offset: query.page * query.size });

function parts(list: ListName, query: ListQuery, values: PageValues = valuesOf(query)) {
  const table = FILTER_TABLE[list] satisfies keyof Database;
  const conditions: RawBuilder<unknown>[] = query.filters.map((f, i) => filterSql(list, f, values.filters[i]));
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const { columns, order } = sortSql(list, query.sort);
  const names = LIST_TABLES[list].map((n) => sql`${n}`);
  const versions = sql`(SELECT string_agg(version::text, ',' ORDER BY name) FROM table_versions WHERE name IN (${sql.join(names)}))`;
  const matched = sql`SELECT t.id, ${columns} FROM ${sql.table(table)} AS t ${where}`;
  const pageIds = sql`ARRAY(SELECT id FROM matched ORDER BY ${order} LIMIT ${values.size} OFFSET ${values.offset})`;
  return { table, filtered: conditions.length > 0, versions, matched, pageIds, page: sql`${pageIds}::text[]` };
}

async function countAndPage(db: Db, list: ListName, query: ListQuery) {
  const { table, filtered, versions, matched, page } = parts(list, query);
  // Referenced twice, a plain CTE would be materialized by default: say which one we mean.
  const materialized = filtered ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;
  const result = await sql<{ total: number; ids: string[] | null; versions: string; table_rows: number }>`
    WITH matched AS ${materialized} (${matched})
    SELECT (SELECT count(*) FROM matched)::int AS total, ${page} AS ids, ${versions} AS versions,
           (SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass)::float8 AS table_rows
  `.execute(db);
  const row = result.rows[0];
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0), versions: row?.versions ?? '', tableRows: Number(row?.table_rows ?? -1) };
}

/** A common match in created_at order: walking the index meets a page of matches early. */
function walksIndex(filtered: boolean, query: ListQuery, known: KnownTotal): boolean {
  const rows = Math.max(known.tableRows, known.total);
  return !filtered || (query.sort.column === 'created_at' && known.total > 0 && ((query.page + 1) * query.size * rows) / known.total <= WALK_ROWS);
}

async function readPage(db: Db, list: ListName, query: ListQuery, known: KnownTotal) {
  const { filtered, versions, matched, page } = parts(list, query);
  const materialized = walksIndex(filtered, query, known) ? sql`NOT MATERIALIZED` : sql`MATERIALIZED`;
  const result = await sql<{ ids: string[] | null; versions: string }>`
    WITH matched AS ${materialized} (${matched})
    SELECT ${page} AS ids, ${versions} AS versions
  `.execute(db);
  const row = result.rows[0];
  return { ids: row?.ids ?? [], versions: row?.versions ?? '' };
}

/**
 * The page's ids and their rows in one statement: the ids in page order (WITH ORDINALITY) joined
 * to the list's rows. The versions come from a one-row side, so an empty page still reads them
 * (as one row whose __ord is null).
 *
 * Its text depends only on the page's shape (the list, its sort, which filter keys, whether the
 * CTE is materialized, the selected columns), so it is compiled once per shape and each page
 * binds its own values (./fixedStatement.ts).
 */
async function readPageWithRows<R>(db: Db, list: ListName, query: ListQuery, known: KnownTotal, rowSql: RowSql) {
  const materialized = walksIndex(query.filters.length > 0, query, known) ? 'NOT MATERIALIZED' : 'MATERIALIZED';
  const values = valuesOf(query);
  const bound = values.filters.filter((v) => v !== null);
  const result = await runCompiled(db, bindSlots(pageStatement<R>(db, list, query, values, materialized, rowSql), [...bound, values.size, values.offset]));
  const rows = result.rows.filter((row) => row.__ord !== null);
  return { ids: rows.map((row) => row.__id), rows: rows as R[], versions: result.rows[0]?.__versions ?? '' };
}

const SHAPES_KEPT = 100;
const pageStatements = new WeakMap<Db, WeakMap<RowSql, Map<string, CompiledQuery<unknown>>>>();

/** The compiled page statement of this shape: slots for the bound filter values, then size and offset. */
function pageStatement<R>(db: Db, list: ListName, query: ListQuery, values: PageValues, materialized: string, rowSql: RowSql): CompiledQuery<R & PageRow> {
  let byRows = pageStatements.get(db);
  if (!byRows) pageStatements.set(db, (byRows = new WeakMap()));
  let byShape = byRows.get(rowSql);
  if (!byShape) byRows.set(rowSql, (byShape = new Map()));
  const filterShape = query.filters.map((f, i) => `${f.key}:${f.kind}:${values.filters[i] === null ? 'none' : 'bound'}`).join(',');
  const shape = `${list}\u0000${query.sort.column} ${query.sort.direction}\u0000${materialized}\u0000${filterShape}`;
  const known = byShape.get(shape);
  if (known) return known as CompiledQuery<R & PageRow>;
  const count = values.filters.filter((v) => v !== null).length + 2;
  const stand = slots(count);
  let next = 0;
  const standIns: PageValues = { filters: values.filters.map((v) => (v === null ? null : stand[next++])), size: stand[count - 2], offset: stand[count - 1] };
  const { matched, versions, pageIds } = parts(list, query, standIns);
  const compiled = checkSlots(
    sql<R & PageRow>`
    WITH matched AS ${sql.raw(materialized)} (${matched}),
    page AS (SELECT p.id, p.ord FROM unnest(${pageIds}) WITH ORDINALITY AS p(id, ord))
    SELECT v.__versions, r.* FROM (SELECT ${versions} AS __versions) AS v
    LEFT JOIN LATERAL (
      SELECT page.ord AS __ord, page.id::text AS __id, ${rowSql.select} FROM ${rowSql.from} JOIN page ON page.id = ${rowSql.id}
    ) AS r ON true
    ORDER BY r.__ord
  `.compile(db),
    count,
  );
  // Filter keys and sorts are the callers' to combine: keep a bounded number of shapes.
  if (byShape.size >= SHAPES_KEPT) byShape.delete(byShape.keys().next().value as string);
  byShape.set(shape, compiled);
  return compiled;
}

/** The sort key of the CTE and the ORDER BY over it. */
function sortSql(list: ListName, sort: ListQuery['sort']): { columns: RawBuilder<unknown>; order: RawBuilder<unknown> } {
  if (sort.column === 'status') {
    const ranks = STATUS_SORT_ORDER[list];
    if (!ranks) throw new Error(`The ${list} list has no status order.`);
    const key = sql`array_position(ARRAY[${sql.join(ranks.map((r) => sql`${r}`))}]::text[], t.status::text)`;
    const direction = sort.direction === 'DESC' ? sql`DESC` : sql`ASC`;
    return { columns: sql`${key} AS sort_key, t.created_at`, order: sql`sort_key ${direction} NULLS LAST, created_at DESC, id ASC` };
  }
  const columns = sql`t.${sql.raw(sort.column)} AS sort_key`;
  // Ties are broken by id in the direction the (created_at DESC, id) index can serve; created_at
  // is NOT NULL, and naming a nulls order there would stop the planner using that index.
  const nulls = sort.column === 'created_at' ? sql`` : sql`NULLS LAST`;
  const order = sort.direction === 'DESC' ? sql`sort_key DESC ${nulls}, id ASC` : sql`sort_key ASC ${nulls}, id DESC`;
  return { columns, order };
}

/** Rows fetched by id come back in any order: put them back in the page's order. */
export function inPageOrder<T extends { _id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r._id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}
