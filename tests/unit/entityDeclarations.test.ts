/**
 * Each entity's declaration (domain/entities) covers its contract type and input exactly, and its
 * database columns follow the naming convention unless declared: what the console and the server
 * derive from it is only as complete as this.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { columnOf, filterColumnsOf, inputFields, listColumnsOf, snakeCase, storedFields } from '../../domain/entities/declaration';
import { JOB_DECLARATION } from '../../domain/entities/jobs';

const schema = buildSchema(readFileSync('domain/schema.graphql', 'utf8'));
const migrations = readFileSync('server/db/migrations/001_initial.sql', 'utf8');

const typeFields = (name: string) => Object.keys((schema.getType(name) as GraphQLObjectType).getFields()).sort();
const inputTypeFields = (name: string) => Object.keys((schema.getType(name) as GraphQLInputObjectType).getFields()).sort();

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

  it("jobs: every stored field's column exists in the jobs table", () => {
    const table = /CREATE TABLE jobs \(([\s\S]*?)\n\);/.exec(migrations)?.[1] ?? '';
    const columns = new Set(table.split('\n').map((line) => line.trim().split(/\s+/)[0]));
    for (const [name, , column] of storedFields(JOB_DECLARATION)) expect(columns, name).toContain(column);
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
