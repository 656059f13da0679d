/**
 * How long each text of the contract's inputs may be, declared once per GraphQL input type
 * (domain/schema.graphql): names and other one-line values 200 characters, short texts
 * (addresses, education, SEO title and keywords) 500, links 2,048, rich texts (descriptions,
 * about, notes) 50,000 characters of stored HTML. Lists hold at most 100 entries of 200
 * characters. The server refuses longer input with a message per field in extensions.fields;
 * the console's forms run the same check. tests/unit/textLimits.test.ts keeps every String field
 * of every input type declared here.
 */
import { APPLICATION_DECLARATION } from '../entities/applications';
import { COMPANY_DECLARATION } from '../entities/companies';
import { type EntityDeclaration, inputFields } from '../entities/declaration';
import { EMPLOYER_DECLARATION } from '../entities/employers';
import { JOB_SEEKER_DECLARATION } from '../entities/jobSeekers';
import { JOB_DECLARATION } from '../entities/jobs';
import { PERSON_FIELDS } from '../entities/person';
import type { FieldErrors } from './rules';

export const TEXT_LIMITS = { name: 200, short: 500, link: 2048, long: 50_000 } as const;
export const LIST_MAX_ENTRIES = 100;

type Tier = keyof typeof TEXT_LIMITS;
/** A tier, a list of entries of a tier, or a nested input type. */
type Rule = Tier | { list: Tier } | { input: string };

/** The limits an entity declares on its input's top-level fields, or on the fields of one nested group (`companyDetails`). */
function declaredLimits(entity: EntityDeclaration<string, string, string>, group?: string): Record<string, Rule> {
  const limits: Record<string, Rule> = {};
  const prefix = group ? `${group}.` : '';
  for (const [name, field] of inputFields(entity)) {
    if (!field.limit || !name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    if (!rest.includes('.')) limits[rest] = field.limit;
  }
  return limits;
}

/** Declared with the shared person fields (domain/entities/person.ts: `limit`). */
const PERSON = Object.fromEntries(Object.entries(PERSON_FIELDS).map(([name, field]) => [name, field.limit])) as Record<keyof typeof PERSON_FIELDS, Rule>;

export const INPUT_TEXT_LIMITS = {
  PersonalDetailsInput: PERSON,
  MetadataEntryInput: { key: 'short', value: 'short' },
  MetadataInput: { title: 'short', description: 'short', keywords: 'short', metadata: { input: 'MetadataEntryInput' } },
  /** The profile's own, stricter names rule (100, its own messages) is in server/services/users.ts. */
  UserUpdateInput: { firstName: 'name', lastName: 'name', email: 'name' },
  /** Declared with the company's fields (domain/entities/companies.ts: `limit`). */
  CompanyDetailsInput: declaredLimits(COMPANY_DECLARATION, 'companyDetails'),
  CompanyLinksInput: declaredLimits(COMPANY_DECLARATION, 'links'),
  CompanyInput: {
    ...declaredLimits(COMPANY_DECLARATION),
    companyDetails: { input: 'CompanyDetailsInput' },
    links: { input: 'CompanyLinksInput' },
  },
  /** Declared with the employer's fields (domain/entities/employers.ts: `limit`). */
  EmployerLinksInput: declaredLimits(EMPLOYER_DECLARATION, 'links'),
  EmployerInput: { ...declaredLimits(EMPLOYER_DECLARATION), personalDetails: { input: 'PersonalDetailsInput' }, links: { input: 'EmployerLinksInput' } },
  /** Declared with the job's fields (domain/entities/jobs.ts: `limit`). */
  JobInput: declaredLimits(JOB_DECLARATION),
  /** Declared with the job seeker's fields (domain/entities/jobSeekers.ts: `limit`). */
  JobPreferencesInput: declaredLimits(JOB_SEEKER_DECLARATION, 'jobPreferences'),
  JobSeekerInput: {
    ...declaredLimits(JOB_SEEKER_DECLARATION),
    personalDetails: { input: 'PersonalDetailsInput' },
    jobPreferences: { input: 'JobPreferencesInput' },
  },
  /** Declared with the application's fields (domain/entities/applications.ts: `limit`). */
  JobApplicationUpdateInput: declaredLimits(APPLICATION_DECLARATION),
  /** addJobSeekerNote's argument, checked like an input with one field. */
  NoteInput: { note: 'long' },
  /** A saved list view's name (the service allows 60 characters); its filters obey the list's own limits. */
  SavedViewInput: { list: 'name', name: 'name', filters: { input: 'FilterInput' }, sort: { input: 'SortInput' } },
  /** A list filter as a saved view keeps it: a value as long as a list accepts (MAX_FILTER_VALUE_LENGTH). */
  FilterInput: { key: 'name', value: 'short' },
  SortInput: { field: 'name' },
} as const satisfies Record<string, Record<string, Rule>>;

export type InputType = keyof typeof INPUT_TEXT_LIMITS;

export const tooLongMessage = (max: number): string => `Must be at most ${max.toLocaleString('en-US')} characters.`;
export const tooManyMessage = (max: number): string => `Must have at most ${max} entries.`;

/** Field path → message for every text of `values` (an input of type `input`) over its limit. */
export function textLimitErrors(input: InputType, values: unknown, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (!values || typeof values !== 'object') return errors;
  for (const [field, rule] of Object.entries(INPUT_TEXT_LIMITS[input]) as Array<[string, Rule]>) {
    const value = (values as Record<string, unknown>)[field];
    const path = `${prefix}${field}`;
    if (typeof rule === 'string') {
      if (typeof value === 'string' && value.length > TEXT_LIMITS[rule]) errors[path] = tooLongMessage(TEXT_LIMITS[rule]);
    } else if ('list' in rule) {
      if (!Array.isArray(value)) continue;
      if (value.length > LIST_MAX_ENTRIES) errors[path] = tooManyMessage(LIST_MAX_ENTRIES);
      else if (value.some((v) => typeof v === 'string' && v.length > TEXT_LIMITS[rule.list])) errors[path] = tooLongMessage(TEXT_LIMITS[rule.list]);
    } else if (Array.isArray(value)) {
      if (value.length > LIST_MAX_ENTRIES) errors[path] = tooManyMessage(LIST_MAX_ENTRIES);
      else value.forEach((entry, i) => Object.assign(errors, textLimitErrors(rule.input as InputType, entry, `${path}.${i}.`)));
    } else {
      Object.assign(errors, textLimitErrors(rule.input as InputType, value, `${path}.`));
    }
  }
  return errors;
}
