/**
 * Employer and job seeker edit rules of spec §5: full name, email and phone are required. Which
 * person fields are required, and their messages, are declared once (domain/entities/person.ts).
 */
import { PERSON_FIELDS } from '../entities/person';
import { type FieldErrors, isBlank } from './rules';

export interface PersonFormValues {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}

export function validatePersonRequired(values: PersonFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const given = values as Readonly<Record<string, unknown>>;
  for (const [name, field] of Object.entries(PERSON_FIELDS)) {
    const message = 'required' in field ? field.required.edit : undefined;
    const value = given[name];
    if (message && isBlank(typeof value === 'string' ? value : null)) errors[name] = message;
  }
  return errors;
}
