/**
 * domain/validation returns flat maps keyed by path ('companyDetails.email'); react-admin forms
 * want the nested shape of the values. validateWith adapts one to the other.
 */
import type { FieldErrors } from '../../../domain/validation';

export type NestedErrors = { [key: string]: string | NestedErrors };

export function toNestedErrors(flat: FieldErrors): NestedErrors {
  const out: NestedErrors = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      const next = node[key];
      if (typeof next === 'object') node = next;
      else {
        const created: NestedErrors = {};
        node[key] = created;
        node = created;
      }
    });
    node[keys[keys.length - 1]] = message;
  }
  return out;
}

/** A react-admin <Form validate> function from a domain validator. */
export function validateWith<V>(validator: (values: V) => FieldErrors) {
  return (values: Record<string, unknown>): NestedErrors => toNestedErrors(validator(values as V));
}
