/**
 * Every operation of the contract, read from domain/schema.graphql, as a request that would be
 * valid for a signed-in caller: a new Query or Mutation field is walked without editing a test.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLSchema,
  isLeafType,
} from 'graphql';
import { SCHEMA_PATH } from '../../../server/graphql/yoga';

export interface OperationRequest {
  kind: 'query' | 'mutation';
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

export const contractSchema = (): GraphQLSchema => buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** A value of the type: required input fields filled, lists with one item. */
export function sampleValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (inner instanceof GraphQLList) return [sampleValue(inner.ofType as GraphQLInputType)];
  if (inner instanceof GraphQLEnumType) return inner.getValues()[0].value;
  if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.values(inner.getFields()).filter((f) => f.type instanceof GraphQLNonNull);
    return Object.fromEntries(fields.map((f) => [f.name, sampleValue(f.type)]));
  }
  if (inner instanceof GraphQLScalarType) {
    if (inner.name === 'Int' || inner.name === 'Float') return 1;
    if (inner.name === 'Boolean') return false;
    if (inner.name === 'ID') return SAMPLE_ID;
    return 'x';
  }
  throw new Error(`No sample for ${String(type)}`);
}

/** Leaf fields of an object type, so the answer, were it given, would carry data. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  const object = named as GraphQLObjectType;
  const leaves = Object.values(object.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0)
    .map((f) => f.name);
  return ` { ${leaves.length ? leaves.join(' ') : '__typename'} }`;
}

function request(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): OperationRequest {
  const args: readonly GraphQLArgument[] = field.args;
  const vars = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const header = vars ? `(${vars})` : '';
  const call = passed ? `(${passed})` : '';
  return {
    kind,
    field: field.name,
    query: `${kind} Walk${header} { ${field.name}${call}${selection(field)} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)])),
  };
}

export function everyOperation(schema: GraphQLSchema = contractSchema()): OperationRequest[] {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  return [
    ...Object.values(query?.getFields() ?? {}).map((f) => request('query', f)),
    ...Object.values(mutation?.getFields() ?? {}).map((f) => request('mutation', f)),
  ];
}
