/**
 * Narrow loaders: each entity declares once, per contract field, the columns that field is read
 * from and how it is read (its FieldMap). The same map serves both ways of loading:
 *
 * - a detail (getXById, mutations' answers, services) reads every field: every mapped column;
 * - a list reads only the fields the GraphQL document selected (Selection, from the resolver's
 *   `info`), so an unselected heavy column (an embedding, a description, a résumé overview) is
 *   neither fetched nor parsed.
 *
 * An entity's map is built from its declaration (domain/entities, server/db/declared.ts): a plain
 * field is its snake_case column, so adding a field adds no line here or in the repository; only
 * computed fields are written out. A selected field the map does not know makes the loader read
 * every field ("when unsure, load the column").
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from './client';
import { runInSession, type SessionStatement } from './sessionStatements';
import { isoOfTimestamp } from './timestampText';

/** The fields asked for under a list's `content`: field name → its own sub-selection ({} for a leaf). */
export type Selection = { readonly [field: string]: Selection };

/** A record as a narrowed load returns it: the selected fields, and always `_id`. */
export type Loaded<T extends { _id: string }> = Partial<T> & Pick<T, '_id'>;

type Column<R> = keyof R & string;

/** A field read from some columns of the row (scalars, lists, and objects read as a whole). */
export interface Leaf<R, V> {
  readonly columns: readonly Column<R>[];
  readonly read: (row: R) => V;
  /** The columns are timestamps fetched as text, read by isoOfTimestamp (./timestampText.ts). */
  readonly asText?: boolean;
}

/** An object field whose own fields are mapped one by one; `present` false makes it null. */
export interface Group<R, V> {
  readonly columns?: readonly Column<R>[];
  readonly present?: (row: R) => boolean;
  readonly fields: FieldMap<R, NonNullable<V>>;
}

export type FieldSpec<R, V> = Leaf<R, V> | Group<R, V>;

/** Every field of the contract type T, read from a row R. */
export type FieldMap<R, T> = { readonly [K in keyof T]-?: FieldSpec<R, T[K]> };

/** Builders bound to one row type, so column names are checked against it. */
export function fieldsOf<R>() {
  return {
    /** The field is the column as it comes back from the driver. */
    column<K extends Column<R>>(name: K): Leaf<R, R[K]> {
      return { columns: [name], read: (row) => row[name] };
    },
    /** The field is computed from these columns (and only these). */
    from<V>(columns: readonly Column<R>[], read: (row: R) => V): Leaf<R, V> {
      return { columns, read };
    },
    /** The field is a timestamp column in the contract's ISO form (null stays null, or `ifNull`). */
    timestamp<K extends Column<R>, D extends string | null = null>(name: K, ifNull?: D): Leaf<R, string | D> {
      const fallback = (ifNull ?? null) as D;
      return { columns: [name], read: (row) => isoOfTimestamp(row[name] as Date | string | null) ?? fallback, asText: true };
    },
  };
}

const isLeaf = <R>(spec: FieldSpec<R, unknown>): spec is Leaf<R, unknown> => 'read' in spec;

/** Where an entity's rows come from: the base table, and the joins some columns need. */
export interface RowSource<R> {
  /** Table of the entity and its alias in the SQL, e.g. { table: 'job_applications', as: 'a' }. */
  readonly table: string;
  readonly as: string;
  /** LEFT JOIN clauses by name, emitted in this order when one of their columns is read. */
  readonly joins?: Readonly<Record<string, RawBuilder<unknown>>>;
  /** Columns that are not the base table's own: the qualified column and the joins it needs. */
  readonly joined?: { readonly [K in Column<R>]?: { readonly column: string; readonly joins: readonly string[] } };
  /** Names the repository fills in itself after the select (e.g. notes from another table). */
  readonly virtual?: readonly Column<R>[];
}

/** What one load reads: the columns, and the reader from row to (partial) record. */
export interface FieldPlan<R, T> {
  /** Mapped column names (virtual ones included) the selected fields are read from. */
  readonly columns: ReadonlySet<string>;
  /** Those of them fetched as text: timestamps read only by timestamp fields. */
  readonly textColumns: ReadonlySet<string>;
  readonly read: (row: R) => T;
  /** false when a selection narrowed it. */
  readonly complete: boolean;
}

export interface Entity<R, T> {
  readonly source: RowSource<R>;
  readonly fields: FieldMap<R, T>;
  /** Every field: what details and services read. */
  readonly full: FieldPlan<R, T>;
  /** Only what the selection needs (plus `_id`); the full plan when the selection is absent or unsure. */
  plan(selection?: Selection): FieldPlan<R, T>;
}

