/**
 * The checks every write runs on its input before anything is stored: text lengths and web links
 * (domain/validation: the same rules the console's forms apply), and, given the entity's
 * declaration, values that do not fit their field's kind (a malformed e-mail, a date that is no
 * calendar day, a choice outside its list), with a message per field.
 */
import type { EntityDeclaration } from '../../domain/entities/declaration';
import { type FieldErrors, type InputType, LINK_FIELDS, linkErrors, textLimitErrors } from '../../domain/validation';
import { formatErrors } from '../../domain/validation/declared';
import { badInput } from '../errors';

export const FIELDS_TO_CORRECT = 'Please correct the highlighted fields.';

/** Refuses a write whose fields have errors, each under its field. */
export function refuseFieldErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw badInput(FIELDS_TO_CORRECT, errors);
}

export function assertInputRules(input: InputType, values: unknown, entity?: EntityDeclaration<string, string, string>): void {
  refuseFieldErrors({
    ...textLimitErrors(input, values),
    ...(input in LINK_FIELDS ? linkErrors(input as keyof typeof LINK_FIELDS, values) : {}),
    ...(entity ? formatErrors(entity, values as object) : {}),
  });
}
