/**
 * The filter choice of each list, kept in local storage between visits (spec §2): one key per
 * list, holding the applied filters as spec §3 filter entries. The URL stays the truth while a
 * list is open; this only seeds a list opened without filter_ parameters.
 */
import type { ResourceName } from '../definition';
import type { FilterValues } from '../listUrlState';
import { toFilterEntries, toFilterValues } from './filterEntries';
import type { FilterEntry, FilterSpecs } from './filterEntries';

export const FILTER_STORAGE_KEYS: Readonly<Record<ResourceName, string>> = {
  companies: 'jobMarketplace.filters.companies',
  employers: 'jobMarketplace.filters.employers',
  'job-applications': 'jobMarketplace.filters.jobApplications',
  jobs: 'jobMarketplace.filters.jobs',
  jobseekers: 'jobMarketplace.filters.jobSeekers',
  'company-requests': 'jobMarketplace.filters.companyRequests',
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): lists then simply forget.
    return null;
  }
}

const isEntry = (value: unknown): value is FilterEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FilterEntry).columnName === 'string' &&
  typeof (value as FilterEntry).searchValue === 'string';

/** The saved filters of a list, known columns only; {} when nothing (readable) is saved. */
export function loadSavedFilters(resource: ResourceName, specs: FilterSpecs): FilterValues {
  const text = storage()?.getItem(FILTER_STORAGE_KEYS[resource]);
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? toFilterValues(parsed.filter(isEntry), specs) : {};
  } catch {
    return {};
  }
}

export function saveFilters(resource: ResourceName, values: FilterValues, columns: readonly string[]): void {
  const entries = toFilterEntries(values, columns);
  try {
    const store = storage();
    if (!store) return;
    if (entries.length === 0) store.removeItem(FILTER_STORAGE_KEYS[resource]);
    else store.setItem(FILTER_STORAGE_KEYS[resource], JSON.stringify(entries));
  } catch {
    // A full or refused storage must not break the list.
  }
}
