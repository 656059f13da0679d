/**
 * The spec's list state in the URL (§2): `page` is 0-based (anything but a non-negative integer
 * reads as 0) and each filter is a `filter_<column>` parameter, restored for known columns only.
 * react-admin's own URL parameters (1-based `page`, `perPage`, `filter`) are never used: lists
 * keep their state in the store and SpecList bridges it to these parameters, here and only here.
 */
export const FILTER_PREFIX = 'filter_';

export type FilterValues = Record<string, string | boolean>;

export interface ListUrlState {
  /** 0-based */
  page: number;
  filter: FilterValues;
}

export function readPageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 0;
  const page = Number(value);
  return Number.isSafeInteger(page) ? page : 0;
}

export function readListUrlState(
  search: string,
  knownFilters: Readonly<Record<string, { kind: string }>>,
): ListUrlState {
  const params = new URLSearchParams(search);
  const filter: FilterValues = {};
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const key = name.slice(FILTER_PREFIX.length);
    const spec = Object.prototype.hasOwnProperty.call(knownFilters, key) ? knownFilters[key] : undefined;
    if (!spec || value.trim() === '') continue;
    if (spec.kind === 'boolean') {
      if (value === 'true' || value === 'false') filter[key] = value === 'true';
      continue;
    }
    filter[key] = value;
  }
  return { page: readPageParam(params.get('page')), filter };
}

/** The search string for a list state, keeping unrelated parameters; page 0 is left implicit. */
export function writeListUrlState(search: string, state: ListUrlState): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (name.startsWith(FILTER_PREFIX)) params.delete(name);
  }
  params.delete('page');
  for (const [key, value] of Object.entries(state.filter)) {
    if (value === '' || value === undefined || value === null) continue;
    params.set(`${FILTER_PREFIX}${key}`, String(value));
  }
  if (state.page > 0) params.set('page', String(state.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function sameListState(a: ListUrlState, b: ListUrlState): boolean {
  if (a.page !== b.page) return false;
  const aKeys = Object.keys(a.filter);
  const bKeys = Object.keys(b.filter);
  return aKeys.length === bKeys.length && aKeys.every((k) => String(a.filter[k]) === String(b.filter[k]));
}
