/** SQL of company requests (an employer asking to join a company). */
import type { CompanyRequestStatus } from '../../../domain/enums';
import type { CompanyRequest } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import { auditOf, isUuid } from './shared';

export async function findCompanyRequestRows(db: Db, ids: string[]): Promise<CompanyRequest[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const rows = await db
    .selectFrom('company_requests as r')
    .leftJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('employers as e', 'e.id', 'r.employee_id')
    .selectAll('r')
    .select(['c.id as c_id', 'c.company_name as c_name', 'c.logo_url as c_logo', 'e.email as e_email'])
    .where('r.id', 'in', valid)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    status: row.status as CompanyRequestStatus,
    requestNote: row.request_note,
    company: row.c_id ? { companyName: row.c_name, logoUrl: row.c_logo } : null,
    employerEmail: row.e_email,
    ...auditOf(row),
  }));
}

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
