/**
 * react-admin list filters → FakeRest's filter operators, following the contract's filter kinds
 * (domain/filters): text is a case-insensitive substring, booleans, enums and ids are equal.
 * Composite keys (location) fall back to FakeRest's full-text `q`: close enough for a demo.
 */
import { LIST_FILTER_KEYS } from '../../domain/filters';
import type { FilterKeySpec, ListName } from '../../domain/filters';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Keys the contract defines over several fields; FakeRest cannot OR, so they search everything. */
const COMPOSITE_KEYS = new Set(['location']);

export function toFakeRestFilter(resource: ListName, filter: Record<string, unknown> = {}): Record<string, unknown> {
  const known: Readonly<Record<string, FilterKeySpec>> = LIST_FILTER_KEYS[resource];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const spec = known[key];
    if (!spec || value === undefined || value === null || value === '') continue;
    if (spec.kind === 'boolean') {
      if (value === true || value === 'true') out[`${key}_eq`] = true;
      if (value === false || value === 'false') out[`${key}_eq`] = false;
      continue;
    }
    const text = String(value).trim();
    if (text === '') continue;
    if (spec.kind === 'text') {
      if (COMPOSITE_KEYS.has(key)) out.q = text;
      else {
        out[`${key}_q`] = escapeRegExp(text);
        // FakeRest's _q lets a record without the field through: an empty field matches no text.
        out[`${key}_neq`] = null;
      }
    } else {
      out[`${key}_eq`] = text;
    }
  }
  return out;
}
