/**
 * The last few searches a person ran (the search box offers them before anything is typed),
 * kept in react-admin's store: in this browser, for the signed-in user.
 */
import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { normaliseSearchQuery } from '../../../domain/search';

export const RECENT_SEARCHES_KEY = 'globalSearch.recent';
export const RECENT_SEARCHES_KEPT = 5;

/** The newest first, without repeats (case-insensitive), at most RECENT_SEARCHES_KEPT. */
export function withRecent(recent: readonly string[], query: string): string[] {
  const q = normaliseSearchQuery(query);
  if (q === '') return [...recent];
  return [q, ...recent.filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_SEARCHES_KEPT);
}

export function useRecentSearches() {
  const [recent, setRecent] = useStore<string[]>(RECENT_SEARCHES_KEY, []);
  const list = Array.isArray(recent) ? recent.filter((r): r is string => typeof r === 'string') : [];
  const remember = useCallback((query: string) => setRecent((current) => withRecent(Array.isArray(current) ? current : [], query)), [setRecent]);
  const clear = useCallback(() => setRecent([]), [setRecent]);
  return { recent: list, remember, clear };
}
