/** Company form rules of spec §5 (create and edit). Empty map = valid. */
import { COMPANY_DECLARATION } from '../entities/companies';
import { formatErrors, requiredErrors } from './declared';
import { linkErrors } from './links';
import type { FieldErrors } from './rules';
import { textLimitErrors } from './textLimits';

export interface CompanyFormValues {
  companyName?: string | null;
  companyDetails?: { email?: string | null; address?: string | null; zipCode?: string | null } | null;
  links?: { website?: string | null; instagram?: string | null; linkedin?: string | null } | null;
}

/** Beyond the spec's rules: web links only (the website keeps its message) and text lengths. */
const limitsAndLinks = (values: CompanyFormValues): FieldErrors => ({ ...textLimitErrors('CompanyInput', values), ...linkErrors('CompanyInput', values) });

/**
 * Keys follow the contract paths, so the console can show each message under its input. The
 * required fields, their messages and what "valid" means (an e-mail, a website, digits) are
 * declared with the fields (domain/entities/companies.ts).
 */
export function validateCompanyCreate(values: CompanyFormValues): FieldErrors {
  return { ...limitsAndLinks(values), ...requiredErrors(COMPANY_DECLARATION, values, 'create') };
}

/** Edit: the name; a ZIP code, an e-mail or a website, when given, must fit its kind. */
export function validateCompanyUpdate(values: CompanyFormValues): FieldErrors {
  return { ...limitsAndLinks(values), ...formatErrors(COMPANY_DECLARATION, values), ...requiredErrors(COMPANY_DECLARATION, values, 'edit') };
}
