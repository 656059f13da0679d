/**
 * How each list filter key of domain/filters.ts becomes SQL on the list's table (alias `t`).
 * Text keys are ILIKE patterns (served by the trigram indexes); keys on a related entity use
 * `IN (SELECT id ...)` so the related table's index finds the few matching ids first.
 */
import { type RawBuilder, sql } from 'kysely';
import { columnOf, type EntityDeclaration, type FilterKeyDeclaration, filterKeysOf } from '../../domain/entities/declaration';
import { APPLICATION_DECLARATION } from '../../domain/entities/applications';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { COMPANY_REQUEST_DECLARATION } from '../../domain/entities/companyRequests';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { LIST_FILTER_KEYS, type FilterKey } from '../../domain/filters';

export type ListName = keyof typeof LIST_FILTER_KEYS;

/** One list filter, checked against its key's kind (server/services/listArgs.ts). */
export type ParsedFilter =
  | { key: string; kind: 'text'; value: string; exact: boolean }
  | { key: string; kind: 'boolean'; value: boolean }
  | { key: string; kind: 'enum' | 'id'; value: string };

export const FILTER_TABLE = {
  jobs: 'jobs',
  jobseekers: 'job_seekers',
  companies: 'companies',
  employers: 'employers',
  'job-applications': 'job_applications',
  'company-requests': 'company_requests',
} as const satisfies Record<ListName, string>;

/**
 * Every table a list's filters read (its own, then those of `related` keys below). A cached list
 * total stays valid while none of these changed (migration 004's table_versions).
 */
export const LIST_TABLES = {
  jobs: ['jobs'],
  jobseekers: ['job_seekers'],
  companies: ['companies'],
  employers: ['employers'],
  'job-applications': ['job_applications', 'jobs', 'job_seekers'],
  'company-requests': ['company_requests', 'companies', 'employers'],
} as const satisfies Record<ListName, readonly string[]>;

type Cond = RawBuilder<unknown>;
/** A text matcher receives a ready ILIKE pattern; other kinds name the column compared exactly. */
type TextMatcher = (pattern: string) => Cond;
type KeySql<L extends ListName> = {
  [K in FilterKey<L>]: (typeof LIST_FILTER_KEYS)[L][K] extends { kind: 'text' } ? TextMatcher : string;
};

/** A column a text filter reads: a list column (text[]), or one compared as text (a number's digits). */
interface FilterColumn {
  readonly column: string;
  readonly list: boolean;
  readonly number: boolean;
}

const asText = (c: FilterColumn) => (c.number ? sql`CAST(${sql.ref(c.column)} AS text)` : sql.ref(c.column));
const like = (c: FilterColumn): TextMatcher => (p) => sql`${asText(c)} ILIKE ${p}`;

/**
 * An OR over several columns, written as one ILIKE on search_text(...) so the trigram index of
 * migrations 003 and 016 serves it: the text columns, then the list columns appended
 * (search_text(VARIADIC (ARRAY[city, state] || pref_locations))). The expression must stay
 * identical to the index's.
 */
function likeAny(columns: readonly FilterColumn[]): TextMatcher {
  const refs = (list: boolean) => columns.filter((c) => c.list === list).map(asText);
  const [texts, lists] = [refs(false), refs(true)];
  if (lists.length === 0) return (p) => sql`search_text(${sql.join(texts)}) ILIKE ${p}`;
  const array = texts.length > 0 ? [sql`ARRAY[${sql.join(texts)}]`, ...lists] : lists;
  const parts = array.length === 1 ? array[0] : sql`(${sql.join(array, sql` || `)})`;
  return (p) => sql`search_text(VARIADIC ${parts}) ILIKE ${p}`;
}

type AnyEntity = EntityDeclaration<string, string, string>;

const LIST_KINDS = new Set(['chips', 'commaList']);

/**
 * The SQL of a declared entity's filter keys, by the naming convention: a text key is an ILIKE
 * on its field's column (a number's as text: "4" finds 4 and 45), or on the columns of the fields it is declared `over` (one
 * search_text expression, the same as the trigram index over those columns); with `via`, on the
 * columns of the linked table, as `<id column> IN (SELECT id ...)` so that table's index finds
 * the few matching ids first. Another key compares its column exactly.
 */
