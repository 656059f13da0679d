/**
 * A resource list as the spec wants it (§2): 100 rows a page, newest first, page and filters in
 * the URL as `page` (0-based) and `filter_<column>`. react-admin's URL sync is off; its params
 * live in the store under one key per list, seeded before the list first renders (so a deep link
 * costs one request, not two) from the URL, or, when the URL names no filter, from the filters
 * saved in local storage. While the list is open the URL is the truth: ListUrlSync bridges it
 * and react-admin's state, SaveFilters remembers the filters for the next visit.
 */
import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ListBase, useStoreContext } from 'react-admin';
import type { SortPayload } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { DEFAULT_SORT, LIST_PAGE_SIZE } from '../../domain/constants';
import { LIST_FILTER_KEYS } from '../../domain/filters';
import type { ResourceName } from './definition';
import { ListPage } from './list/ListPage';
import { openingListState, userIdToOpen } from './list/openingState';
import { SaveFilters } from './list/SaveFilters';
import { ListUrlSync } from './ListUrlSync';
import { detailPath } from '../../ui/paths';

export const LIST_SORT: SortPayload = { field: DEFAULT_SORT.field, order: DEFAULT_SORT.direction };

export const listStoreKey = (resource: ResourceName) => `${resource}.specList`;

/** Swallows react-admin's own failure notification: the list shows the error block instead. */
const quiet = () => undefined;

export interface SpecListProps {
  resource: ResourceName;
  children: ReactNode;
  /** Shows Add New in the header (jobs and companies) */
  addNew?: boolean;
  /** Defaults to createdAt descending (spec §2) */
  sort?: SortPayload;
  /** Extra header content under the title row */
  aside?: ReactNode;
}

export function SpecList({ resource, children, addNew = false, sort = LIST_SORT, aside }: SpecListProps) {
  const store = useStoreContext();
  const location = useLocation();
  const [seeded, setSeeded] = useState(false);
  const knownFilters = LIST_FILTER_KEYS[resource];

  useLayoutEffect(() => {
    const { page, filter } = openingListState(resource, location.search);
    store.setItem(listStoreKey(resource), {
      filter,
      displayedFilters: {},
      page: page + 1,
      perPage: LIST_PAGE_SIZE,
      sort: sort.field,
      order: sort.order,
    });
    setSeeded(true);
    // Seeded once per mount: later URL changes are ListUrlSync's job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource]);

  const userId = userIdToOpen(resource, location.search);
  if (userId) return <Navigate to={detailPath(resource, userId)} replace />;
  if (!seeded) return null;
  return (
    <ListBase
      resource={resource}
      perPage={LIST_PAGE_SIZE}
      sort={sort}
      disableSyncWithLocation
      storeKey={listStoreKey(resource)}
      queryOptions={{ onError: quiet }}
    >
      <ListUrlSync knownFilters={knownFilters} />
      <SaveFilters resource={resource} />
      <ListPage resource={resource} addNew={addNew} aside={aside}>
        {children}
      </ListPage>
    </ListBase>
  );
}
