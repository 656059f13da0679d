/**
 * One search of a picker (spec §7): page 0 of up to 100 rows, one filter, newest first. A failed
 * search empties the options without a word (spec §8); react-query keeps only the latest answer.
 */
import { useGetList } from 'react-admin';
import { LOOKUP_LIMIT } from '../../domain/constants';
import type { ListName } from '../../domain/filters';

export interface LookupOptions {
  /** The company picker searches only when text is present. */
  onlyWithText: boolean;
  /** False until the picker is worth a request (e.g. never opened). */
  enabled?: boolean;
}

export function useLookup<T>(resource: ListName, filterKey: string, text: string, options: LookupOptions) {
  const query = text.trim();
  const enabled = (options.enabled ?? true) && (!options.onlyWithText || query !== '');
  const { data, isFetching, error } = useGetList(
    resource,
    {
      // react-admin pages are 1-based: page 1 is the contract's page 0
      pagination: { page: 1, perPage: LOOKUP_LIMIT },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: query === '' ? {} : { [filterKey]: query },
    },
    { enabled, retry: false, staleTime: 30_000 },
  );
  const rows = enabled && !error ? ((data ?? []) as unknown as T[]) : [];
  return { options: rows, searching: enabled && isFetching };
}
