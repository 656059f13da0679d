/** Writes the list's filters to local storage whenever they change (spec §2). */
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceName } from '../definition';
import type { FilterValues } from '../listUrlState';
import { filterSpecsOf } from './filterColumns';
import { saveFilters } from './filterStorage';

export function SaveFilters({ resource }: { resource: ResourceName }) {
  const { filterValues } = useListContext();
  useEffect(() => {
    saveFilters(resource, (filterValues ?? {}) as FilterValues, Object.keys(filterSpecsOf(resource)));
  }, [resource, filterValues]);
  return null;
}
