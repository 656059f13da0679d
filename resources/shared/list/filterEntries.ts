/**
 * The Smart Filters drawer's entries (spec §3 "Filter entry": columnName and searchValue) and the
 * applied filter values react-admin holds ({ title: 'gold', isExternalJob: true }). Pure.
 */
import type { FilterKeySpec } from '../../../domain/filters';
import type { FilterValues } from '../listUrlState';

export interface FilterEntry {
  columnName: string;
  /** Text as typed; boolean columns hold 'true', 'false' or '' (not chosen yet) */
  searchValue: string;
}

export type FilterSpecs = Readonly<Record<string, FilterKeySpec>>;

export const isBlank = (entry: FilterEntry) => entry.searchValue.trim() === '';

/** Apply Search is allowed once at least one entry has a non-blank value (spec §5). */
export const canApply = (entries: readonly FilterEntry[]) => entries.some((e) => !isBlank(e));

/**
 * Entries → applied values: blank entries dropped, text trimmed, Yes/No as true/false, unknown
 * columns ignored; a column named twice keeps its last value.
 */
export function toFilterValues(entries: readonly FilterEntry[], specs: FilterSpecs): FilterValues {
  const values: FilterValues = {};
  for (const entry of entries) {
    const spec = Object.hasOwn(specs, entry.columnName) ? specs[entry.columnName] : undefined;
    const text = entry.searchValue.trim();
    if (!spec || text === '') continue;
    if (spec.kind === 'boolean') {
      if (text === 'true' || text === 'false') values[entry.columnName] = text === 'true';
      continue;
    }
    values[entry.columnName] = text;
  }
  return values;
}

/** Applied values → entries, in the list's column order. */
export function toFilterEntries(values: Readonly<Record<string, unknown>>, columns: readonly string[]): FilterEntry[] {
  return columns
    .filter((column) => Object.hasOwn(values, column) && hasValue(values[column]))
    .map((column) => ({ columnName: column, searchValue: String(values[column]) }));
}

export function hasValue(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  return typeof value === 'string' && value.trim() !== '';
}

/** True while any applied filter has a value: the filter button's active style. */
export const anyFilterActive = (values: Readonly<Record<string, unknown>>) => Object.values(values).some(hasValue);

/** Applied values without one column (removing its chip). */
export function withoutFilter(values: Readonly<Record<string, unknown>>, column: string): FilterValues {
  const kept: FilterValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (key !== column && (typeof value === 'string' || typeof value === 'boolean')) kept[key] = value;
  }
  return kept;
}
