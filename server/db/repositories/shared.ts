/** Row-to-contract helpers shared by the entity repositories. */
import { snakeCase } from '../../../domain/entities/declaration';
import { CONTRACT_FIELDS } from '../../../domain/generated/contract';
import type { Audit, Metadata, MetadataEntry, PersonalDetails } from '../../../domain/types';
import type { PlainColumns } from '../database';
import { type FieldMap, fieldsOf } from '../fieldMap';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not uuids can never exist; asking Postgres would fail with a cast error. */
export const isUuid = (id: string | null | undefined): id is string => !!id && UUID_PATTERN.test(id);

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

interface AuditRow {
  created_at: Date;
  created_by: string | null;
  updated_at: Date | null;
  updated_by: string | null;
}

/** The four audit fields of every entity, for its field map. */
export function auditFields<R extends AuditRow>(): FieldMap<R, Audit> {
  const f = fieldsOf<AuditRow>();
  return {
    createdAt: f.timestamp('created_at', ''),
    createdBy: f.column('created_by'),
    updatedAt: f.timestamp('updated_at'),
    updatedBy: f.column('updated_by'),
  };
}

/** pgvector's text form '[0.1,0.2,...]' is valid JSON. */
export function parseVector(text: string | null): number[] | null {
  if (!text) return null;
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.map(Number) : null;
}

/** The person columns of a row (employers, job seekers): PersonalDetails field by field, by the naming convention. */
export type PersonRow = PlainColumns<PersonalDetails>;

/** The PersonalDetails fields of the contract, each with its column (fullName → full_name). */
const PERSON_COLUMNS = Object.keys(CONTRACT_FIELDS.PersonalDetails).map(
  (field) => [field as keyof PersonalDetails, snakeCase(field) as keyof PersonRow] as const,
);

/** The person columns of a row, in the contract's order. */
export const PERSON_COLUMN_NAMES: ReadonlyArray<keyof PersonRow> = PERSON_COLUMNS.map(([, column]) => column);

/** PersonalDetails field by field, for the field maps of people (employers, job seekers). */
export function personalDetailsFields<R extends PersonRow>(): FieldMap<R, PersonalDetails> {
  const f = fieldsOf<PersonRow>();
  const fields = Object.fromEntries(PERSON_COLUMNS.map(([field, column]) => [field, f.column(column)]));
  return fields as unknown as FieldMap<R, PersonalDetails>;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The stored SEO metadata plus the read-only url the server derives. */
export function metadataOf(stored: Record<string, unknown> | null, url: string): Metadata {
  const entries = Array.isArray(stored?.metadata) ? (stored.metadata as unknown[]) : [];
  const metadata: MetadataEntry[] = entries
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && typeof (e as Record<string, unknown>).key === 'string')
    .map((e) => ({ key: e.key as string, value: str(e.value) }));
  return {
    title: str(stored?.title),
    url,
    description: str(stored?.description),
    keywords: str(stored?.keywords),
    metadata,
  };
}

export interface MetadataWrite {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  metadata?: Array<{ key: string; value?: string | null }> | null;
}

/** Only what the console edits is stored; url is always derived, never trusted from input. */
export function metadataJson(input: MetadataWrite | null | undefined): string {
  return JSON.stringify({
    title: input?.title ?? null,
    description: input?.description ?? null,
    keywords: input?.keywords ?? null,
    metadata: (input?.metadata ?? []).map((e) => ({ key: e.key, value: e.value ?? null })),
  });
}

export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'item'
  );
}

/** Public page of a job or company, e.g. /jobs/gold-smith-1a2b3c4d. */
export const publicUrl = (kind: 'jobs' | 'companies', name: string, id: string): string =>
  `/${kind}/${slugify(name)}-${id.slice(0, 8)}`;