export interface EntityOptions {
  /** Fields of the GraphQL type served by their own resolver, from `_id` only (e.g. Job.relevantCandidates). */
  readonly resolvedElsewhere?: readonly string[];
}

const PLANS_KEPT = 200;

export function defineEntity<R, T>(source: RowSource<R>, fields: FieldMap<R, T>, options: EntityOptions = {}): Entity<R, T> {
  const elsewhere = new Set(options.resolvedElsewhere ?? []);
  const full = compile(fields, undefined, elsewhere);
  if (!full) throw new Error('A full field plan cannot be unsure.');
  const fullPlan: FieldPlan<R, T> = { ...full, complete: true };
  const plans = new Map<string, FieldPlan<R, T>>();
  return {
    source,
    fields,
    full: fullPlan,
    plan(selection) {
      if (!selection) return fullPlan;
      // A list document asks for the same fields page after page: its plan is made once.
      const key = JSON.stringify(selection);
      const known = plans.get(key);
      if (known) return known;
      // Rows are put back in page order by _id, and the resolvers of `elsewhere` read it.
      const compiled = compile(fields, { ...selection, _id: {} }, elsewhere);
      const plan = compiled ? { ...compiled, complete: false } : fullPlan;
      // Documents are the callers' to write: keep a bounded number of plans, the oldest dropped.
      if (plans.size >= PLANS_KEPT) plans.delete(plans.keys().next().value as string);
      plans.set(key, plan);
      return plan;
    },
  };
}

/** The reader of every field of a map (for a nested shape read outside an entity, e.g. by the AI service). */
export function readerOf<R, T>(fields: FieldMap<R, T>): (row: R) => T {
  const compiled = compile(fields, undefined, new Set());
  if (!compiled) throw new Error('A full field plan cannot be unsure.');
  return compiled.read;
}

type Reader<R> = (row: R, out: Record<string, unknown>) => void;

/** Columns and reader of the selected fields; null when a selected field is unknown to the map. */
function compile<R, T>(
  fields: FieldMap<R, T>,
  selection: Selection | undefined,
  elsewhere: ReadonlySet<string>,
): { columns: Set<string>; textColumns: Set<string>; read: (row: R) => T } | null {
  const columns = new Set<string>();
  const textColumns = new Set<string>();
  const otherwiseRead = new Set<string>();
  const readers: Reader<R>[] = [];
  const map = fields as Record<string, FieldSpec<R, unknown>>;
  const keys = selection ? Object.keys(selection) : Object.keys(map);
  for (const key of keys) {
    if (!Object.hasOwn(map, key)) {
      if (key === '__typename' || elsewhere.has(key)) continue;
      return null;
    }
    const spec = map[key] as FieldSpec<R, unknown>;
    if (isLeaf(spec)) {
      for (const c of spec.columns) {
        columns.add(c);
        (spec.asText ? textColumns : otherwiseRead).add(c);
      }
      const read = spec.read;
      readers.push((row, out) => {
        out[key] = read(row);
      });
      continue;
    }
    for (const c of spec.columns ?? []) {
      columns.add(c);
      otherwiseRead.add(c);
    }
    const sub = selection?.[key];
    const inner = compile(spec.fields as FieldMap<R, unknown>, sub && Object.keys(sub).length ? sub : undefined, new Set());
    if (!inner) return null;
    for (const c of inner.columns) {
      columns.add(c);
      (inner.textColumns.has(c) ? textColumns : otherwiseRead).add(c);
    }
    const present = spec.present;
    const readInner = inner.read;
    readers.push((row, out) => {
      out[key] = present && !present(row) ? null : readInner(row);
    });
  }
  // A column some other field reads as the driver gives it is not fetched as text.
  for (const c of otherwiseRead) textColumns.delete(c);
  return {
    columns,
    textColumns,
    read: (row) => {
      const out: Record<string, unknown> = {};
      for (const r of readers) r(row, out);
      return out as T;
    },
  };
}

/** The SQL of a plan's rows: the select list, the table with the joins its columns need, and the id. */
export interface RowSql {
  readonly select: RawBuilder<unknown>;
  readonly from: RawBuilder<unknown>;
  readonly id: RawBuilder<unknown>;
  /** The plan also reads virtual columns, which the repository fills from another table. */
  readonly virtual: boolean;
}

/**
 * The plan's columns (virtual ones left to the caller), timestamps as text where only timestamp
 * fields read them; the joins are made only when one of their columns is read.
 */
export function rowSql<R, T>(entity: Entity<R, T>, plan: FieldPlan<R, T>): RowSql {
  const known = rowSqlOf.get(plan);
  if (known) return known;
  const made = makeRowSql(entity, plan);
  rowSqlOf.set(plan, made);
  return made;
}

