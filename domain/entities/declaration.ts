/**
 * The field declaration format: each entity's fields are declared once, in
 * `domain/entities/<entity>.ts`, and the console and the server both derive from that one place
 * (GraphQL selections, the form-to-input transform, the detail and create sections, validation,
 * list and filter columns, English labels, demo records; on the server the column mapping, the
 * service's field handling and the seed's defaults).
 *
 * One entry per field of the contract's type (and of its input, when it has one):
 *
 *   interviewProcess: { label: 'Interview Process', kind: 'longText', section: 'interview', createSection: 'otherText', limit: 'long' },
 *
 * - `label` is the English label of the detail and create pages (list and filter columns may
 *   name it differently: `list.label`, `filter.label`).
 * - `kind` says how the value is edited, shown, sent and stored (see FieldKind).
 * - `section` / `createSection` place the field in one of the entity's declared sections, in the
 *   order the fields are declared; `custom` instead names a hand-drawn component (pickers, SEO
 *   metadata, the résumé box) that places itself; no section means "not drawn generically".
 * - `required` carries the spec's message for create and/or edit (domain/messages.ts VALIDATION);
 *   `rule` names a cross-field rule that owns the message instead (e.g. jobs' `company`).
 * - `readOnly` fields come from the server (ids, audit, derived values): selected, never sent.
 * - `variants` restricts a field to some variants of the entity (e.g. internal jobs only).
 * - `column` is the database column when it is not the camelCase → snake_case of the name (see
 *   columnOf); nested fields (`companyDetails.address`) map their last segment by default.
 * - `filter` makes the field a list filter key; `filter.over` matches several fields at once,
 *   and with `filter.via` (an id field that `links` a table) the fields of the linked record.
 * - `seed` is the value a seeded or demo record gets when the generator says nothing.
 *
 * domain/ stays free of both sides: this file imports nothing from the console or the server.
 */

/** How a field is edited, shown, sent to the contract and stored. */
export type FieldKind =
  /** One line of text; blank is sent as '' and stored as null. */
  | 'text'
  /** Several lines of plain text, kept as typed (education, requirements). */
  | 'longText'
  /** HTML from the rich-text editor; blank when only tags remain. */
  | 'richText'
  /** A number; an empty input is null. */
  | 'number'
  /** true / false */
  | 'yesNo'
  /** A date the user picks (stored as text, e.g. an expiry date). */
  | 'date'
  /** One of `choice.values` (a GraphQL enum: a cleared choice is sent as null), or free text with `choice.suggestions`. */
  | 'choice'
  /** A list of strings edited as chips. */
  | 'chips'
  /** A list of strings edited as one comma-separated line. */
  | 'commaList'
  /** A web address. */
  | 'url'
  /** An e-mail address. */
  | 'email'
  /** The id of another record (a picker, or a filter key). */
  | 'id'
  /** A timestamp the server sets (posted, created, updated). */
  | 'timestamp'
  /** A structured value drawn by a custom component (SEO metadata, links, a linked record's summary). */
  | 'object';

/** Length tiers of domain/validation/textLimits.ts. */
export type TextLimit = 'name' | 'short' | 'link' | 'long';

export interface ChoiceDeclaration {
  /** Enum values, in the order a person meets them. */
  readonly values?: readonly string[];
  /** Values offered on the create form when fewer (a new job cannot be an INTERNSHIP). */
  readonly createValues?: readonly string[];
  /** Free text with these suggestions. */
  readonly suggestions?: readonly string[];
  /** Suggestions only on the create form (elsewhere a plain text input). */
  readonly suggestOnCreateOnly?: boolean;
  /** Translation group of the enum values' labels under resources.<entity>.screen (e.g. 'job_types'). */
  readonly labels?: string;
}

/** Cell renderings of a list column beyond the field's kind. */
export type ListDisplay = 'capitalised' | 'statusDot' | 'statusChip' | 'age';

export interface ListColumnDeclaration<V extends string = string> {
  /** The column's English label when it differs from the field's (spec list labels). */
  readonly label?: string;
  /** Position among the list's columns (default: declaration order). */
  readonly order?: number;
  readonly display?: ListDisplay;
  /** A computed cell: the fields it reads are selected by the list query too. */
  readonly value?: (record: Readonly<Record<string, unknown>>) => string | null | undefined;
  /** Fields (with their sub-selection for objects) the computed cell reads. */
  readonly reads?: readonly ListRead<V>[];
}

export type ListRead<V extends string = string> = V | { readonly field: V; readonly select: readonly string[] };

