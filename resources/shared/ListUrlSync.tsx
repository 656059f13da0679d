/**
 * Keeps a list's page and filters and the URL's `page` / `filter_<column>` in step, both ways:
 * list changes (paging, filtering) are written to the URL, and URL changes (links, back and
 * forward) are applied to the list.
 *
 * The router commits a navigation in a transition, so for a moment after a write the location
 * still shows the old search. A list change in that moment must not be mistaken for the URL
 * moving back: the URL counts as moved only when the location differs from the one seen last
 * and is not one of the searches this component itself wrote and has not seen land yet.
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
  const seen = useRef(location.search);
  /** Searches written and not seen yet, oldest first */
  const pending = useRef<string[]>([]);
  // The first write completes the opening URL (saved filters restored): no history entry for it.
  const firstRun = useRef(true);

  useEffect(() => {
    const replace = firstRun.current;
    firstRun.current = false;
    const fromUrl = readListUrlState(location.search, knownFilters);
    const fromList = { page: Math.max(0, page - 1), filter: (filterValues ?? {}) as FilterValues };
    const urlMoved = location.search !== seen.current;
    seen.current = location.search;

    const ownWrite = pending.current.indexOf(location.search);
    if (urlMoved && ownWrite < 0) {
      pending.current = [];
      if (sameListState(fromUrl, fromList)) return;
      const filtersChanged = !sameListState({ page: 0, filter: fromUrl.filter }, { page: 0, filter: fromList.filter });
      if (filtersChanged) setFilters(fromUrl.filter, {}, false);
      // setFilters goes back to the first page; a page number in the same link still wins.
      if (filtersChanged ? fromUrl.page !== 0 : fromUrl.page !== fromList.page) setPage(fromUrl.page + 1);
      return;
    }
    if (urlMoved) pending.current = pending.current.slice(ownWrite + 1);
    if (sameListState(fromUrl, fromList)) return;
    const search = writeListUrlState(location.search, fromList);
    if (pending.current.at(-1) === search) return;
    pending.current.push(search);
    navigate({ pathname: location.pathname, search }, { replace });
  }, [location.search, location.pathname, page, filterValues, knownFilters, navigate, setFilters, setPage]);

  return null;
}
