/**
 * A resource list as the spec wants it (§2): 100 rows a page, newest first, page and filters in
 * the URL as `page` (0-based) and `filter_<column>`. react-admin's URL sync is off; its params
 * live in the store under one key per list, seeded from the URL before the list first renders so
 * a deep link costs one request, not two.
 */
import { useLayoutEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { List, Pagination, useStoreContext } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { DEFAULT_SORT, LIST_PAGE_SIZE } from '../../domain/constants';
import { LIST_FILTER_KEYS } from '../../domain/filters';
import type { ResourceName } from './definition';
import { ListUrlSync } from './ListUrlSync';
import { readListUrlState } from './listUrlState';
import { detailPath } from './paths';

/** Lists that open a record's detail directly when the URL names it as user_id (spec §2). */
const OPENS_USER_ID: readonly ResourceName[] = ['employers', 'jobseekers'];

export const LIST_SORT = { field: DEFAULT_SORT.field, order: DEFAULT_SORT.direction };

export const listStoreKey = (resource: ResourceName) => `${resource}.specList`;

export interface SpecListProps {
  resource: ResourceName;
  children: ReactNode;
  actions?: ReactElement | false;
  empty?: ReactElement | false;
}

export function SpecList({ resource, children, actions = false, empty }: SpecListProps) {
  const store = useStoreContext();
  const location = useLocation();
  const [seeded, setSeeded] = useState(false);
  const knownFilters = LIST_FILTER_KEYS[resource];

  useLayoutEffect(() => {
    const { page, filter } = readListUrlState(location.search, knownFilters);
    store.setItem(listStoreKey(resource), {
      filter,
      displayedFilters: {},
      page: page + 1,
      perPage: LIST_PAGE_SIZE,
      sort: LIST_SORT.field,
      order: LIST_SORT.order,
    });
    setSeeded(true);
    // Seeded once per mount: later URL changes are ListUrlSync's job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource]);

  const userId = OPENS_USER_ID.includes(resource) ? new URLSearchParams(location.search).get('user_id') : null;
  if (userId) return <Navigate to={detailPath(resource, userId)} replace />;
  if (!seeded) return null;
  return (
    <List
      resource={resource}
      perPage={LIST_PAGE_SIZE}
      sort={LIST_SORT}
      disableSyncWithLocation
      storeKey={listStoreKey(resource)}
      exporter={false}
      actions={actions}
      empty={empty}
      pagination={<Pagination rowsPerPageOptions={[]} />}
    >
      <ListUrlSync knownFilters={knownFilters} />
      {children}
    </List>
  );
}
