/**
 * Between a saved view's filters (the contract's key/value/boolValue) and the list's applied
 * filter values ({ title: 'gold', isExternalJob: true }). Pure.
 */
import type { FilterInput, SavedViewFilter } from '../../../../domain/generated/contract';
import type { FilterValues } from '../../listUrlState';

export function viewToFilterValues(filters: readonly SavedViewFilter[]): FilterValues {
  const values: FilterValues = {};
  for (const f of filters) {
    if (typeof f.boolValue === 'boolean') values[f.key] = f.boolValue;
    else if (f.value !== null && f.value.trim() !== '') values[f.key] = f.value;
  }
  return values;
}

export function filterValuesToInputs(values: FilterValues): FilterInput[] {
  return Object.entries(values)
    .filter(([, v]) => v !== '' && v !== undefined && v !== null)
    .map(([key, v]) => (typeof v === 'boolean' ? { key, boolValue: v } : { key, value: String(v) }));
}
