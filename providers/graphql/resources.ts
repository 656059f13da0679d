/**
 * What the GraphQL data provider needs to know of a resource: its contract operations and the
 * fields it selects. The console hands its resource declarations (resources/) to the provider,
 * which reads them through these types: the provider never imports the screens' folders, and an
 * unknown resource still fails at compile time.
 */
import type { ListName } from '../../domain/filters';

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

export interface DataResource<R extends ListName = ListName> {
  readonly name: R;
  readonly operations: ResourceOperations;
  /** Printed selections: what a list row and a whole record carry */
  readonly listFields: string;
  readonly detailFields: string;
}

/** One declaration per resource, keyed by name. */
export type DataResources = { readonly [R in ListName]: DataResource<R> };

export type AnyDataResource = DataResources[ListName];
