/** The search box's answer: asked 200 ms after the last key press, the previous answer kept meanwhile. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { normaliseSearchQuery, SEARCH_MIN_LENGTH } from '../../../domain/search';
import type { MarketplaceDataProvider } from '../../../providers/types';
import { useDebouncedValue } from '../../../ui/lookup/useDebouncedValue';

export const SEARCH_DEBOUNCE_MS = 200;

export function useGlobalSearch(typed: string) {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const query = normaliseSearchQuery(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const enabled = query.length >= SEARCH_MIN_LENGTH;
  const result = useQuery({
    queryKey: ['globalSearch', query],
    queryFn: () => dataProvider.globalSearch(query),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
  return {
    query,
    enabled,
    groups: enabled ? (result.data ?? []) : [],
    isFetching: result.isFetching,
    isError: enabled && result.isError,
    /** the answer on screen is for what is typed now (not a previous one kept while typing) */
    settled: enabled && !result.isPlaceholderData && result.isSuccess && query === normaliseSearchQuery(typed),
  };
}
