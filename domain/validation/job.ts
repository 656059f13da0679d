/** Job form rules of spec §5 (create and edit), as field -> message maps. Empty map = valid. */
import { VALIDATION } from '../messages';
import { type FieldErrors, isBlank, isBlankRichText } from './rules';

const M = VALIDATION.job;

export interface JobFormValues {
  title?: string | null;
  isExternalJob?: boolean | null;
  companyId?: string | null;
  companyName?: string | null;
  description?: string | null;
  category?: string | null;
  industry?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  location?: string | null;
  jobType?: string | null;
}

/** Internal jobs need a picked company id; external jobs a typed company name. */
function companyMissing(values: JobFormValues): boolean {
  return values.isExternalJob ? isBlank(values.companyName) : isBlank(values.companyId);
}

export function validateJobCreate(values: JobFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.title)) errors.title = M.title;
  if (isBlank(values.category)) errors.category = M.category;
  if (isBlank(values.industry)) errors.industry = M.industry;
  if (isBlankRichText(values.description)) errors.description = M.description;
  if (isBlank(values.city)) errors.city = M.city;
  if (isBlank(values.state)) errors.state = M.state;
  if (isBlank(values.country)) errors.country = M.country;
  if (isBlank(values.jobType)) errors.jobType = M.jobType;
  if (companyMissing(values)) errors.company = M.company;
  return errors;
}

/**
 * Edit rules: category, description, location, title and company name. An internal job's
 * company name comes from its company, so a linked company id satisfies it.
 */
export function validateJobUpdate(values: JobFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.title)) errors.title = M.title;
  if (isBlank(values.category)) errors.category = M.category;
  if (isBlankRichText(values.description)) errors.description = M.description;
  if (isBlank(values.location)) errors.location = M.location;
  if (isBlank(values.companyName) && isBlank(values.companyId)) errors.company = M.company;
  return errors;
}
