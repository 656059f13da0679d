/** Company form rules of spec §5 (create and edit). Empty map = valid. */
import { VALIDATION } from '../messages';
import { type FieldErrors, isBlank, isDigitsOnly, isValidEmail, isValidWebsite } from './rules';

const M = VALIDATION.company;

export interface CompanyFormValues {
  companyName?: string | null;
  companyDetails?: { email?: string | null; address?: string | null; zipCode?: string | null } | null;
  links?: { website?: string | null } | null;
}

/** Keys follow the contract paths, so the console can show each message under its input. */
export function validateCompanyCreate(values: CompanyFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.companyName)) errors.companyName = M.companyName;
  if (!isValidEmail(values.companyDetails?.email)) errors['companyDetails.email'] = M.email;
  if (!isValidWebsite(values.links?.website)) errors['links.website'] = M.website;
  if (isBlank(values.companyDetails?.address)) errors['companyDetails.address'] = M.address;
  if (!isDigitsOnly(values.companyDetails?.zipCode)) errors['companyDetails.zipCode'] = M.zipCode;
  return errors;
}

export function validateCompanyUpdate(values: CompanyFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.companyName)) errors.companyName = M.companyName;
  const zip = values.companyDetails?.zipCode;
  if (!isBlank(zip) && !isDigitsOnly(zip)) errors['companyDetails.zipCode'] = M.zipCode;
  return errors;
}
