/** SQL of companies. Rows come back in the contract shape of domain/types.ts. */
import type { Insertable, Selectable } from 'kysely';
import { COMPANY_DECLARATION } from '../../../domain/entities/companies';
import type { CompanyStatus } from '../../../domain/enums';
import type { CompanyDetailsInput, CompanyInput, CompanyLinksInput } from '../../../domain/generated/contract';
import type { Company, StatusChange } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import type { CompaniesTable } from '../database';
import { declaredColumns, declaredFieldMap } from '../declared';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, loadRecords, type Selection } from '../fieldMap';
import { iso, isUuid, metadataJson, metadataOf, publicUrl, type MetadataWrite } from './shared';
import { declaredWeight } from './weight';

type CompanyRow = Selectable<CompaniesTable>;

const f = fieldsOf<CompanyRow>();

/**
 * The Company fields not read from a column of their own. Every other declared field
 * (domain/entities/companies.ts) is its snake_case column — companyDetails.* plain columns,
 * links.* keys of the links JSON — read by its kind (server/db/declared.ts).
 */
const COMPUTED_FIELDS: Partial<FieldMap<CompanyRow, Company>> = {
  metadata: f.from(['metadata', 'company_name', 'id'], (r) => metadataOf(r.metadata, publicUrl('companies', r.company_name, r.id))),
  history: f.from(['history'], (r) =>
    (r.history ?? []).map((h) => ({ status: h.status, date: iso(h.date) ?? h.date, changedBy: h.changedBy ?? null })),
  ),
};

export const COMPANIES = defineEntity<CompanyRow, Company>(
  { table: 'companies', as: 'companies' },
  declaredFieldMap<CompanyRow, Company>(COMPANY_DECLARATION, COMPUTED_FIELDS),
);

/** Every field of an input type given (null where cleared): what the service hands to a write. */
type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** What the service writes: the contract's CompanyInput with every field resolved, already validated. */
export type CompanyWrite = Filled<Omit<CompanyInput, 'status' | 'companyDetails' | 'links' | 'metadata'>> & {
  status: CompanyStatus;
  companyDetails: Filled<CompanyDetailsInput>;
  links: Filled<CompanyLinksInput>;
  metadata: MetadataWrite | null;
};

/** Each written field under its declared column: details as columns, links and metadata as JSON. */
const columns = (input: CompanyWrite) =>
  declaredColumns(COMPANY_DECLARATION, input, { metadata: metadataJson }) as Omit<Insertable<CompaniesTable>, 'id' | 'history' | 'created_at'>;

/** Companies by id; with a selection (a list's GraphQL fields) only those fields are read and set. */
export async function findCompanyRows(db: Db, ids: string[]): Promise<Company[]>;
export async function findCompanyRows(db: Db, ids: string[], selection: Selection | undefined): Promise<Loaded<Company>[]>;
export async function findCompanyRows(db: Db, ids: string[], selection?: Selection): Promise<Loaded<Company>[]> {
  return loadRecords(db, COMPANIES, ids.filter(isUuid), selection);
}

/** The long fields of its records, from its declaration (server/db/repositories/weight.ts). */
export const COMPANY_WEIGHT = declaredWeight(COMPANY_DECLARATION, 'companies');

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
