/**
 * The filter keys each list accepts (spec §2, §7). The server refuses any other key; the console
 * builds its filter columns from these. Text keys match case-insensitive substrings, boolean keys
 * take boolValue, enum keys match exactly.
 */
import { APPLICATION_DECLARATION } from './entities/applications';
import { COMPANY_DECLARATION } from './entities/companies';
import { COMPANY_REQUEST_DECLARATION } from './entities/companyRequests';
import { filterKeysOf } from './entities/declaration';
import { EMPLOYER_DECLARATION } from './entities/employers';
import { JOB_SEEKER_DECLARATION } from './entities/jobSeekers';
import { JOB_DECLARATION } from './entities/jobs';
import { COMPANY_REQUEST_STATUSES } from './enums';

export type FilterKind = 'text' | 'boolean' | 'enum' | 'id';

export interface FilterKeySpec {
  readonly kind: FilterKind;
  /** Enum keys: the stored values, in the order a person meets them */
  readonly values?: readonly string[];
}

/** Each list's entity declaration (domain/entities): its fields, filters and table. */
export const LIST_DECLARATIONS = {
  jobs: JOB_DECLARATION,
  jobseekers: JOB_SEEKER_DECLARATION,
  companies: COMPANY_DECLARATION,
  employers: EMPLOYER_DECLARATION,
  'job-applications': APPLICATION_DECLARATION,
  'company-requests': COMPANY_REQUEST_DECLARATION,
} as const;

export const LIST_FILTER_KEYS = {
  // The entities' filter keys are declared with their fields (domain/entities: `filter`).
  jobs: filterKeysOf(LIST_DECLARATIONS.jobs),
  jobseekers: filterKeysOf(LIST_DECLARATIONS.jobseekers),
  companies: filterKeysOf(LIST_DECLARATIONS.companies),
  employers: filterKeysOf(LIST_DECLARATIONS.employers),
  'job-applications': filterKeysOf(LIST_DECLARATIONS['job-applications']),
  'company-requests': filterKeysOf(LIST_DECLARATIONS['company-requests']),
} as const satisfies Record<string, Record<string, FilterKeySpec>>;

export type ListName = keyof typeof LIST_FILTER_KEYS;
export type FilterKey<L extends ListName> = keyof (typeof LIST_FILTER_KEYS)[L] & string;

export function isListName(name: string): name is ListName {
  return Object.prototype.hasOwnProperty.call(LIST_FILTER_KEYS, name);
}

/** Fields every list may be sorted by (default createdAt DESC). */
export const SORTABLE_FIELDS = ['createdAt', 'updatedAt'] as const;

/**
 * Lists that may also be sorted by `status`: ascending follows the order given here (the
 * workflow order, pending first), and rows of one status are newest first. The server's SQL and
 * the console both read this, so the order is written once.
 */
export const STATUS_SORT_ORDER: Partial<Record<ListName, readonly string[]>> = {
  'company-requests': COMPANY_REQUEST_STATUSES,
};

export function sortableFields(list: ListName): readonly string[] {
  return STATUS_SORT_ORDER[list] ? [...SORTABLE_FIELDS, 'status'] : SORTABLE_FIELDS;
}
