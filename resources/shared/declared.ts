/**
 * What a resource definition derives from its entity's field declaration (domain/entities): the
 * GraphQL selections, the list columns and filter columns with their English labels, the detail
 * labels, and the one form-to-input transform by field kind. A field added to the declaration
 * reaches every one of these without a second list.
 */
import {
  type EntityDeclaration,
  type FieldDeclaration,
  fieldEntries,
  filterColumnsOf,
  inVariant,
  listColumnsOf,
  writableFields,
} from '../../domain/entities/declaration';
import { normalizeList } from '../../domain/lists';
import type { ColumnKind, ListColumn, RecordData } from './definition';
import { readPath } from './format';
import { metadataInput } from './pick';

type AnyEntity = EntityDeclaration<string, string, string>;
type AnyField = FieldDeclaration<string, string>;
type SubSelection = AnyField['select'];

/** field → its sub-selection (null for a leaf), in the order first met. */
type Tree = Map<string, Tree | null>;

function addPath(tree: Tree, path: string, select?: SubSelection): void {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0 && !select) {
    if (!tree.has(head)) tree.set(head, null);
    return;
  }
  let child = tree.get(head);
  if (!child) {
    child = new Map();
    tree.set(head, child);
  }
  if (rest.length > 0) addPath(child, rest.join('.'), select);
  else addSelect(child, select);
}

function addSelect(tree: Tree, select: SubSelection): void {
  for (const entry of select ?? []) {
    if (typeof entry === 'string') addPath(tree, entry);
    else for (const [field, nested] of Object.entries(entry)) addPath(tree, field, nested);
  }
}

function printTree(tree: Tree): string {
  return [...tree].map(([field, sub]) => (sub ? `${field} { ${printTree(sub)} }` : field)).join(' ');
}

const inContract = (f: AnyField) => f.inType !== false;

/** The detail query's selection: every field of the contract type (but those a panel asks for itself). */
export function detailSelectionOf(entity: AnyEntity): string {
  const tree: Tree = new Map();
  for (const [name, f] of fieldEntries(entity)) if (inContract(f) && f.detail !== false) addPath(tree, name, f.select);
  return printTree(tree);
}

/** The list query's selection: the columns, what computed columns read, and the fields a row links by. */
export function listSelectionOf(entity: AnyEntity): string {
  const tree: Tree = new Map();
  for (const [name, f] of fieldEntries(entity)) {
    if (inContract(f) && (f.list || f.listSelect)) addPath(tree, name, Array.isArray(f.listSelect) ? f.listSelect : undefined);
    if (f.list && f.list !== true) {
      for (const read of f.list.reads ?? []) {
        if (typeof read === 'string') addPath(tree, read);
        else addPath(tree, read.field, read.select);
      }
    }
  }
  return printTree(tree);
}

const LIST_KINDS: Partial<Record<AnyField['kind'], ColumnKind>> = { date: 'date', timestamp: 'date', yesNo: 'yesNo' };

/** The list's columns (spec order), each rendered by its field's kind or its computed value. */
export function listColumnsFrom(entity: AnyEntity): ListColumn[] {
  return listColumnsOf(entity).map(({ name, field, column }) => {
    const kind = column.display ?? LIST_KINDS[field.kind];
    return { source: name, ...(kind ? { kind } : {}), ...(column.value ? { value: column.value } : {}) };
  });
}

/** The filter drawer's columns, in the drawer's order. */
export function filterColumnsFrom<K extends string>(entity: AnyEntity): Array<{ readonly key: K }> {
  return filterColumnsOf(entity).map(({ name }) => ({ key: name as K }));
}

/** English labels of the list columns (resources.<r>.fields) and filter columns (resources.<r>.filters). */
export function listLabelsOf(entity: AnyEntity): { fields: Record<string, string>; filters: Record<string, string> } {
  return {
    fields: Object.fromEntries(listColumnsOf(entity).map(({ name, label }) => [name, label])),
    filters: Object.fromEntries(filterColumnsOf(entity).map(({ name, label }) => [name, label])),
  };
}

/** English labels of the detail and create pages (resources.<r>.screen.fields), keyed by field path. */
export function fieldLabelsOf(entity: AnyEntity): Record<string, string> {
  return Object.fromEntries(fieldEntries(entity).map(([name, f]) => [name, f.label]));
}

/** Spec §5: an empty number input is empty, anything else a number. */
function toNumber(value: unknown): number | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Structured fields drawn by a custom component, and how their form value becomes input. */
const OBJECT_INPUTS: Readonly<Record<string, (value: unknown) => unknown>> = {
  seoMetadata: metadataInput,
};

/** One form value as the contract's input takes it, by the field's kind. */
function inputValue(f: AnyField, value: unknown): unknown {
  switch (f.kind) {
    case 'choice':
      // GraphQL enums refuse '', so a cleared choice is sent as null.
      return f.choice?.values && value === '' ? null : value;
    case 'yesNo':
      return value === true;
    case 'id':
      // '' is a cleared picker: null unlinks (an absent id keeps the link).
      return value === '' ? null : value;
    case 'number':
      return toNumber(value);
    case 'chips':
    case 'commaList':
      return normalizeList(Array.isArray(value) ? (value as string[]) : []);
    case 'object': {
      const convert = f.custom ? OBJECT_INPUTS[f.custom] : undefined;
      return convert ? convert(value) : value;
    }
    default:
      return value;
  }
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = (target[head] ??= {}) as Record<string, unknown>;
  setPath(child, rest.join('.'), value);
}

/**
 * The one transform from form values (or a fetched record) to the contract's input: only the
 * input's fields, each converted by its kind; absent values stay absent (the server keeps
 * them), and so do blank ones of fields declared `sendBlank: false`. A nested group is sent
 * when the source has it. On create, the new record's rules apply: forced values
 * (`createValue`), yes/no fields always sent, and only the fields of the form's variant.
 */
export function toDeclaredInput(entity: AnyEntity, data: RecordData, mode: 'create' | 'update'): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const variant = mode === 'create' ? entity.variantOf?.(data) : undefined;
  for (const [name, f] of writableFields(entity)) {
    if (mode === 'create' && !inVariant(f, variant)) continue;
    if (mode === 'create' && f.createValue !== undefined) {
      setPath(input, name, f.createValue);
      continue;
    }
    const groupPath = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : null;
    const group = groupPath ? readPath(data, groupPath) : data;
    if (group === null || group === undefined || typeof group !== 'object') continue;
    // A group the source has is sent, even empty (as the contract's nested input).
    if (groupPath && readPath(input, groupPath) === undefined) setPath(input, groupPath, {});
    const value = readPath(data, name);
    if (value === undefined && !(mode === 'create' && f.kind === 'yesNo')) continue;
    if (f.sendBlank === false && isBlank(value)) continue;
    const converted = inputValue(f, value);
    if (converted !== undefined) setPath(input, name, converted);
  }
  return input;
}
