/**
 * Each entity's declaration (domain/entities) covers its contract type and input exactly, and its
 * database columns follow the naming convention unless declared: what the console and the server
 * derive from it is only as complete as this.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { APPLICATION_DECLARATION } from '../../domain/entities/applications';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { COMPANY_REQUEST_DECLARATION } from '../../domain/entities/companyRequests';
import { columnOf, type EntityDeclaration, fieldEntries, filterColumnsOf, filterKeysOf, inputFields, listColumnsOf, snakeCase, storedFields } from '../../domain/entities/declaration';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { LIST_FILTER_KEYS } from '../../domain/filters';

const schema = buildSchema(readFileSync('domain/schema.graphql', 'utf8'));
const migrations = readFileSync('server/db/migrations/001_initial.sql', 'utf8');

const typeFields = (name: string) => Object.keys((schema.getType(name) as GraphQLObjectType).getFields()).sort();
const inputTypeFields = (name: string) => Object.keys((schema.getType(name) as GraphQLInputObjectType).getFields()).sort();
const topLevel = (names: string[]) => [...new Set(names.map((n) => n.split('.')[0]))].sort();

const ENTITIES = [JOB_DECLARATION, COMPANY_DECLARATION, EMPLOYER_DECLARATION, JOB_SEEKER_DECLARATION, APPLICATION_DECLARATION] as EntityDeclaration[];

/** The contract type a nested field path ends in, e.g. Company + companyDetails.zipCode → CompanyDetails.zipCode exists. */
function nestedExists(typeName: string, path: string): boolean {
  let type = schema.getType(typeName) as GraphQLObjectType | GraphQLInputObjectType;
  for (const segment of path.split('.')) {
    const field = type.getFields()[segment];
    if (!field) return false;
    let inner = field.type as { ofType?: unknown };
    while (inner.ofType) inner = inner.ofType as { ofType?: unknown };
    type = inner as GraphQLObjectType;
  }
  return true;
}

describe('entity declarations', () => {
  it('names columns by the camelCase → snake_case convention', () => {
    expect(snakeCase('yearsOfExperience')).toBe('years_of_experience');
    expect(columnOf('companyDetails.zipCode')).toBe('zip_code');
    expect(columnOf('embeddings', { column: 'embedding' })).toBe('embedding');
  });

  it('jobs: declares every Job field, and exactly the JobInput fields as writable', () => {
    expect(Object.keys(JOB_DECLARATION.fields).sort()).toEqual(typeFields('Job'));
    expect(inputFields(JOB_DECLARATION).map(([name]) => name).sort()).toEqual(inputTypeFields('JobInput'));
  });

  it.each(ENTITIES.map((e) => [e.resource, e] as const))('%s: declares exactly its contract type and input', (_name, entity) => {
    const inType = fieldEntries(entity).filter(([, f]) => f.inType !== false).map(([name]) => name);
    expect(topLevel(inType)).toEqual(typeFields(entity.type));
    for (const name of inType) expect(nestedExists(entity.type, name), name).toBe(true);
    const input = inputFields(entity).map(([name]) => name);
    expect(topLevel(input)).toEqual(inputTypeFields(entity.input as string));
    for (const name of input) expect(nestedExists(entity.input as string, name), name).toBe(true);
  });

  it('declares the filter keys the server accepts, with their kinds (spec §2, §7)', () => {
    const kinds = (entity: EntityDeclaration) => Object.fromEntries(Object.entries(filterKeysOf(entity)).map(([key, spec]) => [key, (spec as { kind: string }).kind]));
    expect(kinds(JOB_DECLARATION)).toEqual({
      companyName: 'text', title: 'text', location: 'text', isExternalJob: 'boolean', jobStatus: 'enum', companyId: 'id', employerId: 'id',
    });
    expect(kinds(JOB_SEEKER_DECLARATION)).toEqual({ 'personalDetails.fullName': 'text', 'personalDetails.email': 'text', location: 'text', skills: 'text' });
    expect(kinds(COMPANY_DECLARATION)).toEqual({ companyName: 'text', status: 'enum', location: 'text' });
    expect(kinds(EMPLOYER_DECLARATION)).toEqual({
      'personalDetails.fullName': 'text', 'personalDetails.email': 'text', 'personalDetails.city': 'text', 'personalDetails.state': 'text',
      'personalDetails.country': 'text', companyId: 'id',
    });
    expect(kinds(APPLICATION_DECLARATION)).toEqual({ name: 'text', designation: 'text', companyName: 'text', status: 'enum', location: 'text', jobId: 'id', jobSeekerId: 'id' });
    expect(LIST_FILTER_KEYS.jobs.jobStatus.values).toEqual(['OPEN', 'CLOSED']);
    expect(LIST_FILTER_KEYS.companies.status.values).toEqual(['pending', 'active', 'rejected']);
    expect(LIST_FILTER_KEYS['job-applications'].status.values).toEqual(['accepted', 'pending', 'rejected']);
  });

  it.each(ENTITIES.map((e) => [e.resource, e] as const))("%s: every stored field's column exists in its table", (name, entity) => {
    const table = new RegExp(`CREATE TABLE ${entity.table} \\(([\\s\\S]*?)\\n\\);`).exec(migrations)?.[1] ?? '';
    const columns = new Set(table.split('\n').map((line) => line.trim().split(/\s+/)[0]));
    expect(columns.size, name).toBeGreaterThan(3);
    for (const [field, , column] of storedFields(entity)) expect(columns, field).toContain(column);
  });

  it('company requests (no input: staff only decide them): declares exactly its contract type, its columns exist', () => {
    const inType = fieldEntries(COMPANY_REQUEST_DECLARATION).filter(([, f]) => f.inType !== false).map(([name]) => name);
    expect(topLevel(inType)).toEqual(typeFields('CompanyRequest'));
    expect(inputFields(COMPANY_REQUEST_DECLARATION).map(([name]) => name)).toEqual([]);
    const table = /CREATE TABLE company_requests \(([\s\S]*?)\n\);/.exec(migrations)?.[1] ?? '';
    for (const [field, , column] of storedFields(COMPANY_REQUEST_DECLARATION)) expect(table, field).toMatch(new RegExp(`^\\s*${column}\\s`, 'm'));
    expect(Object.keys(filterKeysOf(COMPANY_REQUEST_DECLARATION))).toEqual(['status', 'companyName', 'employerEmail', 'companyId', 'employeeId']);
    expect(listColumnsOf(COMPANY_REQUEST_DECLARATION).map((c) => [c.name, c.label])).toEqual([
      ['employerEmail', 'Employer Email'],
      ['company.companyName', 'Company Name'],
      ['status', 'Status'],
      ['age', 'Age'],
    ]);
  });

  it('jobs: the spec list columns and filter drawer columns, in order', () => {
    expect(listColumnsOf(JOB_DECLARATION).map((c) => [c.name, c.label])).toEqual([
      ['title', 'Title'],
      ['postedDate', 'Date_Posted'],
      ['companyName', 'Company'],
      ['isExternalJob', 'External_Job'],
      ['location', 'Location'],
    ]);
    expect(filterColumnsOf(JOB_DECLARATION)).toEqual([
      { name: 'companyName', label: 'Company' },
      { name: 'title', label: 'Title' },
      { name: 'location', label: 'Location' },
      { name: 'isExternalJob', label: 'External Job' },
    ]);
  });
});
