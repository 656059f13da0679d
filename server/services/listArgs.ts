/**
 * Validation of list arguments at the edge: page, size, sort and filters of domain/filters.ts.
 * Anything the SQL layer receives from here is known-good.
 */
import { MAX_FILTER_VALUE_LENGTH, MAX_LIST_FILTERS, MAX_PAGE_SIZE } from '../../domain/constants';
import { type FilterKeySpec, LIST_FILTER_KEYS, sortableFields } from '../../domain/filters';
import type { FilterInput, Page, SortInput } from '../../domain/types';
import type { Db } from '../db/client';
import { type Entity, type Loaded, rowSql, type RowSql, type Selection } from '../db/fieldMap';
import type { ListName } from '../db/filters';
import { type ListQuery, type ParsedFilter, inPageOrder, listIds } from '../db/listQuery';
import type { Weight } from '../db/repositories/weight';
import { badInput, notFound } from '../errors';

export interface ListArgs {
  page?: number | null;
  size?: number | null;
  sort?: SortInput | null;
  filters?: FilterInput[] | null;
}

const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', status: 'status' } as const;

function parseFilter(list: ListName, input: FilterInput): ParsedFilter | null {
  const specs: Readonly<Record<string, FilterKeySpec>> = LIST_FILTER_KEYS[list];
  const spec = Object.hasOwn(specs, input.key) ? specs[input.key] : undefined;
  if (!spec) {
    const known = Object.keys(specs).join(', ');
    throw badInput(`Unknown filter "${input.key}". This list can be filtered by: ${known}.`, { [input.key]: 'Unknown filter' });
  }
  if (spec.kind === 'boolean') {
    if (input.boolValue === null || input.boolValue === undefined) {
      const text = (input.value ?? '').trim().toLowerCase();
      if (text === '') return null;
      if (text !== 'true' && text !== 'false') {
        throw badInput(`Filter "${input.key}" takes boolValue true or false.`, { [input.key]: 'Choose Yes or No' });
      }
      return { key: input.key, kind: 'boolean', value: text === 'true' };
    }
    return { key: input.key, kind: 'boolean', value: input.boolValue };
  }
  const value = (input.value ?? '').trim();
  if (value === '') return null;
  if (value.length > MAX_FILTER_VALUE_LENGTH) {
    throw badInput(`Filter "${input.key}" is too long (at most ${MAX_FILTER_VALUE_LENGTH} characters).`, {
      [input.key]: `Must be at most ${MAX_FILTER_VALUE_LENGTH} characters.`,
    });
  }
  if (spec.kind === 'text') return { key: input.key, kind: 'text', value, exact: input.operator === 'EQUALS' };
  if (spec.kind === 'enum') {
    const allowed = spec.values ?? [];
    // Typed filter text may differ in case ("Pending", "open"): match the stored spelling.
    const stored = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
    if (!stored) {
      throw badInput(`Filter "${input.key}" must be one of: ${allowed.join(', ')}.`, { [input.key]: 'Unknown value' });
    }
    return { key: input.key, kind: 'enum', value: stored };
  }
  return { key: input.key, kind: 'id', value };
}

/** The list's filters, checked: an unknown key or value is refused with a readable message. */
export function parseFilters(list: ListName, inputs: readonly FilterInput[]): ParsedFilter[] {
  if (inputs.length > MAX_LIST_FILTERS) {
    throw badInput(`Too many filters (${inputs.length}); a list takes at most ${MAX_LIST_FILTERS}.`, { filters: 'Too many filters' });
  }
  return inputs.map((f) => parseFilter(list, f)).filter((f): f is ParsedFilter => f !== null);
}

export function parseListArgs(list: ListName, args: ListArgs): ListQuery {
  const page = args.page ?? 0;
  const size = args.size ?? 100;
  if (!Number.isInteger(page) || page < 0) {
    throw badInput('page must be a whole number of 0 or more.', { page: 'Invalid page' });
  }
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(`size must be between 1 and ${MAX_PAGE_SIZE}.`, { size: 'Invalid page size' });
  }
  const field = args.sort?.field ?? 'createdAt';
  const sortable = sortableFields(list);
  if (!sortable.includes(field)) {
    throw badInput(`Cannot sort by "${field}". Sort by one of: ${sortable.join(', ')}.`, { sort: 'Invalid sort field' });
  }
  const direction = args.sort?.direction === 'ASC' ? 'ASC' : 'DESC';
  const filters = parseFilters(list, args.filters ?? []);
  return { page, size, sort: { column: SORT_COLUMNS[field as keyof typeof SORT_COLUMNS], direction }, filters };
}

/**
 * The room an answer has left for a read (server/graphql/answerRoom.ts: the answer size limit,
 * shared by the reads of one request). A read whose long fields could not pass it (their bound,
 * `holds`) reads them without weighing; another weighs them in the database first and `take`s
 * what they weigh, which throws when the answer could not hold them.
 */
export interface AnswerRoom {
  holds(bytes: number): boolean;
  take(bytes: number): void;
}

/**
 * Whether `records` records' long fields among `columns` could pass the room left, so that they
 * must be weighed before they are read (weighRoom). A read that could not pass holds its bound.
 */
function mustWeigh(room: AnswerRoom | undefined, weight: Weight | undefined, columns: ReadonlySet<string> | undefined, records: number): boolean {
  if (!room || !weight || !columns) return false;
  const bound = weight.bound(columns);
  return bound > 0 && !room.holds(records * bound);
}

