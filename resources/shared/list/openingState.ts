/**
 * The state a list opens with (spec §2): the page and filters the address names, or, when it
 * names no filter, the filters saved for the list. SpecList seeds its store with it, and
 * start-up (src/listPrefetch.ts) asks for the same first page before the list has mounted, so
 * both must read it here. Light on purpose: no React.
 */
import { LIST_FILTER_KEYS } from '../../../domain/filters';
import type { ResourceName } from '../definition';
import { FILTER_PREFIX, type ListUrlState, readListUrlState } from '../listUrlState';
import { loadSavedFilters } from './filterStorage';

/** Lists that open a record's detail directly when the URL names it as user_id (spec §2). */
export const OPENS_USER_ID: readonly ResourceName[] = ['employers', 'jobseekers'];

/** The record the address asks the list to open instead (`user_id`), if the list does that. */
export function userIdToOpen(resource: ResourceName, search: string): string | null {
  return OPENS_USER_ID.includes(resource) ? new URLSearchParams(search).get('user_id') : null;
}

export function openingListState(resource: ResourceName, search: string): ListUrlState {
  const known = LIST_FILTER_KEYS[resource];
  const fromUrl = readListUrlState(search, known);
  const namesFilters = [...new URLSearchParams(search).keys()].some((key) => key.startsWith(FILTER_PREFIX));
  return { page: fromUrl.page, filter: namesFilters ? fromUrl.filter : loadSavedFilters(resource, known) };
}
