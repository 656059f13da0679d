/**
 * Every GraphQL document the console sends, built from the resource definitions. Plain strings:
 * the documents test validates each one against domain/schema.graphql.
 */
import type { AnyDataResource, MutationSpec } from './resources';
import { VERSION_ARG } from './version';

const opName = (operation: string) => operation.charAt(0).toUpperCase() + operation.slice(1);

const mutationHeader = (spec: MutationSpec, withId: boolean, versioned = false) => {
  const all: Record<string, string> = versioned ? { ...spec.args, [VERSION_ARG]: 'String' } : spec.args;
  const vars = Object.entries(all).map(([arg, type]) => `$${arg}: ${type}`);
  const args = Object.keys(all).map((arg) => `${arg}: $${arg}`);
  return {
    vars: (withId ? ['$_id: ID!', ...vars] : vars).join(', '),
    args: (withId ? ['_id: $_id', ...args] : args).join(', '),
  };
};

export function listDocument(def: AnyDataResource): string {
  const op = def.operations.list;
  return (
    `query ${opName(op)}($page: Int, $size: Int, $sort: SortInput, $filters: [FilterInput!]) ` +
    `{ ${op}(page: $page, size: $size, sort: $sort, filters: $filters) ` +
    `{ content { ${def.listFields} } totalElements totalPages } }`
  );
}

export function oneDocument(def: AnyDataResource): string {
  const { operation, idArg } = def.operations.one;
  return `query ${opName(operation)}($${idArg}: ID!) { ${operation}(${idArg}: $${idArg}) { ${def.detailFields} } }`;
}

/** Several records by id in one request, one alias per id (the contract has no ids filter). */
export function manyDocument(def: AnyDataResource, count: number): string {
  const { operation, idArg } = def.operations.one;
  const indexes = Array.from({ length: count }, (_, i) => i);
  const vars = indexes.map((i) => `$id${i}: ID!`).join(', ');
  const fields = indexes.map((i) => `r${i}: ${operation}(${idArg}: $id${i}) { ${def.listFields} }`).join(' ');
  return `query GetMany${opName(operation)}(${vars}) { ${fields} }`;
}

export function createDocument(def: AnyDataResource): string | null {
  const spec = def.operations.create;
  if (!spec) return null;
  const { vars, args } = mutationHeader(spec, false);
  return `mutation ${opName(spec.operation)}(${vars}) { ${spec.operation}(${args}) { ${def.detailFields} } }`;
}

/** Every update carries the optional version the editor saw (./version.ts). */
export function updateDocument(def: AnyDataResource): string | null {
  const spec = def.operations.update;
  if (!spec) return null;
  const { vars, args } = mutationHeader(spec, true, true);
  return `mutation ${opName(spec.operation)}(${vars}) { ${spec.operation}(${args}) { ${def.detailFields} } }`;
}

export function deleteDocument(def: AnyDataResource): string | null {
  const op = def.operations.delete;
  return op ? `mutation ${opName(op)}($_id: ID!) { ${op}(_id: $_id) }` : null;
}

export function deleteManyDocument(def: AnyDataResource, count: number): string | null {
  const op = def.operations.delete;
  if (!op) return null;
  const indexes = Array.from({ length: count }, (_, i) => i);
  const vars = indexes.map((i) => `$id${i}: ID!`).join(', ');
  const fields = indexes.map((i) => `d${i}: ${op}(_id: $id${i})`).join(' ');
  return `mutation DeleteMany${opName(op)}(${vars}) { ${fields} }`;
}
