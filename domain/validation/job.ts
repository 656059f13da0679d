/**
 * Job form rules of spec §5 (create and edit), as field -> message maps. Empty map = valid. The
 * required fields and their messages are declared with the fields (domain/entities/jobs.ts);
 * the company rule crosses fields, so it is written here.
 */
import { JOB_DECLARATION, type JobFieldName } from '../entities/jobs';
import { VALIDATION } from '../messages';
import { requiredErrors } from './declared';
import { type FieldErrors, isBlank } from './rules';

const M = VALIDATION.job;

/** A job's form values or input: any of the declared fields; the company rule reads these three. */
export type JobFormValues = { readonly [K in JobFieldName]?: unknown } & {
  readonly isExternalJob?: boolean | null;
  readonly companyId?: string | null;
  readonly companyName?: string | null;
};

/** Internal jobs need a picked company id; external jobs a typed company name. */
function companyMissing(values: JobFormValues): boolean {
  return values.isExternalJob ? isBlank(values.companyName) : isBlank(values.companyId);
}

export function validateJobCreate(values: JobFormValues): FieldErrors {
  const errors = requiredErrors(JOB_DECLARATION, values, 'create');
  if (companyMissing(values)) errors.company = M.company;
  return errors;
}

/**
 * Edit rules: category, description, location, title and company name. An internal job's
 * company name comes from its company, so a linked company id satisfies it.
 */
export function validateJobUpdate(values: JobFormValues): FieldErrors {
  const errors = requiredErrors(JOB_DECLARATION, values, 'edit');
  if (isBlank(values.companyName) && isBlank(values.companyId)) errors.company = M.company;
  return errors;
}
