/** Employer and job seeker edit rules of spec §5: full name, email and phone are required. */
import { VALIDATION } from '../messages';
import { type FieldErrors, isBlank } from './rules';

const M = VALIDATION.person;

export interface PersonFormValues {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}

export function validatePersonRequired(values: PersonFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.fullName)) errors.fullName = M.fullName;
  if (isBlank(values.email)) errors.email = M.email;
  if (isBlank(values.phone)) errors.phone = M.phone;
  return errors;
}
