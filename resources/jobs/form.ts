/**
 * The job forms' wiring to the shared rules (domain/validation): the §5 messages keyed by the
 * input that shows them, for client checks and for the server's BAD_USER_INPUT fields alike.
 */
import { createDefaultsOf } from '../../domain/entities/declaration';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import { VALIDATION } from '../../domain/messages';
import { type FieldErrors, type JobFormValues, linkErrors, textLimitErrors, validateJobCreate, validateJobUpdate } from '../../domain/validation';
import type { Job } from '../../domain/types';
import type { RecordData } from '../shared/definition';

/** A job as the detail screen holds it (react-admin adds `id`). */
export type JobRecord = Job & { id: string };

/** What a new job starts as (declared: internal, OPEN, by an ADMIN, no skills or tags yet). */
export const newJobDefaults = (): Record<string, unknown> => createDefaultsOf(JOB_DECLARATION);

/** The contract's field names → the input a message belongs under. */
export function companyInputOf(values: { isExternalJob?: unknown }): 'companyName' | 'companyId' {
  return values.isExternalJob === true ? 'companyName' : 'companyId';
}

/** The server and the rules say `company`; the form shows it under the company name or picker. */
export function toInputErrors(errors: Readonly<Record<string, string>>, values: { isExternalJob?: unknown }): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const input = key === 'company' ? companyInputOf(values) : key === 'employer' ? 'employerId' : key;
    out[input] = message;
  }
  return out;
}

/** The form holds the declared fields (domain/entities/jobs.ts) under their names. */
const asFormValues = (values: RecordData): JobFormValues => values as JobFormValues;

/** The server's text lengths and the jobUrl scheme rule; the spec's messages win on the same field. */
const limitsAndLinks = (values: RecordData): FieldErrors => ({ ...textLimitErrors('JobInput', values), ...linkErrors('JobInput', values) });

/** Create form (spec §5 "Create job"): each message under its field. */
export function jobCreateErrors(values: RecordData): FieldErrors {
  return { ...limitsAndLinks(values), ...toInputErrors(validateJobCreate(asFormValues(values)), values) };
}

/**
 * Edit form (spec §5 "Edit job"). An internal job whose company was deleted keeps the old name
 * but no company: as on create, it needs a picked company before it can be saved.
 */
export function jobEditErrors(values: RecordData): FieldErrors {
  const errors = validateJobUpdate(asFormValues(values));
  const noCompany = values.isExternalJob !== true && (typeof values.companyId !== 'string' || values.companyId.trim() === '');
  if (noCompany) errors.company = VALIDATION.job.company;
  return { ...limitsAndLinks(values), ...toInputErrors(errors, values) };
}

/** The edit form's description error also appears as 'Description Required' (spec §5). */
export const DESCRIPTION_REQUIRED_SHORT = VALIDATION.job.descriptionShort;
