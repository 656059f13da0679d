/**
 * Job seeker and employer edit forms (spec §5): full name, email and phone are required. The
 * rule is validatePersonRequired (the server applies it too); the forms key errors by their path.
 */
import { type FieldErrors, linkErrors, type PersonFormValues, textLimitErrors, validatePersonRequired } from './validation';

/** Errors keyed by form path: personalDetails.fullName, personalDetails.email, personalDetails.phone. */
export function validatePersonForm(values: { personalDetails?: PersonFormValues | null; links?: Record<string, string | null> | null }): FieldErrors {
  const errors = validatePersonRequired(values.personalDetails ?? {});
  const required = Object.fromEntries(Object.entries(errors).map(([key, message]) => [`personalDetails.${key}`, message]));
  // The server's text limits and (an employer's) link rules too, under the same paths.
  return {
    ...textLimitErrors('PersonalDetailsInput', values.personalDetails, 'personalDetails.'),
    ...textLimitErrors('EmployerLinksInput', values.links, 'links.'),
    ...linkErrors('EmployerInput', values),
    ...required,
  };
}