/** Weighs these records' long fields and takes that room; throws, before they are read, when it is not there. */
async function weighRoom(db: Db, room: AnswerRoom, weight: Weight, columns: ReadonlySet<string>, ids: readonly string[]): Promise<void> {
  room.take(await weight.weigh(db, ids, columns));
}

/**
 * A list service. Without a selection every field of each row is loaded; with one (the fields a
 * GraphQL document asked for under `content`) only those fields, and `_id`. Given the list's
 * entity, a page whose rows need no second read (no virtual columns) is read with its ids in
 * one statement (server/db/listQuery.ts); `load` reads them otherwise. Given the entity's
 * `weight` and an answer's room, a page whose long fields could pass the room left (page size x
 * their declared bound) is read in two steps with those fields weighed between them, and is
 * refused before they are read when they would not fit; any other page is read as before.
 */
export interface ListService<T extends { _id: string }> {
  (args: ListArgs): Promise<Page<T>>;
  (args: ListArgs, selection: Selection | undefined, room?: AnswerRoom): Promise<Page<Loaded<T>>>;
}

export function listService<T extends { _id: string }, R = never>(
  db: Db,
  list: ListName,
  load: (db: Db, ids: string[], selection: Selection | undefined) => Promise<Loaded<T>[]>,
  entity?: Entity<R, T>,
  weight?: Weight,
): ListService<T> {
  // `content` not asked for at all (only the totals): the page's ids are all there is to give.
  const idsOnly = (selection: Selection | undefined) => !!selection && !Object.keys(selection).length;
  const loadPage = (d: Db, ids: string[], selection: Selection | undefined): Promise<Loaded<T>[]> =>
    idsOnly(selection) ? Promise.resolve(ids.map((_id) => ({ _id }) as Loaded<T>)) : load(d, ids, selection);
  const withPage = (selection: Selection | undefined): PageRows<R, Loaded<T>> | undefined => {
    if (!entity || idsOnly(selection)) return undefined;
    const plan = entity.plan(selection);
    const sql = rowSql(entity, plan);
    return sql.virtual ? undefined : { sql, read: plan.read };
  };
  const weighed = (selection: Selection | undefined, room: AnswerRoom | undefined): PageWeight | undefined => {
    if (!room || !weight || !entity || idsOnly(selection)) return undefined;
    const columns = entity.plan(selection).columns;
    return { mustWeigh: (size) => mustWeigh(room, weight, columns, size), weigh: (d, ids) => weighRoom(d, room, weight, columns, ids) };
  };
  return ((args: ListArgs, selection?: Selection, room?: AnswerRoom) =>
    runList(db, list, args, (d, ids) => loadPage(d, ids, selection), withPage(selection), weighed(selection, room))) as ListService<T>;
}

/**
 * A by-id read (getJobById & co.): only the fields a GraphQL document asked for (and `_id`) are
 * read, as a list page's. Given an answer's room, the record's long fields are weighed first when
 * their bound could pass the room left (aliased reads of one request share it), and the read is
 * refused before they are read when they would not fit. No such record: NOT_FOUND for `what`.
 */
export function byIdReader<T extends { _id: string }, R = never>(
  db: Db,
  what: string,
  load: (db: Db, ids: string[], selection: Selection | undefined) => Promise<Loaded<T>[]>,
  entity: Entity<R, T>,
  weight: Weight,
): (id: string, selection: Selection | undefined, room?: AnswerRoom) => Promise<Loaded<T>> {
  return async (id, selection, room) => {
    const columns = entity.plan(selection).columns;
    if (room && mustWeigh(room, weight, columns, 1)) await weighRoom(db, room, weight, columns, [id]);
    const record = (await load(db, [id], selection))[0];
    if (!record) throw notFound(what);
    return record;
  };
}

/** The SQL of a page's rows and how a row becomes a record, for reading them with the ids. */
interface PageRows<R, T> {
  sql: RowSql;
  read: (row: R) => T;
}

/** A page's long fields against its answer's room: whether a page of `size` must weigh them, and the weighing. */
interface PageWeight {
  mustWeigh(size: number): boolean;
  weigh(db: Db, ids: string[]): Promise<void>;
}

/**
 * Validates the arguments, finds the page of ids, then loads those rows in order. Given `weight`,
 * a page that must weigh its long fields reads its ids alone, weighs (which may refuse the page:
 * it throws) and only then reads its rows.
 */
export async function runList<T extends { _id: string }, R = never>(
  db: Db,
  list: ListName,
  args: ListArgs,
  load: (db: Db, ids: string[]) => Promise<T[]>,
  pageRows?: PageRows<R, T>,
  weight?: PageWeight,
): Promise<Page<T>> {
  const query = parseListArgs(list, args);
  const weighing = !!weight?.mustWeigh(query.size);
  const page = await listIds<R>(db, list, query, weighing ? undefined : pageRows?.sql);
  const { ids, total } = page;
  let rows: T[] = [];
  if (pageRows && page.rows) rows = page.rows.map(pageRows.read);
  else if (ids.length) {
    if (weighing) await weight?.weigh(db, ids);
    rows = inPageOrder(ids, await load(db, ids));
  }
  return { content: rows, totalElements: total, totalPages: Math.ceil(total / query.size) };
}
