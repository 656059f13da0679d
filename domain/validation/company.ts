/** Company form rules of spec §5 (create and edit). Empty map = valid. */
import { VALIDATION } from '../messages';
import { linkErrors } from './links';
import { type FieldErrors, isBlank, isDigitsOnly, isValidEmail, isValidWebsite } from './rules';
import { textLimitErrors } from './textLimits';

const M = VALIDATION.company;

export interface CompanyFormValues {
  companyName?: string | null;
  companyDetails?: { email?: string | null; address?: string | null; zipCode?: string | null } | null;
  links?: { website?: string | null; instagram?: string | null; linkedin?: string | null } | null;
}

/** Beyond the spec's rules: web links only (the website keeps its message) and text lengths. */
const limitsAndLinks = (values: CompanyFormValues): FieldErrors => ({ ...textLimitErrors('CompanyInput', values), ...linkErrors('CompanyInput', values) });

/** Keys follow the contract paths, so the console can show each message under its input. */
export function validateCompanyCreate(values: CompanyFormValues): FieldErrors {
  const errors: FieldErrors = limitsAndLinks(values);
  if (isBlank(values.companyName)) errors.companyName = M.companyName;
  if (!isValidEmail(values.companyDetails?.email)) errors['companyDetails.email'] = M.email;
  if (!isValidWebsite(values.links?.website)) errors['links.website'] = M.website;
  if (isBlank(values.companyDetails?.address)) errors['companyDetails.address'] = M.address;
  if (!isDigitsOnly(values.companyDetails?.zipCode)) errors['companyDetails.zipCode'] = M.zipCode;
  return errors;
}

export function validateCompanyUpdate(values: CompanyFormValues): FieldErrors {
  const errors: FieldErrors = limitsAndLinks(values);
  if (isBlank(values.companyName)) errors.companyName = M.companyName;
  const zip = values.companyDetails?.zipCode;
  if (!isBlank(zip) && !isDigitsOnly(zip)) errors['companyDetails.zipCode'] = M.zipCode;
  return errors;
}
