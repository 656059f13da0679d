/**
 * Start-up: a list opened by the address (a reload or a deep link to /jobs) asks for its first
 * page at once (src/boot), beside the session check and the console's chunks, instead of after
 * the layout and the list have mounted. The list's own getList then gets that answer: it is
 * handed over once, only for exactly the same resource, page, sort and filter, and only while
 * fresh; anything else (or a failed prefetch) goes to the data provider as usual.
 */
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { DEFAULT_SORT, LIST_PAGE_SIZE } from '../domain/constants';
import type { ResourceName } from '../resources';
import { openingListState, userIdToOpen } from '../resources/shared/list/openingState';
import { resourceRouteOf } from '../resources/viewLoaders';

/** Lists that SpecList shows with the default sort (company requests sort otherwise). */
const PREFETCHED: readonly ResourceName[] = ['jobs', 'companies', 'employers', 'jobseekers'];
/** How long a prefetched page may wait for its list. */
export const PREFETCH_FRESH_MS = 10_000;

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

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const keyOf = (resource: string, params: Partial<GetListParams>) =>
  stable([resource, params.pagination, params.sort, params.filter ?? {}, params.meta]);

/** A list page asked for at start-up, before the list itself asks. */
export interface PrefetchedList {
  request: ListRequest;
  answer: Promise<GetListResult>;
  askedAt: number;
}

/** Asks for the first page of `request` now; a failure is kept for the list to see (and retry). */
export function prefetchList(
  request: ListRequest,
  fetchPage: (resource: ResourceName, params: GetListParams) => Promise<GetListResult>,
  now: () => number = () => Date.now(),
): PrefetchedList {
  const answer = fetchPage(request.resource, request.params);
  answer.catch(() => undefined);
  return { request, answer, askedAt: now() };
}

/**
 * `dataProvider` whose first getList for exactly the prefetched resource, page, sort and filter
 * gets the prefetched answer, once, while fresh; a failed prefetch is not the list's answer (it
 * asks the data provider, which reports errors the usual way). `now` is for tests.
 */
export function withListPrefetch<P extends DataProvider>(
  dataProvider: P,
  prefetched: PrefetchedList | undefined,
  now: () => number = () => Date.now(),
): P {
  if (!prefetched) return dataProvider;
  const key = keyOf(prefetched.request.resource, prefetched.request.params);
  let pending: PrefetchedList | undefined = prefetched;
  const getList = (resource: string, params: GetListParams): Promise<GetListResult> => {
    const mine = pending && keyOf(resource, params) === key ? pending : undefined;
    if (mine) {
      pending = undefined;
      if (now() - mine.askedAt <= PREFETCH_FRESH_MS) return mine.answer.catch(() => dataProvider.getList(resource, params));
    }
    return dataProvider.getList(resource, params);
  };
  return { ...dataProvider, getList } as P;
}
