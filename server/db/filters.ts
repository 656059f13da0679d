/**
 * How each list filter key of domain/filters.ts becomes SQL on the list's table (alias `t`).
 * Text keys are ILIKE patterns (served by the trigram indexes); keys on a related entity use
 * `IN (SELECT id ...)` so the related table's index finds the few matching ids first.
 */
import { type RawBuilder, sql } from 'kysely';
import { columnOf, type EntityDeclaration, type FilterKeyDeclaration, filterKeysOf } from '../../domain/entities/declaration';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
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

const like = (column: string): TextMatcher => (p) => sql`${sql.ref(column)} ILIKE ${p}`;
/**
 * An OR over several columns, written as one ILIKE on search_text(...) so the trigram index of
 * migration 003 serves it. The expression must stay identical to the index's.
 */
const likeAny = (...columns: string[]): TextMatcher => (p) =>
  sql`search_text(${sql.join(columns.map((c) => sql.ref(c)))}) ILIKE ${p}`;
const related = (fk: string, table: string, match: TextMatcher): TextMatcher => (p) =>
  sql`${sql.ref(fk)} IN (SELECT id FROM ${sql.table(table)} AS t WHERE ${match(p)})`;

type AnyEntity = EntityDeclaration<string, string, string>;

/**
 * The SQL of a declared entity's filter keys, by the naming convention: a text key is an ILIKE
 * on its field's column, or on any of the columns of the fields it is declared `over` (one
 * search_text expression, the same as the trigram index of migration 003 over those columns);
 * another key compares its column exactly.
 */
export function declaredFilterSql(entity: AnyEntity): Record<string, TextMatcher | string> {
  const out: Record<string, TextMatcher | string> = {};
  const column = (name: string) => columnOf(name, entity.fields[name]);
  for (const [name, spec] of Object.entries(filterKeysOf(entity) as Record<string, FilterKeyDeclaration>)) {
    const field = entity.fields[name];
    const over = field.filter && field.filter !== true ? field.filter.over : undefined;
    if (spec.kind !== 'text') out[name] = column(name);
    else if (over) out[name] = likeAny(...over.map((n) => `t.${column(n)}`));
    else out[name] = like(`t.${column(name)}`);
  }
  return out;
}

/**
 * Jobs, companies and employers: by their declarations. Job seekers (array columns) and
 * applications (keys on the job and the seeker) are written out: their SQL is not one column's.
 */
const KEY_SQL: { [L in ListName]: KeySql<L> } = {
  jobs: declaredFilterSql(JOB_DECLARATION) as KeySql<'jobs'>,
  jobseekers: {
    'personalDetails.fullName': like('t.full_name'),
    'personalDetails.email': like('t.email'),
    location: (p) =>
      sql`search_text(VARIADIC (ARRAY[t.city, t.state, t.country, t.address] || t.pref_locations)) ILIKE ${p}`,
    skills: (p) => sql`search_text(VARIADIC t.skills) ILIKE ${p}`,
  },
  companies: declaredFilterSql(COMPANY_DECLARATION) as KeySql<'companies'>,
  employers: declaredFilterSql(EMPLOYER_DECLARATION) as KeySql<'employers'>,
  'job-applications': {
    name: related('t.job_seeker_id', 'job_seekers', like('t.full_name')),
    designation: related('t.job_id', 'jobs', like('t.title')),
    companyName: related('t.job_id', 'jobs', like('t.company_name')),
    status: 'status',
    location: related('t.job_id', 'jobs', likeAny('t.location', 't.city', 't.state', 't.country')),
    jobId: 'job_id',
    jobSeekerId: 'job_seeker_id',
  },
  'company-requests': {
    status: 'status',
    companyName: related('t.company_id', 'companies', like('t.company_name')),
    employerEmail: related('t.employee_id', 'employers', like('t.email')),
    companyId: 'company_id',
    employeeId: 'employee_id',
  },
};

/** LIKE treats % and _ as wildcards and \ as escape: a typed "50%" must match literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filterCondition(list: ListName, filter: ParsedFilter): Cond {
  const spec = (KEY_SQL[list] as Record<string, TextMatcher | string>)[filter.key];
  if (spec === undefined) throw new Error(`No SQL for filter key ${list}.${filter.key}`);
  if (filter.kind === 'text') {
    if (typeof spec !== 'function') throw new Error(`Filter ${filter.key} is not a text key`);
    // Control characters never appear in typed text; \x01 is search_text's field separator.
    const escaped = escapeLike(filter.value.replace(/[\u0000-\u001f]/g, ''));
    return spec(filter.exact ? escaped : `%${escaped}%`);
  }
  if (typeof spec !== 'string') throw new Error(`Filter ${filter.key} is a text key`);
  // An id that is not a uuid matches nothing (instead of a cast error from Postgres).
  if (filter.kind === 'id' && !UUID.test(filter.value)) return sql`FALSE`;
  return sql`${sql.ref(`t.${spec}`)} = ${filter.value}`;
}