export interface FilterDeclaration {
  /** The drawer's English label when it differs from the field's list label. */
  readonly label?: string;
  /** false: a filter key the server accepts (links from other screens) but the drawer does not offer. */
  readonly drawer?: boolean;
  /** Position in the drawer (default: declaration order). */
  readonly order?: number;
  /** Text filters that match any of these fields (the server ORs their columns). */
  readonly over?: readonly string[];
  /**
   * The id field (declaring `links`) of the record whose fields `over` names: the filter matches
   * the rows whose linked record matches (an application by its job's title).
   */
  readonly via?: string;
}

export interface FieldDeclaration<S extends string = string, V extends string = string> {
  readonly label: string;
  readonly kind: FieldKind;
  readonly choice?: ChoiceDeclaration;
  /** Detail page section (view and edit mode). */
  readonly section?: S;
  /** Create form section; defaults to `section` when the create layout has it; null: not on the create form. */
  readonly createSection?: S | null;
  /** A hand-drawn component (by name) shows this field; the generic renderer skips it. */
  readonly custom?: string;
  readonly required?: { readonly create?: string; readonly edit?: string };
  /** A named cross-field rule owns this field's message (the asterisk still shows where `required` says). */
  readonly rule?: string;
  /** Helper text key under resources.<entity>.screen.hints, on the create form. */
  readonly createHint?: string;
  /** Helper text key under resources.<entity>.screen.hints, in edit mode and on the create form. */
  readonly hint?: string;
  readonly list?: ListColumnDeclaration | true;
  /** Also selected by the list query without being a column (a link target, a variant key). */
  readonly listSelect?: true | readonly string[];
  readonly filter?: FilterDeclaration | true;
  /** Set by the server; selected and shown, never sent. */
  readonly readOnly?: boolean;
  /** In the contract's input but never sent by the console's forms (set by rules, e.g. a job's user type). */
  readonly consoleWrites?: false;
  /** false: a blank value is no change and is left out of the input (a status not picked, a note not typed). */
  readonly sendBlank?: false;
  /** Variants of the entity that have this field (default: all). */
  readonly variants?: readonly V[];
  /** Sub-selection of an object field (detail query). */
  readonly select?: readonly (string | { readonly [field: string]: readonly string[] })[];
  /** Not in the database row under this name (computed from other columns, or another table). */
  readonly stored?: false;
  readonly column?: string;
  /** An id field: the table of the record it names (filters `via` it read that table's columns). */
  readonly links?: string;
  /** Stored as a key of this JSON column of the row (e.g. a company's links), not a column of its own. */
  readonly storedIn?: string;
  /** Only in the contract's input, not in its type (an application's new note). */
  readonly inType?: false;
  /** The browser input type when it is not the kind's (phone numbers; links typed as plain text). */
  readonly inputType?: 'tel' | 'text';
  /** Shows the required asterisk in these modes though no rule of its own checks it. */
  readonly asterisk?: readonly FormMode[];
  /** Values must be digits only (ZIP codes), checked when present, with this message. */
  readonly digits?: string;
  readonly limit?: TextLimit | { readonly list: TextLimit } | { readonly input: string };
  /** Value of a new record on the create form. */
  readonly createDefault?: unknown;
  /** A new record always gets this value, whatever the form holds (a new job is OPEN). */
  readonly createValue?: unknown;
  /** Chosen on create, then only shown (an internal job stays internal). */
  readonly fixed?: boolean;
  /** Value of a seeded or demo record when the generator gives none. */
  readonly seed?: unknown;
  /** Not selected by the detail query (a heavy value only a custom panel asks for). */
  readonly detail?: false;
}

export interface SectionDeclaration<S extends string = string, V extends string = string> {
  readonly key: S;
  /** Title key under resources.<entity>.screen (default: sections.<key>). */
  readonly title?: string;
  /** Takes the whole row of the paired detail grid; 'when:<variant>' only for that variant. */
  readonly wide?: boolean | V;
  readonly columns?: 1 | 2 | 3;
  readonly variants?: readonly V[];
  /** A hand-drawn section, rendered by the component of this name (no generic fields). */
  readonly custom?: string;
  /** Fields kept in a second grid of the same card (create 'other': the text blocks). */
  readonly continues?: S;
  /** A hand-drawn element in the section's header (by name), e.g. a second error line. */
  readonly action?: string;
  /** Each field drawn as a block of its own (multi-line texts), not a label/value grid. */
  readonly blocks?: boolean;
}

export interface EntityDeclaration<F extends string = string, S extends string = string, V extends string = string> {
  /** The console's resource name (the spec's path). */
  readonly resource: string;
  /** The contract's type and input type. */
  readonly type: string;
  readonly input?: string;
  readonly table?: string;
  /** Which variant a record or form is (e.g. internal / external job). */
  readonly variantOf?: (values: object) => V;
  readonly fields: { readonly [K in F]: FieldDeclaration<S, V> };
  /** Detail page sections, in the spec's order. */
  readonly detailSections?: readonly SectionDeclaration<S, V>[];
  /** Create form sections, in the spec's order. */
  readonly createSections?: readonly SectionDeclaration<S, V>[];
}

