/**
 * react-admin list filters → FakeRest's filter operators, following the contract's filter kinds
 * (domain/filters): text is a case-insensitive substring, booleans, enums and ids are equal.
 * Keys declared over several fields, or over a linked record's fields (`filter.over` / `via` in
 * domain/entities: a job's location, an application's job title), are beyond FakeRest's filters
 * (it can neither OR nor join): `compositeFilters` matches those here, as the server does.
 */
import { fieldEntries } from '../../domain/entities/declaration';
import { isListName, LIST_DECLARATIONS, LIST_FILTER_KEYS } from '../../domain/filters';
import type { FilterKeySpec, ListName } from '../../domain/filters';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
      if (compositeFilters(resource).some((c) => c.key === key)) continue;
      out[`${key}_q`] = escapeRegExp(text);
      // FakeRest's _q lets a record without the field through: an empty field matches no text.
      out[`${key}_neq`] = null;
    } else {
      out[`${key}_eq`] = text;
    }
  }
  return out;
}

/** A text filter key over several fields, of the record itself or of the record an id field links. */
export interface CompositeFilter {
  key: string;
  over: readonly string[];
  via?: { idField: string; resource: ListName };
}

const compositesByList = new Map<ListName, CompositeFilter[]>();

export function compositeFilters(resource: ListName): CompositeFilter[] {
  let found = compositesByList.get(resource);
  if (!found) {
    const entity = LIST_DECLARATIONS[resource];
    const fields = new Map(fieldEntries(entity));
    found = [...fields].flatMap(([key, field]) => {
      const filter = typeof field.filter === 'object' ? field.filter : null;
      if (!filter?.over && !filter?.via) return [];
      const over = filter.over ?? [key];
      if (!filter.via) return [{ key, over }];
      const table = fields.get(filter.via)?.links;
      const linked = Object.entries(LIST_DECLARATIONS).find(([, d]) => d.table === table)?.[0];
      if (!linked || !isListName(linked)) throw new Error(`${resource}.${key}: filter via ${filter.via} links no list`);
      return [{ key, over, via: { idField: filter.via, resource: linked } }];
    });
    compositesByList.set(resource, found);
  }
  return found;
}

function valueAt(record: unknown, path: string): unknown {
  let current = record;
  for (const part of path.split('.')) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  return current;
}

/** Whether any of the fields holds the text (case-insensitive; a list of strings: any item). */
export function holdsText(record: unknown, over: readonly string[], text: string): boolean {
  const wanted = text.toLowerCase();
  return over.some((path) => {
    const value = valueAt(record, path);
    const values = Array.isArray(value) ? value : [value];
    return values.some((v) => typeof v === 'string' && v.toLowerCase().includes(wanted));
  });
}

type Rows = Array<Record<string, unknown>>;

/**
 * The ids of the records that every composite key of the filter matches, or null when the filter
 * has none. `rowsOf` reads every record of a list (the demo's lists are small).
 */
export async function idsMatchingComposites(
  resource: ListName,
  filter: Record<string, unknown> = {},
  rowsOf: (resource: ListName) => Promise<Rows>,
): Promise<string[] | null> {
  const active = compositeFilters(resource)
    .map((c) => ({ ...c, text: String(filter[c.key] ?? '').trim() }))
    .filter((c) => c.text !== '');
  if (!active.length) return null;
  let rows = await rowsOf(resource);
  for (const c of active) {
    const via = c.via;
    if (!via) {
      rows = rows.filter((row) => holdsText(row, c.over, c.text));
      continue;
    }
    const linked = new Map((await rowsOf(via.resource)).map((r) => [String(r.id), r]));
    rows = rows.filter((row) => holdsText(linked.get(String(row[via.idField])), c.over, c.text));
  }
  return rows.map((r) => String(r.id));
}
