/** A list's filter columns as the drawer and the chips show them: key, kind, label, choices. */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { TranslateFunction } from 'react-admin';
import { LIST_FILTER_KEYS } from '../../../domain/filters';
import type { FilterKind } from '../../../domain/filters';
import type { ResourceName } from '../definition';
import { capitalise } from '../format';
import { getDefinition } from '../registry';
import type { FilterSpecs } from './filterEntries';

export interface FilterColumnView {
  key: string;
  kind: FilterKind;
  label: string;
  /** Boolean and enum columns: the values offered, with their labels */
  choices?: ReadonlyArray<{ value: string; label: string }>;
}

export const filterSpecsOf = (resource: ResourceName): FilterSpecs => LIST_FILTER_KEYS[resource];

export function filterLabel(resource: ResourceName, key: string, translate: TranslateFunction): string {
  return translate(`resources.${resource}.filters.${key}`, { _: key });
}

function choicesOf(kind: FilterKind, values: readonly string[] | undefined, translate: TranslateFunction) {
  if (kind === 'boolean') {
    return [
      { value: 'true', label: translate('resources.shared.list.filters.yes') },
      { value: 'false', label: translate('resources.shared.list.filters.no') },
    ];
  }
  return kind === 'enum' && values ? values.map((value) => ({ value, label: capitalise(value) })) : undefined;
}

/** Any applied value as a chip shows it: Yes/No, a capitalised status, or the text. */
export function filterValueText(resource: ResourceName, key: string, value: unknown, translate: TranslateFunction): string {
  const specs = filterSpecsOf(resource);
  const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
  if (spec?.kind === 'boolean' || typeof value === 'boolean') {
    return translate(`resources.shared.list.filters.${String(value) === 'true' ? 'yes' : 'no'}`);
  }
  return spec?.kind === 'enum' ? capitalise(value) : String(value);
}

/** The drawer's columns: the definition's filter columns, in its order (spec §2 per list). */
export function useFilterColumns(resource: ResourceName): FilterColumnView[] {
  const translate = useTranslate();
  return useMemo(() => {
    const specs = filterSpecsOf(resource);
    return getDefinition(resource).filters.map(({ key }) => {
      const spec = specs[key];
      return { key, kind: spec.kind, label: filterLabel(resource, key, translate), choices: choicesOf(spec.kind, spec.values, translate) };
    });
  }, [resource, translate]);
}
