/**
 * What the console knows about one resource: its contract operations, the fields it selects,
 * its list columns and filter columns, and its English labels. Lists, filters, the GraphQL
 * provider and the i18n catalogue all read this, so adding a field is one edit here (and one in
 * the contract).
 */
import type { FilterKey, ListName } from '../../domain/filters';
import type { DataResource, RecordData } from '../../providers/graphql/resources';

export type { MutationSpec, RecordData, ResourceOperations } from '../../providers/graphql/resources';

export type ResourceName = ListName;

/** statusChip: a coloured chip (company requests, companies' approval status); age: '3 days ago' from a date */
export type ColumnKind = 'text' | 'date' | 'yesNo' | 'capitalised' | 'statusDot' | 'statusChip' | 'age';

export interface ListColumn {
  /** Field path; also the translation key resources.<name>.fields.<source> */
  readonly source: string;
  readonly kind?: ColumnKind;
  /** Computed cell text, for columns that combine several fields */
  readonly value?: (record: RecordData) => string | null | undefined;
}

export interface FilterColumn<R extends ResourceName> {
  readonly key: FilterKey<R>;
}

export interface ResourceLabels {
  /** 'Job |||| Jobs' (polyglot singular |||| plural) */
  readonly name: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Filter column labels where they differ from the field labels */
  readonly filters?: Readonly<Record<string, string>>;
}

/** The data provider's part (name, operations, selections) plus what the screens show. */
export interface ResourceDefinition<R extends ResourceName = ResourceName> extends DataResource<R> {
  readonly labels: ResourceLabels;
  readonly listColumns: readonly ListColumn[];
  readonly filters: readonly FilterColumn<R>[];
}

export type ResourceDefinitions = { readonly [R in ResourceName]: ResourceDefinition<R> };

export type AnyResourceDefinition = ResourceDefinitions[ResourceName];
