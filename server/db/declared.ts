/**
 * The server's half of the field declarations (domain/entities): the columns of an entity's
 * plain fields follow from its declaration by the naming convention (declaration.ts columnOf),
 * so a field declared once is read, written and seeded without a line here or in the
 * repository. Only fields computed from other columns or tables keep an explicit entry.
 */
import { type EntityDeclaration, fieldEntries, storedFields } from '../../domain/entities/declaration';
import type { FieldMap, FieldSpec } from './fieldMap';
import { isoOfTimestamp } from './timestampText';

type AnyEntity = EntityDeclaration<string, string, string>;
type Row = Record<string, unknown>;

const LIST_KINDS = new Set(['chips', 'commaList']);

/**
 * How a plain field is read from its column, by kind: lists are never null, timestamps are ISO
 * text; a field kept as a key of a JSON column (`storedIn`) is read from that key.
 */
function plainReader(kind: string, column: string, jsonKey?: string): (row: Row) => unknown {
  if (jsonKey) return (row) => (row[column] as Record<string, unknown> | null)?.[jsonKey] ?? null;
  if (LIST_KINDS.has(kind)) return (row) => row[column] ?? [];
  if (kind === 'timestamp') return (row) => isoOfTimestamp(row[column] as Date | string | null);
  return (row) => row[column];
}

/** 'companyDetails.zipCode' → ['companyDetails', 'zipCode']; a top-level name has no inner part. */
function splitPath(name: string): [string, string | undefined] {
  const dot = name.indexOf('.');
  return dot < 0 ? [name, undefined] : [name.slice(0, dot), name.slice(dot + 1)];
}

/**
 * The field map of an entity: every declared field stored in its row under its column (by
 * convention), read by its kind; `explicit` entries (computed fields, JSON, vectors, joins) win.
 * A structured field (kind object) stored in the row must be explicit: its shape is not a column's.
 */
export function declaredFieldMap<R, T>(
  declaration: AnyEntity,
  explicit: Partial<FieldMap<R, T>>,
  options: { resolvedElsewhere?: readonly string[] } = {},
): FieldMap<R, T> {
  const elsewhere = new Set(options.resolvedElsewhere ?? []);
  const map: Record<string, FieldSpec<Row, unknown>> = {};
  for (const [name, field, column] of storedFields(declaration)) {
    const [top, inner] = splitPath(name);
    if (Object.hasOwn(explicit, top) || field.inType === false) continue;
    if (field.kind === 'object') {
      throw new Error(`${declaration.type}.${name} is structured: its repository must say how it is read.`);
    }
    const jsonKey = field.storedIn ? inner ?? top : undefined;
    // A timestamp column is fetched as text and read without a Date (./timestampText.ts).
    const spec = { columns: [column], read: plainReader(field.kind, column, jsonKey), asText: field.kind === 'timestamp' && !jsonKey };
    if (!inner) {
      map[name] = spec;
      continue;
    }
    // companyDetails.address: a field of an object read field by field from the row.
    const group = (map[top] ??= { fields: {} }) as { fields: Record<string, FieldSpec<Row, unknown>> };
    group.fields[inner] = spec;
  }
  for (const [path, field] of fieldEntries(declaration)) {
    const [name] = splitPath(path);
    // A field only of the input, or only of the list (a filter over other columns), is never read.
    if (field.inType === false) continue;
    if (field.stored === false && !Object.hasOwn(explicit, name) && !elsewhere.has(name)) {
      throw new Error(`${declaration.type}.${name} is not stored: its repository must say how it is read.`);
    }
  }
  // Declaration order first, so a full read lists fields as the contract does.
  const ordered: Record<string, unknown> = {};
  for (const [path] of fieldEntries(declaration)) {
    const [name] = splitPath(path);
    if (Object.hasOwn(ordered, name)) continue;
    if (Object.hasOwn(explicit, name)) ordered[name] = (explicit as Record<string, unknown>)[name];
    else if (map[name]) ordered[name] = map[name];
  }
  for (const [name, spec] of Object.entries(explicit)) if (!Object.hasOwn(ordered, name)) ordered[name] = spec;
  return ordered as FieldMap<R, T>;
}

type Encoders = Readonly<Record<string, (value: never) => unknown>>;

/**
 * The columns of a record or a write, field by field as declared: companyDetails.zipCode from the
 * nested object, links.* gathered into their JSON column, `encode` (by top-level field) where the
 * stored form differs. `whole`: every stored field, the declared `seed` where the record has none;
 * otherwise only the fields present, and a top-level key no declared field covers is refused.
 */
function toColumns(declaration: AnyEntity, source: object, encode: Encoders, whole: boolean): Row {
  const values = source as Readonly<Row>;
  const stored = storedFields(declaration).filter(([, field]) => field.inType !== false);
  if (!whole) {
    const tops = new Set(stored.map(([path]) => splitPath(path)[0]));
    for (const key of Object.keys(values)) {
      if (!tops.has(key)) throw new Error(`${declaration.type}.${key} has no column to write.`);
    }
  }
  const out: Row = {};
  const json: Record<string, Row> = {};
  for (const [path, field, column] of stored) {
    const [top, inner] = splitPath(path);
    let value = inner ? (values[top] as Readonly<Row> | null | undefined)?.[inner] : values[top];
    if (value === undefined) {
      if (!whole) continue;
      value = field.seed ?? null;
    }
    if (field.storedIn) {
      (json[column] ??= {})[inner ?? top] = value;
      continue;
    }
    const encoder = inner ? undefined : (encode[top] as ((v: unknown) => unknown) | undefined);
    out[column] = encoder ? encoder(value) : value;
  }
  for (const [column, object] of Object.entries(json)) out[column] = JSON.stringify(object);
  return out;
}

/** The row columns of a write (the fields it has), already validated and normalised by the service. */
export function declaredColumns(declaration: AnyEntity, write: object, encode: Encoders = {}): Row {
  return toColumns(declaration, write, encode, false);
}

/** The row of a whole record (the seed's demo data): every stored field, the declared `seed` where it has none. */
export function declaredRow(declaration: AnyEntity, record: object, encode: Encoders = {}): Row {
  return toColumns(declaration, record, encode, true);
}
