/**
 * Every GraphQL document the console's data provider can send is valid against the contract,
 * and the variables it builds are accepted by the contract's input types.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, parse, validate } from 'graphql';
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/constants';
import { generateDemoData } from '../../domain/demo-data';
import { CUSTOM_DOCUMENTS } from '../../providers/graphql/customDocuments';
import {
  createDocument,
  deleteDocument,
  deleteManyDocument,
  listDocument,
  manyDocument,
  oneDocument,
  updateDocument,
} from '../../providers/graphql/documents';
import { createRequestBuilder } from '../../providers/graphql/request';
import type { RaMethod } from '../../providers/graphql/request';
import { RESOURCE_DEFINITIONS, RESOURCE_NAMES } from '../../resources/shared/registry';
import { createDocumentCheck } from '../../server/graphql/documentCheck';
import { GRAPHQL_LIMITS, type GraphQLLimits } from '../../server/graphql/limits';

const sdl = readFileSync('domain/schema.graphql', 'utf8');
const schema: GraphQLSchema = buildSchema(sdl);
const buildRequest = createRequestBuilder(RESOURCE_DEFINITIONS);

function validationErrors(text: string): string[] {
  return validate(schema, parse(text)).map((e) => e.message);
}

function variableErrors(text: string, variables: Record<string, unknown>): string[] {
  const operation = parse(text).definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return 'errors' in result && result.errors ? result.errors.map((e) => e.message) : [];
}

function allDocuments(): Array<[string, string]> {
  const docs: Array<[string, string]> = [];
  for (const name of RESOURCE_NAMES) {
    const def = RESOURCE_DEFINITIONS[name];
    const add = (verb: string, text: string | null) => {
      if (text) docs.push([`${name} ${verb}`, text]);
    };
    add('getList', listDocument(def));
    add('getOne', oneDocument(def));
    add('getMany(1)', manyDocument(def, 1));
    add('getMany(3)', manyDocument(def, 3));
    add('create', createDocument(def));
    add('update', updateDocument(def));
    add('delete', deleteDocument(def));
    add('deleteMany(2)', deleteManyDocument(def, 2));
  }
  for (const [name, text] of Object.entries(CUSTOM_DOCUMENTS)) docs.push([`custom ${name}`, text]);
  return docs;
}

describe('GraphQL documents against domain/schema.graphql', () => {
  it.each(allDocuments())('%s is valid', (_label, text) => {
    expect(validationErrors(text)).toEqual([]);
  });

  it('a document with a field the contract lacks is refused (the check can fail)', () => {
    expect(validationErrors('query { getJobById(id: "1") { _id notAField } }')).not.toEqual([]);
  });

  it('uses every query and mutation of the contract except the profile update (REST)', () => {
    const used = new Set<string>();
    for (const [, text] of allDocuments()) {
      for (const match of text.matchAll(/(?:^|[{\s])(?:\w+:\s)?(\w+)\(/g)) used.add(match[1]);
    }
    const contract = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ];
    const missing = contract.filter((op) => !used.has(op) && op !== 'updateUserById');
    expect(missing).toEqual([]);
  });
});

describe("the console's documents pass the server's request limits (server/graphql/limits.ts)", () => {
  // With margin: each document passes limits half as large as the server's.
  const half = Object.fromEntries(Object.entries(GRAPHQL_LIMITS).map(([k, v]) => [k, Math.floor(v / 2)])) as unknown as GraphQLLimits;
  const withinHalf = createDocumentCheck(sdl, half);
  const largest: Array<[string, string]> = RESOURCE_NAMES.flatMap((name) => {
    const def = RESOURCE_DEFINITIONS[name];
    const rows = deleteManyDocument(def, LIST_PAGE_SIZE);
    // getMany and deleteMany send one alias per row of a page, a full page at most.
    return [[`${name} getMany(${LIST_PAGE_SIZE})`, manyDocument(def, LIST_PAGE_SIZE)], ...(rows ? [[`${name} deleteMany(${LIST_PAGE_SIZE})`, rows] as [string, string]] : [])];
  });

  it.each([...allDocuments(), ...largest])('%s', (_label, text) => {
    expect(withinHalf(text)).toEqual([]);
  });

  it('the alias bomb of issue 10 is refused by the same check (the check can fail)', () => {
    const aliases = Array.from({ length: 1_400 }, (_, i) => `e${i}: embedding { vector }`).join(' ');
    expect(createDocumentCheck(sdl)(`{ getAllJobSeekers(size: ${MAX_PAGE_SIZE}) { content { ${aliases} } } }`)).not.toEqual([]);
    expect(createDocumentCheck(sdl)(`{ getAllJobSeekers(size: ${MAX_PAGE_SIZE}) { content { embedding { vector } } } }`)).not.toEqual([]);
  });
});

describe('variables built by the provider are accepted by the contract', () => {
  const demo = generateDemoData({ counts: { companies: 6, employers: 8, jobs: 12, jobSeekers: 10, applications: 8, companyRequests: 6 } });
  const records: Record<(typeof RESOURCE_NAMES)[number], unknown[]> = {
    jobs: demo.jobs,
    companies: demo.companies,
    jobseekers: demo.jobSeekers,
    employers: demo.employers,
    'job-applications': demo.applications.map((a) => ({ ...a, note: 'Called the candidate' })),
    'company-requests': demo.companyRequests,
  };
  const withNoise = (record: unknown) => ({ ...(record as object), id: 'x', __typename: 'Noise', unknownField: 1 });

  for (const name of RESOURCE_NAMES) {
    const verbs: RaMethod[] = ['CREATE', 'UPDATE'];
    for (const verb of verbs) {
      const def = RESOURCE_DEFINITIONS[name];
      if ((verb === 'CREATE' && !def.operations.create) || (verb === 'UPDATE' && !def.operations.update)) continue;
      it(`${name} ${verb} from fetched records (with __typename, id, audit fields)`, () => {
        expect(records[name].length).toBeGreaterThan(0);
        for (const record of records[name]) {
          const request = buildRequest(verb, name, { id: 'abc', data: withNoise(record) });
          expect(variableErrors(request.query, request.variables)).toEqual([]);
        }
      });
    }
    it(`${name} getList with every known filter`, () => {
      const filter = Object.fromEntries(RESOURCE_DEFINITIONS[name].filters.map((f) => [f.key, f.key === 'isExternalJob' ? true : 'x']));
      const request = buildRequest('GET_LIST', name, { pagination: { page: 2, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter });
      expect(variableErrors(request.query, request.variables)).toEqual([]);
    });
  }

  it('a variable the input type does not declare is refused (the check can fail)', () => {
    const request = buildRequest('UPDATE', 'jobs', { id: 'abc', data: demo.jobs[0] });
    const broken = { ...request.variables, input: { ...(request.variables.input as object), createdAt: 'now' } };
    expect(variableErrors(request.query, broken)).not.toEqual([]);
  });
});
