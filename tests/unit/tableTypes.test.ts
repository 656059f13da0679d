/**
 * The entity tables' plain columns follow from the contract's types by the snake_case
 * convention (server/db/database.ts): a contract field is a column of the same type, with no
 * hand-typed copy. Checked by the type checker (expectTypeOf) and at run time for the naming.
 */
import type { Selectable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { snakeCase } from '../../domain/entities/declaration';
import type { CompaniesTable, EmployersTable, JobSeekersTable, JobsTable, PlainColumns, SnakeCase } from '../../server/db/database';

describe('table types derived from the contract', () => {
  it('name columns as the declarations do', () => {
    expectTypeOf<SnakeCase<'yearsOfExperience'>>().toEqualTypeOf<'years_of_experience'>();
    expectTypeOf<SnakeCase<'_id'>>().toEqualTypeOf<'_id'>();
    expect(snakeCase('yearsOfExperience')).toBe('years_of_experience');
  });

  it('give each plain field its column, with its type', () => {
    type Job = Selectable<JobsTable>;
    expectTypeOf<Job['interview_process']>().toEqualTypeOf<string | null>();
    expectTypeOf<Job['title']>().toEqualTypeOf<string>();
    expectTypeOf<Job['is_external_job']>().toEqualTypeOf<boolean>();
    expectTypeOf<Job['years_of_experience']>().toEqualTypeOf<number | null>();
    expectTypeOf<Job['skills_required']>().toEqualTypeOf<string[]>();
    expectTypeOf<Job['embedding']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<CompaniesTable>['zip_code']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<EmployersTable>['first_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<JobSeekersTable>['skills']>().toEqualTypeOf<string[]>();
  });

  it('leave computed fields without a column', () => {
    expectTypeOf<JobsTable>().not.toHaveProperty('company_logo');
    expectTypeOf<JobsTable>().not.toHaveProperty('relevant_candidates');
    expectTypeOf<JobSeekersTable>().not.toHaveProperty('job_seeker_description');
  });

  it('a new contract field is a new column', () => {
    type WithRemote = PlainColumns<{ remotePolicy: string | null; officeDays: number }>;
    expectTypeOf<WithRemote>().toEqualTypeOf<{ remote_policy: string | null; office_days: number }>();
  });
});
