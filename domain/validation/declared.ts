/**
 * The `required` rules of a field declaration (domain/entities): each required field of the
 * mode (create or edit) that is blank gets its declared spec message, keyed by its path. What
 * "blank" means follows the field's kind: rich text with only tags is blank, an e-mail or a
 * website must be valid, a digits-only field must hold digits. Cross-field rules (a job's
 * company) stay named rules in the entity's validator.
 */
import type { EntityDeclaration, FieldDeclaration, FormMode } from '../entities/declaration';
import { fieldEntries, requiredFields } from '../entities/declaration';
import { type FieldErrors, isBlank, isBlankRichText, isDigitsOnly, isValidDate, isValidEmail, isValidWebsite } from './rules';

type AnyEntity = EntityDeclaration<string, string, string>;

function valueAt(values: object, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Whether a required field's value is missing (or not valid for its kind). */
function missing(field: FieldDeclaration<string, string>, value: unknown): boolean {
  if (field.kind === 'richText') return isBlankRichText(text(value));
  if (field.kind === 'email') return !isValidEmail(text(value));
  if (field.kind === 'url') return !isValidWebsite(text(value));
  if (field.digits) return !isDigitsOnly(text(value));
  if (typeof value === 'number') return false;
  return isBlank(text(value));
}

export function requiredErrors(entity: AnyEntity, values: object, mode: FormMode): FieldErrors {
  const errors: FieldErrors = {};
  const variant = entity.variantOf?.(values as Readonly<Record<string, unknown>>);
  for (const [name, message, field] of requiredFields(entity, mode, variant)) {
    if (missing(field, valueAt(values, name))) errors[name] = message;
  }
  return errors;
}

/** Our wording for a present e-mail that no spec message covers (spec §5 has none). */
const INVALID_EMAIL = 'Enter a valid email address';
const INVALID_DATE = 'Enter a valid date';
const unknownChoice = (values: readonly string[]) => `Choose one of ${values.join(', ')}`;

/**
 * Values given that do not fit their kind, in any mode: a ZIP code typed with letters, an e-mail
 * without an @ (optional on edit, but never saved malformed), a date that is no calendar day, a
 * choice outside its list. The message is the field's own: its
 * digits message, else the spec's message for a new record, which asks for a valid one ('Valid
 * email is required'), else ours (a person's 'Email is required' would read wrong under a
 * filled-in field). Web addresses have their own rule (links.ts), which also knows that a
 * stored file's path (a logo, a résumé) is not typed by anyone.
 */
export function formatErrors(entity: AnyEntity, values: object): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of fieldEntries(entity)) {
    if (field.readOnly) continue;
    const value = text(valueAt(values, name));
    if (isBlank(value)) continue;
    if (field.digits && !isDigitsOnly(value)) errors[name] = field.digits;
    else if (field.kind === 'email' && !isValidEmail(value)) errors[name] = field.required?.create ?? INVALID_EMAIL;
    else if (field.kind === 'date' && !isValidDate(value)) errors[name] = INVALID_DATE;
    else if (field.choice?.values && !field.choice.values.includes(value as string)) errors[name] = unknownChoice(field.choice.values);
  }
  return errors;
}