export function declaredFilterSql(entity: AnyEntity): Record<string, TextMatcher | string> {
  const out: Record<string, TextMatcher | string> = {};
  const column = (name: string) => columnOf(name, entity.fields[name]);
  for (const [name, spec] of Object.entries(filterKeysOf(entity) as Record<string, FilterKeyDeclaration>)) {
    const field = entity.fields[name];
    const filter = field.filter && field.filter !== true ? field.filter : {};
    if (spec.kind !== 'text') {
      out[name] = column(name);
      continue;
    }
    const via = filter.via ? entity.fields[filter.via] : undefined;
    if (filter.via && !via?.links) throw new Error(`${entity.type}.${name} filters via ${filter.via}, which links no table.`);
    // The fields `over` are the linked record's (named by its own convention) or this row's.
    const over = (filter.over ?? [name]).map((n): FilterColumn => {
      const kind = via ? undefined : entity.fields[n]?.kind;
      return { column: `t.${via ? columnOf(n) : column(n)}`, list: LIST_KINDS.has(kind ?? ''), number: kind === 'number' };
    });
    const match = over.length === 1 && !over[0].list ? like(over[0]) : likeAny(over);
    out[name] = via?.links ? related(`t.${column(filter.via as string)}`, via.links, match) : match;
  }
  return out;
}

const related = (fk: string, table: string, match: TextMatcher): TextMatcher => (p) =>
  sql`${sql.ref(fk)} IN (SELECT id FROM ${sql.table(table)} AS t WHERE ${match(p)})`;

/** Every list's filter keys, by its entity's declaration. */
const KEY_SQL: { [L in ListName]: KeySql<L> } = {
  jobs: declaredFilterSql(JOB_DECLARATION) as KeySql<'jobs'>,
  jobseekers: declaredFilterSql(JOB_SEEKER_DECLARATION) as KeySql<'jobseekers'>,
  companies: declaredFilterSql(COMPANY_DECLARATION) as KeySql<'companies'>,
  employers: declaredFilterSql(EMPLOYER_DECLARATION) as KeySql<'employers'>,
  'job-applications': declaredFilterSql(APPLICATION_DECLARATION) as KeySql<'job-applications'>,
  'company-requests': declaredFilterSql(COMPANY_REQUEST_DECLARATION) as KeySql<'company-requests'>,
};

/** LIKE treats % and _ as wildcards and \ as escape: a typed "50%" must match literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filterCondition(list: ListName, filter: ParsedFilter): Cond {
  return filterSql(list, filter, filterValue(filter));
}

/**
 * What a filter binds: a text key's ILIKE pattern, another key's value; null when it binds
 * nothing (an id that is not a uuid matches nothing, instead of a cast error from Postgres).
 */
export function filterValue(filter: ParsedFilter): string | boolean | null {
  if (filter.kind === 'text') {
    // Control characters never appear in typed text; \x01 is search_text's field separator.
    const escaped = escapeLike(filter.value.replace(/[\u0000-\u001f]/g, ''));
    return filter.exact ? escaped : `%${escaped}%`;
  }
  if (filter.kind === 'id' && !UUID.test(filter.value)) return null;
  return filter.value;
}

/**
 * The SQL of a filter binding `value`: filterValue's, or a stand-in for it in a statement
 * compiled once per shape (./fixedStatement.ts); null is FALSE.
 */
export function filterSql(list: ListName, filter: ParsedFilter, value: unknown): Cond {
  const spec = (KEY_SQL[list] as Record<string, TextMatcher | string>)[filter.key];
  if (spec === undefined) throw new Error(`No SQL for filter key ${list}.${filter.key}`);
  if (filter.kind === 'text') {
    if (typeof spec !== 'function') throw new Error(`Filter ${filter.key} is not a text key`);
    return spec(value as string);
  }
  if (typeof spec !== 'string') throw new Error(`Filter ${filter.key} is a text key`);
  if (value === null) return sql`FALSE`;
  return sql`${sql.ref(`t.${spec}`)} = ${value}`;
}
