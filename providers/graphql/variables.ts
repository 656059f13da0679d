/** react-admin list parameters → the contract's list arguments (pure). */
import { DEFAULT_SORT, LIST_PAGE_SIZE } from '../../domain/constants';
import { LIST_FILTER_KEYS, sortableFields } from '../../domain/filters';
import type { FilterKeySpec, ListName } from '../../domain/filters';
import type { FilterInput, SortInput } from '../../domain/types';

export interface RaListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

export interface ListVariables {
  page: number;
  size: number;
  sort: SortInput;
  filters: FilterInput[];
}

export function toSort(sort: RaListParams['sort'], resource: ListName): SortInput {
  const sortable = sortableFields(resource);
  if (!sort || !sortable.includes(sort.field)) return { ...DEFAULT_SORT };
  return { field: sort.field, direction: sort.order === 'ASC' ? 'ASC' : 'DESC' };
}

function toBoolean(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** Known filter keys only; booleans as boolValue; blank values dropped. */
export function toFilters(resource: ListName, filter: Record<string, unknown> = {}): FilterInput[] {
  const known: Readonly<Record<string, FilterKeySpec>> = LIST_FILTER_KEYS[resource];
  const filters: FilterInput[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const spec = known[key];
    if (!spec || value === undefined || value === null) continue;
    if (spec.kind === 'boolean') {
      const boolValue = toBoolean(value);
      if (boolValue !== null) filters.push({ key, boolValue });
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    if (text !== '') filters.push({ key, value: text });
  }
  return filters;
}

export function toListVariables(resource: ListName, params: RaListParams): ListVariables {
  const page = params.pagination?.page ?? 1;
  return {
    page: Math.max(0, Math.floor(page) - 1),
    size: params.pagination?.perPage ?? LIST_PAGE_SIZE,
    sort: toSort(params.sort, resource),
    filters: toFilters(resource, params.filter),
  };
}
