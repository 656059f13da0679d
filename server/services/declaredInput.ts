/**
 * An input's fields as they are stored, by their declared kind (domain/entities): absent keeps
 * the stored value; text is trimmed and blank is null; rich text is sanitised (sanitizedInput,
 * first: the sanitiser works in a worker thread); lists are trimmed and deduplicated; numbers,
 * yes/no, enum choices and structured values are taken as given.
 * A service runs this on every input field but those its own rules set.
 */
import { type EntityDeclaration, type FieldDeclaration, inputFields } from '../../domain/entities/declaration';
import { normalizeList } from '../../domain/lists';
import type { Requester } from '../lib/budgetedWorker';
import { sanitizeRichText } from '../sanitize';

type AnyEntity = EntityDeclaration<string, string, string>;
type Values = Readonly<Record<string, unknown>>;

const TEXT_KINDS = new Set(['text', 'longText', 'richText', 'url', 'email', 'date', 'choice', 'id']);

export const cleanText = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** Absent keeps the stored value, null or blank clears it. */
export const keepText = (value: string | null | undefined, current: string | null | undefined): string | null =>
  value === undefined ? (current ?? null) : cleanText(value);

declare const SANITISED: unique symbol;
/**
 * An input whose rich text fields are sanitised (sanitizedInput): the only input declaredWrite
 * takes, so no service can store a description as it was sent.
 */
export type SanitizedInput<T extends object = object> = T & { readonly [SANITISED]: true };

/** The input with each rich text field it gives trimmed and sanitised (refused as the field's error when it cannot be). */
export async function sanitizedInput<T extends object>(entity: AnyEntity, input: T, requester?: Requester): Promise<SanitizedInput<T>> {
  const out: Record<string, unknown> = { ...(input as Values) };
  for (const [path, field] of inputFields(entity)) {
    if (field.kind !== 'richText' || field.inType === false) continue;
    const dot = path.indexOf('.');
    const top = dot < 0 ? path : path.slice(0, dot);
    const inner = dot < 0 ? undefined : path.slice(dot + 1);
    const text = valueAt(out, top, inner);
    if (typeof text !== 'string' || !text.trim()) continue;
    const clean = await sanitizeRichText(text.trim(), path, requester);
    if (inner) out[top] = { ...(out[top] as Values), [inner]: clean };
    else out[top] = clean;
  }
  return out as SanitizedInput<T>;
}

function byKind(field: FieldDeclaration, value: unknown, current: unknown): unknown {
  if (field.kind === 'chips' || field.kind === 'commaList') {
    return value === undefined ? (current ?? []) : normalizeList(value as string[] | null);
  }
  if (TEXT_KINDS.has(field.kind) && !field.choice?.values) {
    const text = keepText(value as string | null | undefined, current as string | null | undefined);
    // rich text arrives sanitised (SanitizedInput)
    return text;
  }
  return value === undefined ? (current ?? null) : value;
}

const valueAt = (source: Values | null | undefined, top: string, inner: string | undefined): unknown =>
  inner ? (source?.[top] as Values | null | undefined)?.[inner] : source?.[top];

/**
 * The stored values of an entity's input fields (nested ones, e.g. companyDetails.city, inside
 * their object), from the input and the current record (null on create). `ruled` names the
 * top-level fields the service sets itself.
 */
export function declaredWrite(entity: AnyEntity, input: SanitizedInput, current: object | null, ruled: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const [path, field] of inputFields(entity)) {
    if (field.inType === false) continue;
    const dot = path.indexOf('.');
    const top = dot < 0 ? path : path.slice(0, dot);
    const inner = dot < 0 ? undefined : path.slice(dot + 1);
    if (ruled.has(top)) continue;
    const value = byKind(field, valueAt(input as Values, top, inner), valueAt(current as Values | null, top, inner));
    if (inner) ((out[top] ??= {}) as Record<string, unknown>)[inner] = value;
    else out[top] = value;
  }
  return out;
}

/**
 * The fields an edit gives, as stored, for entities whose edits write only what they are given
 * (job seekers): lists are trimmed and deduplicated, web links trimmed (blank is none), rich text
 * arrives sanitised (SanitizedInput), other values kept as typed; absent fields are left out, so
 * the row keeps them.
 */
export function declaredPatch(entity: AnyEntity, input: SanitizedInput): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const [path, field] of inputFields(entity)) {
    if (field.inType === false) continue;
    const dot = path.indexOf('.');
    const top = dot < 0 ? path : path.slice(0, dot);
    const inner = dot < 0 ? undefined : path.slice(dot + 1);
    const value = valueAt(input as Values, top, inner);
    if (value === undefined) continue;
    const stored =
      field.kind === 'chips' || field.kind === 'commaList'
        ? normalizeList(value as string[] | null)
        : field.kind === 'url'
          ? cleanText(value as string | null)
          : value;
    if (inner) ((out[top] ??= {}) as Record<string, unknown>)[inner] = stored;
    else out[top] = stored;
  }
  return out;
}