/** Plans are kept per selection, and a plan belongs to one entity: its SQL is kept with it. */
const rowSqlOf = new WeakMap<object, RowSql>();

function makeRowSql<R, T>(entity: Entity<R, T>, plan: FieldPlan<R, T>): RowSql {
  const { table, as, joins = {}, joined = {}, virtual = [] } = entity.source;
  const joinedColumns = joined as Record<string, { column: string; joins: readonly string[] } | undefined>;
  const skip = new Set<string>(virtual);
  const needed = new Set<string>();
  const list: RawBuilder<unknown>[] = [];
  for (const name of plan.columns) {
    if (skip.has(name)) continue;
    const j = joinedColumns[name];
    if (j) j.joins.forEach((n) => needed.add(n));
    const ref = sql.ref(j ? j.column : `${as}.${name}`);
    list.push(plan.textColumns.has(name) ? sql`${ref}::text AS ${sql.id(name)}` : sql`${ref} AS ${sql.id(name)}`);
  }
  if (!list.length) list.push(sql`${sql.ref(`${as}.id`)} AS ${sql.id('id')}`);
  const joinSql = Object.entries(joins)
    .filter(([name]) => needed.has(name))
    .map(([, clause]) => clause);
  const joinClauses = joinSql.length ? sql.join(joinSql, sql` `) : sql``;
  return {
    select: sql.join(list),
    from: sql`${sql.table(table)} AS ${sql.id(as)} ${joinClauses}`,
    id: sql.ref(`${as}.id`),
    virtual: virtual.some((name) => plan.columns.has(name)),
  };
}

/** The plan's rows whose id is in `ids` (a uuid[]: a bound array, or `$1` of a prepared statement). */
const rowsWhere = (rows: RowSql, ids: RawBuilder<unknown>) =>
  sql`SELECT ${rows.select} FROM ${rows.from} WHERE ${rows.id} = ANY(${ids}::uuid[])`;

export interface LoadOptions {
  /**
   * Prepare the statement once in the embedded database's session under this name and run it by
   * name (./sessionStatements.ts: PGlite only; a PostgreSQL server runs it plainly), for a read
   * done on every request of a hot path (a page of candidates' cards). One name, one selection.
   */
  readonly prepareAs?: string;
}

/** The SQL text each name was prepared with: a name given to two different statements is a bug. */
const preparedText = new Map<string, string>();
const sessionStatementOf = new WeakMap<RowSql, SessionStatement>();

function sessionStatement(db: Db, rows: RowSql, name: string): SessionStatement {
  const known = sessionStatementOf.get(rows);
  if (known?.name === name) return known;
  const statement = { name, types: ['uuid[]'], text: rowsWhere(rows, sql.raw('$1')) };
  const text = statement.text.compile(db).sql;
  if ((preparedText.get(name) ?? text) !== text) throw new Error(`Statement name ${name} is already taken by another statement.`);
  preparedText.set(name, text);
  sessionStatementOf.set(rows, statement);
  return statement;
}

/**
 * SELECT the plan's rows with these ids. `ids` must be uuids already: they go as one array
 * parameter (a page of 100 ids as 100 parameters cost a little more to plan), or as one array
 * literal to a statement prepared in the session (`prepareAs`).
 */
export async function selectRows<R, T>(db: Db, entity: Entity<R, T>, plan: FieldPlan<R, T>, ids: readonly string[], options: LoadOptions = {}): Promise<R[]> {
  const rows = rowSql(entity, plan);
  const plain = () => rowsWhere(rows, sql`${[...ids]}`) as RawBuilder<R>;
  if (options.prepareAs) return runInSession(db, sessionStatement(db, rows, options.prepareAs), [`{${ids.join(',')}}`], plain);
  return (await plain().execute(db)).rows;
}

/**
 * Loads the rows with these ids through the plan. `attach` reads what the virtual columns need
 * (in parallel with the rows) and returns how to put it on each row, or null when the plan does
 * not read them.
 */
export async function loadRecords<R, T>(
  db: Db,
  entity: Entity<R, T>,
  ids: readonly string[],
  selection?: Selection,
  attach?: (ids: readonly string[], plan: FieldPlan<R, T>) => Promise<((row: R) => void) | null>,
  options?: LoadOptions,
): Promise<T[]> {
  if (!ids.length) return [];
  const plan = entity.plan(selection);
  const [rows, fill] = await Promise.all([selectRows(db, entity, plan, ids, options), attach ? attach(ids, plan) : null]);
  if (fill) rows.forEach(fill);
  return rows.map(plan.read);
}
