/**
 * The filter keys each list accepts (spec §2, §7). The server refuses any other key; the console
 * builds its filter columns from these. Text keys match case-insensitive substrings, boolean keys
 * take boolValue, enum keys match exactly.
 */
import { APPLICATION_STATUSES, COMPANY_REQUEST_STATUSES, COMPANY_STATUSES, JOB_STATUSES } from './enums';

export type FilterKind = 'text' | 'boolean' | 'enum' | 'id';

export interface FilterKeySpec {
  readonly kind: FilterKind;
  /** Enum keys: the stored values, in the order a person meets them */
  readonly values?: readonly string[];
}

const text = { kind: 'text' } as const;
const bool = { kind: 'boolean' } as const;
const enumOf = <V extends readonly string[]>(values: V) => ({ kind: 'enum', values }) as const;
const id = { kind: 'id' } as const;

export const LIST_FILTER_KEYS = {
  jobs: {
    companyName: text,
    title: text,
    /** OR over location, city, state and country */
    location: text,
    isExternalJob: bool,
    jobStatus: enumOf(JOB_STATUSES),
    companyId: id,
    employerId: id,
  },
  jobseekers: {
    'personalDetails.fullName': text,
    'personalDetails.email': text,
    /** OR over city, state, country, jobPreferences.location and address */
    location: text,
    skills: text,
  },
  companies: {
    companyName: text,
    status: enumOf(COMPANY_STATUSES),
    /** OR over address, city, state and country */
    location: text,
  },
  employers: {
    'personalDetails.fullName': text,
    'personalDetails.email': text,
    'personalDetails.city': text,
    'personalDetails.state': text,
    'personalDetails.country': text,
    companyId: id,
  },
  'job-applications': {
    /** the job seeker's full name */
    name: text,
    /** the job title */
    designation: text,
    companyName: text,
    status: enumOf(APPLICATION_STATUSES),
    /** OR over the job's location, city, state and country */
    location: text,
    jobId: id,
    jobSeekerId: id,
  },
  'company-requests': {
    status: enumOf(COMPANY_REQUEST_STATUSES),
    companyName: text,
    employerEmail: text,
    companyId: id,
    employeeId: id,
  },
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
