/** Job seeker edit rules (spec §5): full name, email and phone, with their messages under the fields. */
import { validatePersonRequired, type FieldErrors } from '../../domain/validation';
import type { PersonFormValues } from '../../domain/validation';

/** Errors keyed by the form's paths (personalDetails.fullName ...). */
export function validateJobSeekerForm(values: { personalDetails?: PersonFormValues | null }): FieldErrors {
  const errors = validatePersonRequired(values.personalDetails ?? {});
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`personalDetails.${key}`, message]));
}
