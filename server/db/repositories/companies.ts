/** SQL of companies. Rows come back in the contract shape of domain/types.ts. */
import type { Selectable } from 'kysely';
import type { CompanyStatus } from '../../../domain/enums';
import type { Company, StatusChange } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import type { CompaniesTable } from '../database';
import { auditOf, iso, isUuid, metadataJson, metadataOf, publicUrl, type MetadataWrite } from './shared';

type CompanyRow = Selectable<CompaniesTable>;

const linkValue = (links: Record<string, string | null>, key: string): string | null => links?.[key] ?? null;

export function toCompany(row: CompanyRow): Company {
  return {
    _id: row.id,
    companyName: row.company_name,
    about: row.about,
    status: row.status as CompanyStatus,
    logoUrl: row.logo_url,
    industry: row.industry,
    companyDetails: {
      email: row.email,
      address: row.address,
      city: row.city,
      state: row.state,
      country: row.country,
      zipCode: row.zip_code,
    },
    links: {
      instagram: linkValue(row.links, 'instagram'),
      linkedin: linkValue(row.links, 'linkedin'),
      website: linkValue(row.links, 'website'),
    },
    metadata: metadataOf(row.metadata, publicUrl('companies', row.company_name, row.id)),
    history: (row.history ?? []).map((h) => ({ status: h.status, date: iso(h.date) ?? h.date, changedBy: h.changedBy ?? null })),
    ...auditOf(row),
  };
}

/** What the service writes: everything the console edits, already validated. */
export interface CompanyWrite {
  companyName: string;
  about: string | null;
  status: CompanyStatus;
  logoUrl: string | null;
  industry: string | null;
  companyDetails: {
    email: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    zipCode: string | null;
  };
  links: { instagram: string | null; linkedin: string | null; website: string | null };
  metadata: MetadataWrite | null;
}

function columns(input: CompanyWrite) {
  return {
    company_name: input.companyName,
    about: input.about,
    status: input.status,
    logo_url: input.logoUrl,
    industry: input.industry,
    email: input.companyDetails.email,
    address: input.companyDetails.address,
    city: input.companyDetails.city,
    state: input.companyDetails.state,
    country: input.companyDetails.country,
    zip_code: input.companyDetails.zipCode,
    links: JSON.stringify(input.links),
    metadata: metadataJson(input.metadata),
  };
}

export async function findCompanyRows(db: Db, ids: string[]): Promise<Company[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const rows = await db.selectFrom('companies').selectAll().where('id', 'in', valid).execute();
  return rows.map(toCompany);
}

export async function findCompany(db: Db, id: string): Promise<Company | null> {
  return (await findCompanyRows(db, [id]))[0] ?? null;
}

export async function insertCompany(
  db: Db,
  id: string,
  input: CompanyWrite,
  history: StatusChange[],
  actor: string,
): Promise<void> {
  await db
    .insertInto('companies')
    .values({ id, ...columns(input), history: JSON.stringify(history), created_at: new Date(), created_by: actor })
    .execute();
}

export async function updateCompany(
  db: Db,
  id: string,
  input: CompanyWrite,
  history: StatusChange[],
  actor: string,
  expected?: Date,
): Promise<number> {
  const result = await db
    .updateTable('companies')
    .set({ ...columns(input), history: JSON.stringify(history), updated_at: nextVersion(), updated_by: actor })
    .where('id', '=', id)
    .where(versionMatches(expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteCompany(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('companies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Locks the company row until the caller's transaction ends; false when it does not exist. */
export async function lockCompany(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return !!(await db.selectFrom('companies').select('id').where('id', '=', id).forUpdate().executeTakeFirst());
}

export async function companyNameOf(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom('companies').select('company_name').where('id', '=', id).executeTakeFirst();
  return row?.company_name ?? null;
}