/**
 * Checks a declaration and keeps its literal shape (field names, which fields filter), so what
 * derives from it is typed: filter keys, selections.
 */
export function declareEntity<
  const S extends string,
  const V extends string,
  const Fs extends { readonly [name: string]: FieldDeclaration<NoInfer<S>, NoInfer<V>> },
>(declaration: Omit<EntityDeclaration<string, S, V>, 'fields'> & { readonly fields: Fs }): Omit<EntityDeclaration<string, S, V>, 'fields'> & { readonly fields: Fs } {
  return declaration;
}

type AnyEntity = EntityDeclaration<string, string, string>;
type AnyField = FieldDeclaration<string, string>;

export type FieldEntry = readonly [name: string, field: AnyField];

/** camelCase → snake_case, the database's naming convention: yearsOfExperience → years_of_experience. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The database column of a field: its declared `column` (or the JSON column it is `storedIn`),
 * else the snake_case of its last path segment (companyDetails.zipCode → zip_code).
 */
export function columnOf(name: string, field?: Pick<AnyField, 'column' | 'storedIn'>): string {
  if (field?.column) return field.column;
  if (field?.storedIn) return field.storedIn;
  return snakeCase(name.slice(name.lastIndexOf('.') + 1));
}

export function fieldEntries(entity: AnyEntity): FieldEntry[] {
  return Object.entries(entity.fields) as FieldEntry[];
}

/** Fields of the contract's input type, in declaration order (everything not read-only). */
export function inputFields(entity: AnyEntity): FieldEntry[] {
  return fieldEntries(entity).filter(([, f]) => !f.readOnly);
}

/** Input fields the console's forms send (input fields minus those set by rules). */
export function writableFields(entity: AnyEntity): FieldEntry[] {
  return inputFields(entity).filter(([, f]) => f.consoleWrites !== false);
}

/** Fields stored in the entity's own row under their column (for the server's column mapping). */
export function storedFields(entity: AnyEntity): Array<readonly [name: string, field: AnyField, column: string]> {
  return fieldEntries(entity)
    .filter(([, f]) => f.stored !== false)
    .map(([name, f]) => [name, f, columnOf(name, f)] as const);
}

/**
 * A new record's form values: each field's `createDefault` (fresh arrays and objects for every
 * form); a yes/no field without one is No, as its radio buttons show, so the new record is saved
 * with what the form showed.
 */
export function createDefaultsOf(entity: AnyEntity): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, f] of fieldEntries(entity)) {
    if (f.createDefault !== undefined) defaults[name] = structuredClone(f.createDefault);
    else if (f.kind === 'yesNo' && !f.readOnly) defaults[name] = false;
  }
  return defaults;
}

/**
 * A generated record (demo data, seed) with every declared field of the contract type: a field
 * the generator does not know yet gets its `seed` value, an empty list, or null.
 */
export function withDeclaredFields<T extends object>(entity: AnyEntity, record: T): T {
  let out: Record<string, unknown> | null = null;
  for (const [name, f] of fieldEntries(entity)) {
    if (f.inType === false || hasPath(record, name)) continue;
    out ??= structuredClone(record) as Record<string, unknown>;
    const fallback = f.seed !== undefined ? structuredClone(f.seed) : f.kind === 'chips' || f.kind === 'commaList' ? [] : null;
    setValue(out, name, fallback);
  }
  return (out ?? record) as T;
}

function hasPath(record: object, path: string): boolean {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

function setValue(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) current = (current[key] ??= {}) as Record<string, unknown>;
  current[keys[keys.length - 1]] = value;
}

/** Whether a field belongs to a variant (a field without `variants` belongs to all). */
export function inVariant(field: Pick<AnyField, 'variants'>, variant: string | undefined): boolean {
  return !field.variants || variant === undefined || field.variants.includes(variant);
}

export type FormMode = 'create' | 'edit';

/** The required fields of a mode whose message is the field's own (not a named rule's). */
export function requiredFields(entity: AnyEntity, mode: FormMode, variant?: string): Array<readonly [string, string, AnyField]> {
  const out: Array<readonly [string, string, AnyField]> = [];
  for (const [name, f] of fieldEntries(entity)) {
    const message = f.required?.[mode];
    if (message && !f.rule && inVariant(f, variant)) out.push([name, message, f]);
  }
  return out;
}

