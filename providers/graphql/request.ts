/**
 * One react-admin call → one GraphQL request (document text, variables, and how to read the
 * answer), decided by the resource's declaration. The one way a request is made: the data
 * provider and the list page start-up sends early (src/boot) both build theirs here and read the
 * answer with its `parse`, so they cannot disagree. Pure, so tests can check the mapping directly.
 */
import type { RaRecord } from 'react-admin';
import {
  createDocument,
  deleteDocument,
  deleteManyDocument,
  listDocument,
  manyDocument,
  oneDocument,
  updateDocument,
} from './documents';
import type { AnyDataResource, DataResources } from './resources';
import { toListVariables } from './variables';
import type { RaListParams } from './variables';
import { withVersion } from './version';

export type RaMethod =
  | 'GET_LIST'
  | 'GET_ONE'
  | 'GET_MANY'
  | 'GET_MANY_REFERENCE'
  | 'CREATE'
  | 'UPDATE'
  | 'UPDATE_MANY'
  | 'DELETE'
  | 'DELETE_MANY';

export interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  parse: (data: Record<string, unknown>) => unknown;
}

type Params = Record<string, unknown> & RaListParams;
type Identifier = string | number;

const toRecord = (value: unknown): RaRecord => {
  const record = value as Record<string, unknown>;
  return { ...record, id: record._id as Identifier };
};

const pageResult = (value: unknown) => {
  const page = value as { content: unknown[]; totalElements: number };
  return { data: page.content.map(toRecord), total: page.totalElements };
};

function unsupported(def: AnyDataResource, what: string): never {
  throw new Error(`The marketplace contract has no ${what} for ${def.name}.`);
}

const idsOf = (params: Params): Identifier[] => (Array.isArray(params.ids) ? (params.ids as Identifier[]) : []);

function byIdVariables(ids: Identifier[]): Record<string, unknown> {
  return Object.fromEntries(ids.map((id, i) => [`id${i}`, String(id)]));
}

/** `params`: react-admin's parameters of that method (GetListParams, UpdateParams, ...). */
export type RequestBuilder = (method: RaMethod, resource: string, params: object) => GraphQLRequest;

/** The request builder over the resources the console declares (resources/shared/registry). */
export function createRequestBuilder(resources: DataResources): RequestBuilder {
  const definitionOf = (name: string): AnyDataResource => {
    if (!Object.prototype.hasOwnProperty.call(resources, name)) throw new Error(`Unknown resource "${name}"`);
    return resources[name as keyof DataResources];
  };
  return (method, resource, params) => buildRequest(definitionOf(resource), method, params as Params);
}

function buildRequest(def: AnyDataResource, method: RaMethod, params: Params): GraphQLRequest {
  const ops = def.operations;
  switch (method) {
    case 'GET_LIST':
      return { query: listDocument(def), variables: { ...toListVariables(def.name, params) }, parse: (d) => pageResult(d[ops.list]) };
    case 'GET_MANY_REFERENCE': {
      const filter = { ...(params.filter ?? {}), [String(params.target)]: params.id };
      return {
        query: listDocument(def),
        variables: { ...toListVariables(def.name, { ...params, filter }) },
        parse: (d) => pageResult(d[ops.list]),
      };
    }
    case 'GET_ONE':
      return {
        query: oneDocument(def),
        variables: { [ops.one.idArg]: String(params.id) },
        parse: (d) => ({ data: toRecord(d[ops.one.operation]) }),
      };
    case 'GET_MANY': {
      const ids = idsOf(params);
      return {
        query: manyDocument(def, ids.length),
        variables: byIdVariables(ids),
        parse: (d) => ({ data: ids.map((_, i) => toRecord(d[`r${i}`])) }),
      };
    }
    case 'CREATE': {
      const spec = ops.create ?? unsupported(def, 'create');
      return {
        query: createDocument(def) ?? unsupported(def, 'create'),
        variables: spec.toVariables((params.data ?? {}) as Record<string, unknown>),
        parse: (d) => ({ data: toRecord(d[spec.operation]) }),
      };
    }
    case 'UPDATE': {
      const spec = ops.update ?? unsupported(def, 'update');
      return {
        query: updateDocument(def) ?? unsupported(def, 'update'),
        variables: withVersion(
          { _id: String(params.id), ...spec.toVariables((params.data ?? {}) as Record<string, unknown>) },
          params.previousData,
        ),
        parse: (d) => ({ data: toRecord(d[spec.operation]) }),
      };
    }
    case 'DELETE': {
      const op = ops.delete ?? unsupported(def, 'delete');
      return {
        query: deleteDocument(def) ?? unsupported(def, 'delete'),
        variables: { _id: String(params.id) },
        parse: (d) => ({ data: (params.previousData as RaRecord | undefined) ?? { id: d[op] as Identifier } }),
      };
    }
    case 'DELETE_MANY': {
      const ids = idsOf(params);
      return {
        query: deleteManyDocument(def, ids.length) ?? unsupported(def, 'delete'),
        variables: byIdVariables(ids),
        parse: (d) => ({ data: ids.map((_, i) => d[`d${i}`] as Identifier) }),
      };
    }
    case 'UPDATE_MANY':
      // Partial bulk updates cannot satisfy inputs with required fields (JobInput.title ...).
      return unsupported(def, 'bulk update');
  }
}
