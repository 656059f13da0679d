/**
 * Filters and page of the staff and Activity lists in the address, as every list keeps them
 * (spec §2: `filter_<key>` parameters, a 0-based `page`), so a filtered view can be linked.
 */
import { useSearchParams } from 'react-router-dom';
import { FILTER_PREFIX, readPageParam } from '../../../resources/shared/listUrlState';

export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(`${FILTER_PREFIX}${k}`) ?? ''])) as Record<K, string>;
  const page = readPageParam(params.get('page'));
  /** A changed filter starts again at the first page; the typing replaces the history entry. */
  const setFilter = (key: K, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(`${FILTER_PREFIX}${key}`, value);
    else next.delete(`${FILTER_PREFIX}${key}`);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value > 0) next.set('page', String(value));
    else next.delete('page');
    setParams(next);
  };
  return { filters, page, setFilter, setPage };
}
