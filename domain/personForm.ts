/**
 * Job seeker and employer edit forms (spec §5): full name, email and phone are required. The
 * rule is validatePersonRequired (the server applies it too); the forms key errors by their path.
 */
import { type FieldErrors, type PersonFormValues, validatePersonRequired } from './validation';

/** Errors keyed by form path: personalDetails.fullName, personalDetails.email, personalDetails.phone. */
export function validatePersonForm(values: { personalDetails?: PersonFormValues | null }): FieldErrors {
  const errors = validatePersonRequired(values.personalDetails ?? {});
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`personalDetails.${key}`, message]));
}
