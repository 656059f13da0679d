/** A validator's answer: the message of each field that fails, by the field's name (empty: valid). */
export type FieldErrors = Record<string, string>;
