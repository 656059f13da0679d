/** SQL of company requests (an employer asking to join a company). */
import { COMPANY_REQUEST_DECLARATION } from '../../../domain/entities/companyRequests';
import type { CompanyRequestStatus } from '../../../domain/enums';
import type { CompanyRequest } from '../../../domain/types';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../client';
import type { CompanyRequestsTable } from '../database';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, loadRecords, type Selection } from '../fieldMap';
import { declaredFieldMap } from '../declared';
import { nextVersion, versionMatches } from '../versioning';
import { isUuid } from './shared';
import { declaredWeight } from './weight';

type RequestRow = Selectable<CompanyRequestsTable> & {
  c_id: string | null;
  c_name: string | null;
  c_logo: string | null;
  e_email: string | null;
};

const f = fieldsOf<RequestRow>();

/**
 * The linked company's summary and the employer's email, read through the joins. Every other
 * declared field (domain/entities/companyRequests.ts) is its snake_case column, read by its kind
 * (server/db/declared.ts).
 */
const COMPUTED_FIELDS: Partial<FieldMap<RequestRow, CompanyRequest>> = {
  company: {
    columns: ['c_id'],
    present: (r) => !!r.c_id,
    fields: { companyName: f.column('c_name'), logoUrl: f.column('c_logo') },
  },
  employerEmail: f.column('e_email'),
};

export const COMPANY_REQUESTS = defineEntity<RequestRow, CompanyRequest>(
  {
    table: 'company_requests',
    as: 'r',
    joins: {
      company: sql`LEFT JOIN companies AS c ON c.id = r.company_id`,
      employer: sql`LEFT JOIN employers AS e ON e.id = r.employee_id`,
    },
    joined: {
      c_id: { column: 'c.id', joins: ['company'] },
      c_name: { column: 'c.company_name', joins: ['company'] },
      c_logo: { column: 'c.logo_url', joins: ['company'] },
      e_email: { column: 'e.email', joins: ['employer'] },
    },
  },
  declaredFieldMap<RequestRow, CompanyRequest>(COMPANY_REQUEST_DECLARATION, COMPUTED_FIELDS),
);

/** Company requests by id; with a selection (a list's GraphQL fields) only those fields are read and set. */
export async function findCompanyRequestRows(db: Db, ids: string[]): Promise<CompanyRequest[]>;
export async function findCompanyRequestRows(db: Db, ids: string[], selection: Selection | undefined): Promise<Loaded<CompanyRequest>[]>;
export async function findCompanyRequestRows(db: Db, ids: string[], selection?: Selection): Promise<Loaded<CompanyRequest>[]> {
  return loadRecords(db, COMPANY_REQUESTS, ids.filter(isUuid), selection);
}

/** The long fields of its records, from its declaration (server/db/repositories/weight.ts). */
export const COMPANY_REQUEST_WEIGHT = declaredWeight(COMPANY_REQUEST_DECLARATION, 'company_requests');

export async function findCompanyRequest(db: Db, id: string): Promise<CompanyRequest | null> {
  return (await findCompanyRequestRows(db, [id]))[0] ?? null;
}

/** Locks the request row so two approvals of the same request cannot both see `pending`. */
export async function lockCompanyRequest(
  db: Db,
  id: string,
): Promise<{ status: string; company_id: string; employee_id: string } | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom('company_requests')
    .select(['status', 'company_id', 'employee_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function setCompanyRequestStatus(
  db: Db,
  id: string,
  status: CompanyRequestStatus,
  actor: string,
  expected?: Date,
): Promise<number> {
  const result = await db
    .updateTable('company_requests')
    .set({ status, updated_at: nextVersion(), updated_by: actor })
    .where('id', '=', id)
    .where(versionMatches(expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
