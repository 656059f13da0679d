/**
 * What the console knows about one resource: its contract operations, the fields it selects,
 * its list columns and filter columns, and its English labels. Lists, filters, the GraphQL
 * provider and the i18n catalogue all read this, so adding a field is one edit here (and one in
 * the contract).
 */
import type { FilterKey, ListName } from '../../domain/filters';

export type ResourceName = ListName;

export type RecordData = Readonly<Record<string, unknown>>;

/** A create or update mutation: `_id` (updates only) plus the arguments named here. */
export interface MutationSpec {
  readonly operation: string;
  /** argument name → GraphQL type, e.g. { input: 'JobInput!' } */
  readonly args: Readonly<Record<string, string>>;
  /** Pure: form values or a fetched record in, exactly the arguments the contract accepts out. */
  readonly toVariables: (data: RecordData) => Record<string, unknown>;
}

export interface ResourceOperations {
  readonly list: string;
  readonly one: { readonly operation: string; readonly idArg: 'id' | '_id' };
  readonly create?: MutationSpec;
  readonly update?: MutationSpec;
  /** Takes `_id`, answers the deleted id. */
  readonly delete?: string;
}

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

export interface ResourceDefinition<R extends ResourceName = ResourceName> {
  readonly name: R;
  readonly labels: ResourceLabels;
  readonly operations: ResourceOperations;
  /** Printed selections (see printSelection), typed against the entity where they are written */
  readonly listFields: string;
  readonly detailFields: string;
  readonly listColumns: readonly ListColumn[];
  readonly filters: readonly FilterColumn<R>[];
}

export type ResourceDefinitions = { readonly [R in ResourceName]: ResourceDefinition<R> };

export type AnyResourceDefinition = ResourceDefinitions[ResourceName];
