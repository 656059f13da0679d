/** What the search box lists, flattened in screen order so the arrow keys walk it. */
import type { SearchGroup } from '../../../domain/search';
import { FILTER_PREFIX } from '../../../resources/shared/listUrlState';

export type SearchEntry =
  | { kind: 'hit'; key: string; path: string; title: string; subtitle: string | null }
  | { kind: 'seeAll'; key: string; path: string; list: SearchGroup['list'] }
  | { kind: 'recent'; key: string; query: string };

export const recordPath = (list: string, id: string) => `/${list}/${encodeURIComponent(id)}`;

/** The list with the group's filter, exactly as typing it in the filter drawer would set the URL. */
export function seeAllPath(group: SearchGroup): string | null {
  if (!group.seeAll) return null;
  const params = new URLSearchParams({ [`${FILTER_PREFIX}${group.seeAll.key}`]: group.seeAll.value });
  return `/${group.list}?${params.toString()}`;
}

export function entriesOf(groups: readonly SearchGroup[]): SearchEntry[][] {
  return groups.map((group) => {
    const hits: SearchEntry[] = group.hits.map((hit) => ({
      kind: 'hit',
      key: `${group.list}:${hit.id}`,
      path: recordPath(group.list, hit.id),
      title: hit.title,
      subtitle: hit.subtitle,
    }));
    const seeAll = seeAllPath(group);
    return seeAll ? [...hits, { kind: 'seeAll', key: `${group.list}:all`, path: seeAll, list: group.list }] : hits;
  });
}
