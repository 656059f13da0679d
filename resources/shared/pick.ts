/**
 * Building contract inputs from form values or fetched records: copy only the keys the input type
 * declares, so __typename, _id, id, audit and derived fields never reach a mutation.
 */
import type { RecordData } from './definition';

export function pickDefined<K extends string>(
  source: unknown,
  keys: readonly K[],
): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  if (source === null || typeof source !== 'object') return out;
  const record = source as RecordData;
  for (const key of keys) {
    if (record[key] !== undefined) out[key] = record[key];
  }
  return out;
}

/** A nested input object, or undefined when the source has none (so the field is left out). */
export function pickObject<K extends string>(source: unknown, keys: readonly K[]): Partial<Record<K, unknown>> | undefined {
  if (source === null) return undefined;
  if (source === undefined || typeof source !== 'object') return undefined;
  return pickDefined(source, keys);
}

/** A list of input objects; anything but an array is left out. */
export function pickList<K extends string>(source: unknown, keys: readonly K[]): Partial<Record<K, unknown>>[] | undefined {
  if (!Array.isArray(source)) return undefined;
  return source.map((item) => pickDefined(item, keys));
}

/** SEO metadata without the server-derived `url`. */
export function metadataInput(source: unknown): Record<string, unknown> | undefined {
  const base = pickObject(source, ['title', 'description', 'keywords'] as const);
  if (!base) return undefined;
  const entries = pickList((source as RecordData).metadata, ['key', 'value'] as const);
  return entries ? { ...base, metadata: entries } : base;
}
