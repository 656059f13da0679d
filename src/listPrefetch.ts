/**
 * Start-up: a list opened by the address (a reload or a deep link to /jobs) asks for its first
 * page at once (src/boot), beside the session check and the console's chunks, instead of after
 * the layout and the list have mounted. This says which getList the list will make; the request
 * is built and its answer read by the data provider's own request builder
 * (providers/graphql/earlyAnswer.ts), which hands the answer to the list once, when the list's
 * call builds exactly the same request.
 */
import type { GetListParams } from 'react-admin';
import { DEFAULT_SORT, LIST_PAGE_SIZE } from '../domain/constants';
import type { ResourceName } from '../resources';
import { openingListState, userIdToOpen } from '../resources/shared/list/openingState';
import { resourceRouteOf } from '../resources/viewLoaders';

/** Lists that SpecList shows with the default sort (company requests sort otherwise). */
const PREFETCHED: readonly ResourceName[] = ['jobs', 'companies', 'employers', 'jobseekers'];
export interface ListRequest {
  resource: ResourceName;
  params: GetListParams;
}

/** The getList call SpecList will make for this address (its store seeding, §2), if any. */
export function initialListRequest(location: { pathname: string; search: string }): ListRequest | undefined {
  const route = resourceRouteOf(location.pathname);
  const resource = route?.kind === 'list' ? PREFETCHED.find((name) => name === route.resource) : undefined;
  if (!resource || userIdToOpen(resource, location.search)) return undefined;
  const { page, filter } = openingListState(resource, location.search);
  return {
    resource,
    params: {
      pagination: { page: page + 1, perPage: LIST_PAGE_SIZE },
      sort: { field: DEFAULT_SORT.field, order: DEFAULT_SORT.direction },
      filter,
    },
  };
}
