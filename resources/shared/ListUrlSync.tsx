/**
 * Keeps a list's page and filters and the URL's `page` / `filter_<column>` in step, both ways:
 * list changes (paging, filtering) are written to the URL, and URL changes (links, back and
 * forward) are applied to the list.
 */
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FilterKeySpec } from '../../domain/filters';
import { readListUrlState, sameListState, writeListUrlState } from './listUrlState';
import type { FilterValues } from './listUrlState';

export function ListUrlSync({ knownFilters }: { knownFilters: Readonly<Record<string, FilterKeySpec>> }) {
  const { page, filterValues, setPage, setFilters } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const lastSearch = useRef(location.search);
  // The first write completes the opening URL (saved filters restored): no history entry for it.
  const firstRun = useRef(true);

  useEffect(() => {
    const replace = firstRun.current;
    firstRun.current = false;
    const fromUrl = readListUrlState(location.search, knownFilters);
    const fromList = { page: Math.max(0, page - 1), filter: (filterValues ?? {}) as FilterValues };
    if (location.search !== lastSearch.current) {
      lastSearch.current = location.search;
      if (sameListState(fromUrl, fromList)) return;
      const filtersChanged = !sameListState({ page: 0, filter: fromUrl.filter }, { page: 0, filter: fromList.filter });
      if (filtersChanged) setFilters(fromUrl.filter, {}, false);
      // setFilters goes back to the first page; a page number in the same link still wins.
      if (filtersChanged ? fromUrl.page !== 0 : fromUrl.page !== fromList.page) setPage(fromUrl.page + 1);
      return;
    }
    if (!sameListState(fromUrl, fromList)) {
      const search = writeListUrlState(location.search, fromList);
      lastSearch.current = search;
      navigate({ pathname: location.pathname, search }, { replace });
    }
  }, [location.search, location.pathname, page, filterValues, knownFilters, navigate, setFilters, setPage]);

  return null;
}
