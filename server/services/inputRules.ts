/**
 * The checks every write runs on its input before anything is stored: text lengths and web links
 * (domain/validation: the same rules the console's forms apply), with a message per field.
 */
import { type InputType, LINK_FIELDS, linkErrors, textLimitErrors } from '../../domain/validation';
import { badInput } from '../errors';

export function assertInputRules(input: InputType, values: unknown): void {
  const errors = {
    ...textLimitErrors(input, values),
    ...(input in LINK_FIELDS ? linkErrors(input as keyof typeof LINK_FIELDS, values) : {}),
  };
  if (Object.keys(errors).length) throw badInput('Please correct the highlighted fields.', errors);
}
