/** Global search (Ctrl+K): the closest records of every kind, grouped, best group first. */
import { normaliseSearchQuery, SEARCH_GROUP_SIZE, SEARCH_LISTS, SEARCH_MIN_LENGTH, type SearchGroup, type SearchList, seeAllFor } from '../../domain/search';
import { searchAll } from '../db/repositories/globalSearch';
import { badInput } from '../errors';
import type { ServiceDeps } from './deps';

const MAX_GROUP_SIZE = 20;

export function createGlobalSearchService({ db }: ServiceDeps) {
  return {
    /** `mayList`: whether the person asking may open a list; the others are not searched. */
    async search(rawQuery: string, size: number = SEARCH_GROUP_SIZE, mayList: (list: SearchList) => boolean = () => true): Promise<SearchGroup[]> {
      if (!Number.isInteger(size) || size < 1 || size > MAX_GROUP_SIZE) {
        throw badInput(`size must be a whole number from 1 to ${MAX_GROUP_SIZE}.`);
      }
      const query = normaliseSearchQuery(rawQuery);
      if (query.length < SEARCH_MIN_LENGTH) return [];
      const lists = SEARCH_LISTS.filter(mayList);
      if (!lists.length) return [];
      const found = await searchAll(db, query, size, lists);
      const groups: SearchGroup[] = [];
      for (const list of lists) {
        const rows = found.get(list) ?? [];
        if (!rows.length) continue;
        groups.push({
          list,
          hits: rows.map((r) => ({
            id: r.id,
            title: r.title ?? '-',
            subtitle: r.subtitle.filter((part): part is string => !!part).join(' · ') || null,
            score: r.score,
          })),
          seeAll: seeAllFor(list, query, rows[0].fields),
        });
      }
      // Stable: equally close groups keep the fixed order of SEARCH_LISTS.
      return groups.sort((a, b) => b.hits[0].score - a.hits[0].score);
    },
  };
}
