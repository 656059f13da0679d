/**
 * Renders the TypeScript twin of the contract (domain/schema.graphql): one interface per object
 * and input type, one union per enum (with its values), and the fields of every type with their
 * GraphQL type. Adding a field to the contract then needs no hand-typed copy anywhere: the
 * entity shapes (domain/types.ts), the server's table types (server/db/database.ts) and the
 * repositories' column maps follow from this file. Pure: the script (generate.ts) writes it and
 * tests/unit/contractTypes.test.ts checks the committed copy is up to date.
 */
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

export const SDL_FILE = 'domain/schema.graphql';
export const CONTRACT_TYPES_FILE = 'domain/generated/contract.ts';

const SCALARS: Record<string, string> = { ID: 'string', String: 'string', Int: 'number', Float: 'number', Boolean: 'boolean' };

type AnyType = GraphQLType;

/** TypeScript of a field's type: nullable becomes Maybe<...>, lists become arrays. */
function tsType(type: AnyType): string {
  if (isNonNullType(type)) return bare(type.ofType);
  return `Maybe<${bare(type)}>`;
}

function bare(type: AnyType): string {
  if (isNonNullType(type)) return bare(type.ofType);
  if (isListType(type)) {
    const inner = tsType(type.ofType);
    return inner.startsWith('Maybe<') ? `Array<${inner}>` : `${inner}[]`;
  }
  const named = type as GraphQLNamedType;
  if (isScalarType(named)) {
    const ts = SCALARS[named.name];
    if (!ts) throw new Error(`Scalar ${named.name} has no TypeScript type: add it to SCALARS.`);
    return ts;
  }
  return named.name;
}

/** GraphQL notation of a field's type, e.g. "[String!]!", for code that reads fields at run time. */
const notation = (type: AnyType): string => String(type);

function doc(description: string | null | undefined, indent: string): string[] {
  if (!description) return [];
  const lines = description.split('\n');
  if (lines.length === 1) return [`${indent}/** ${lines[0]} */`];
  return [`${indent}/**`, ...lines.map((l) => `${indent} * ${l}`.trimEnd()), `${indent} */`];
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

export function renderContractTypes(sdl: string): string {
  const schema = buildSchema(sdl);
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !isScalarType(t))
    .sort((a, b) => a.name.localeCompare(b.name));

  const out: string[] = [
    `// Generated from ${SDL_FILE} by \`npm run contract:types\`: do not edit by hand.`,
    '// tests/unit/contractTypes.test.ts fails while this file is out of date.',
    '/* eslint-disable */',
    '',
    'export type Maybe<T> = T | null;',
    '',
  ];

  const enums = types.filter(isEnumType);
  out.push('/** The values of every enum of the contract, in the contract\'s order. */');
  out.push('export const ENUM_VALUES = {');
  for (const e of enums) out.push(`  ${e.name}: [${e.getValues().map((v) => `'${v.name}'`).join(', ')}],`);
  out.push('} as const;', '');
  for (const e of enums) {
    out.push(...doc(e.description, ''));
    out.push(`export type ${e.name} = (typeof ENUM_VALUES.${e.name})[number];`, '');
  }

  const fieldTypes: string[] = [];
  for (const t of types) {
    if (isObjectType(t)) {
      if (t.name === 'Query' || t.name === 'Mutation') continue;
      out.push(...doc(t.description, ''));
      out.push(`export interface ${t.name} {`);
      for (const f of Object.values(t.getFields()) as GraphQLField<unknown, unknown>[]) {
        out.push(...doc(f.description, '  '));
        out.push(`  ${key(f.name)}: ${tsType(f.type)};`);
      }
      out.push('}', '');
      fieldTypes.push(renderFieldTypes(t.name, Object.values(t.getFields())));
    } else if (isInputObjectType(t)) {
      out.push(...doc(t.description, ''));
      out.push(`export interface ${t.name} {`);
      for (const f of Object.values(t.getFields()) as GraphQLInputField[]) {
        out.push(...doc(f.description, '  '));
        // A nullable input field, or one with a default, may be left out.
        const optional = !isNonNullType(f.type) || f.defaultValue !== undefined;
        out.push(`  ${key(f.name)}${optional ? '?' : ''}: ${tsType(f.type)};`);
      }
      out.push('}', '');
      fieldTypes.push(renderFieldTypes(t.name, Object.values(t.getFields())));
    }
  }

  out.push('/** Every field of every object and input type with its GraphQL type, for code that walks fields at run time. */');
  out.push('export const CONTRACT_FIELDS = {');
  out.push(...fieldTypes);
  out.push('} as const;', '');
  out.push('export type ContractTypeName = keyof typeof CONTRACT_FIELDS;', '');
  return out.join('\n');
}

function renderFieldTypes(name: string, fields: ReadonlyArray<{ name: string; type: AnyType }>): string {
  return [`  ${name}: {`, ...fields.map((f) => `    ${key(f.name)}: '${notation(f.type)}',`), '  },'].join('\n');
}