/** Whether the form shows the required asterisk for a field in a mode. */
export function isRequired(field: Pick<AnyField, 'required' | 'asterisk'>, mode: FormMode): boolean {
  return !!field.required?.[mode] || !!field.asterisk?.includes(mode);
}

/**
 * The fields a section draws, in declaration order (custom ones included: the page draws them by
 * name). On the create form a field sits in its `createSection`, else in its detail section when
 * the create form has a section of that name.
 */
export function fieldsOfSection(entity: AnyEntity, section: string, where: 'detail' | 'create'): FieldEntry[] {
  const createKeys = new Set((entity.createSections ?? []).map((s) => s.key));
  return fieldEntries(entity).filter(([, f]) => {
    if (where === 'detail') return f.section === section;
    const placed = f.createSection === undefined ? (f.section && createKeys.has(f.section) ? f.section : undefined) : f.createSection;
    return placed === section;
  });
}

export interface FilterKeyDeclaration {
  readonly kind: 'text' | 'boolean' | 'enum' | 'id';
  readonly values?: readonly string[];
}

/** The filter kind a field's kind gives. */
export function filterKindOf(field: Pick<AnyField, 'kind' | 'choice'>): FilterKeyDeclaration['kind'] {
  if (field.kind === 'yesNo') return 'boolean';
  if (field.kind === 'id') return 'id';
  if (field.kind === 'choice' && field.choice?.values) return 'enum';
  return 'text';
}

type FieldsOf<D> = D extends { readonly fields: infer Fs } ? Fs : never;

type FilterNames<D> = { [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { readonly filter: unknown } ? K : never }[keyof FieldsOf<D>] & string;

/** The filter kind of a declared field, at the type level (matches filterKindOf). */
type FilterKindOfField<F> = F extends { readonly kind: 'yesNo' }
  ? 'boolean'
  : F extends { readonly kind: 'id' }
    ? 'id'
    : F extends { readonly kind: 'choice'; readonly choice: { readonly values: readonly string[] } }
      ? 'enum'
      : 'text';

export type DeclaredFilterKeys<D> = {
  readonly [K in FilterNames<D>]: { readonly kind: FilterKindOfField<FieldsOf<D>[K]>; readonly values?: readonly string[] };
};

/** The filter keys a list accepts (domain/filters.ts), from the fields that declare `filter`. */
export function filterKeysOf<const D extends AnyEntity>(entity: D): DeclaredFilterKeys<D> {
  const keys: Record<string, FilterKeyDeclaration> = {};
  // The drawer's order first, then the keys it does not offer: the order the server's
  // "This list can be filtered by: ..." message names them in.
  const drawer = new Set(filterColumnsOf(entity).map((c) => c.name));
  const entries = fieldEntries(entity);
  const ordered = [...[...drawer].map((name) => [name, entity.fields[name]] as const), ...entries.filter(([name]) => !drawer.has(name))];
  for (const [name, f] of ordered) {
    if (!f.filter) continue;
    const kind = filterKindOf(f);
    keys[name] = kind === 'enum' ? { kind, values: f.choice?.values } : { kind };
  }
  return keys as DeclaredFilterKeys<D>;
}

/** The list's columns in order, with their labels. */
export function listColumnsOf(entity: AnyEntity): Array<{ readonly name: string; readonly label: string; readonly field: AnyField; readonly column: ListColumnDeclaration }> {
  const columns = fieldEntries(entity)
    .filter(([, f]) => f.list)
    .map(([name, f], index) => {
      const column: ListColumnDeclaration = f.list === true ? {} : (f.list as ListColumnDeclaration);
      return { name, label: column.label ?? f.label, field: f, column, order: column.order ?? index };
    });
  return columns.sort((a, b) => a.order - b.order).map(({ order: _order, ...c }) => c);
}

/** The filter drawer's columns in order, with their labels (the filter label, else the list label). */
export function filterColumnsOf(entity: AnyEntity): Array<{ readonly name: string; readonly label: string }> {
  const columns = fieldEntries(entity)
    .filter(([, f]) => f.filter && (f.filter === true || f.filter.drawer !== false))
    .map(([name, f], index) => {
      const filter: FilterDeclaration = f.filter === true ? {} : (f.filter as FilterDeclaration);
      const listLabel = f.list && f.list !== true ? f.list.label : undefined;
      return { name, label: filter.label ?? listLabel ?? f.label, order: filter.order ?? index };
    });
  return columns.sort((a, b) => a.order - b.order).map(({ name, label }) => ({ name, label }));
}

/** Non-blank parts trimmed and joined with ', ' (city, state, country), or null when all are blank: for computed list cells. */
export function joinText(...parts: unknown[]): string | null {
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim());
  return kept.length > 0 ? kept.join(', ') : null;
}
