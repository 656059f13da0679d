/** SQL of employers, with the linked company's name and logo. */
import type { Selectable } from 'kysely';
import type { Employer, PersonalDetails } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import type { EmployersTable } from '../database';
import { auditOf, isUuid, personalDetailsOf, personColumns } from './shared';

type EmployerRow = Selectable<EmployersTable> & { c_name: string | null; c_logo: string | null };

export type EmployerLinkKey = keyof Employer['links'];

function toEmployer(row: EmployerRow): Employer {
  const link = (k: EmployerLinkKey): string | null => row.links?.[k] ?? null;
  const links: Employer['links'] = {
    instagram: link('instagram'),
    linkedin: link('linkedin'),
    website: link('website'),
    behance: link('behance'),
    googleDrive: link('googleDrive'),
    facebook: link('facebook'),
    twitter: link('twitter'),
  };
  return {
    _id: row.id,
    companyId: row.company_id,
    company: row.company_id ? { companyName: row.c_name, logoUrl: row.c_logo } : null,
    personalDetails: personalDetailsOf(row),
    jobsPosted: row.jobs_posted,
    jobsLeft: row.jobs_left,
    links,
    ...auditOf(row),
  };
}

export async function findEmployerRows(db: Db, ids: string[]): Promise<Employer[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  const rows = await db
    .selectFrom('employers')
    .leftJoin('companies', 'companies.id', 'employers.company_id')
    .selectAll('employers')
    .select(['companies.company_name as c_name', 'companies.logo_url as c_logo'])
    .where('employers.id', 'in', valid)
    .execute();
  return rows.map(toEmployer);
}

export async function findEmployer(db: Db, id: string): Promise<Employer | null> {
  return (await findEmployerRows(db, [id]))[0] ?? null;
}

export interface EmployerPatch {
  /** undefined keeps the link, null unlinks */
  companyId?: string | null;
  jobsPosted?: number;
  jobsLeft?: number;
  personalDetails?: Partial<Record<keyof PersonalDetails, string | null>>;
  links?: Partial<Record<EmployerLinkKey, string | null>>;
}

export async function updateEmployer(db: Db, id: string, patch: EmployerPatch, actor: string, expected?: Date): Promise<number> {
  const current = await db.selectFrom('employers').select('links').where('id', '=', id).executeTakeFirst();
  const result = await db
    .updateTable('employers')
    .set({
      ...(patch.companyId !== undefined ? { company_id: patch.companyId } : {}),
      ...(patch.jobsPosted !== undefined ? { jobs_posted: patch.jobsPosted } : {}),
      ...(patch.jobsLeft !== undefined ? { jobs_left: patch.jobsLeft } : {}),
      ...personColumns(patch.personalDetails ?? {}),
      ...(patch.links ? { links: JSON.stringify({ ...(current?.links ?? {}), ...patch.links }) } : {}),
      updated_at: nextVersion(),
      updated_by: actor,
    })
    .where('id', '=', id)
    .where(versionMatches(expected))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The approval step of a company request: runs inside the caller's transaction. */
export async function linkEmployerToCompany(db: Db, employerId: string, companyId: string, actor: string): Promise<number> {
  const result = await db
    .updateTable('employers')
    .set({ company_id: companyId, updated_at: nextVersion(), updated_by: actor })
    .where('id', '=', employerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteEmployer(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom('employers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function employerEmailOf(db: Db, id: string): Promise<{ email: string | null } | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom('employers').select('email').where('id', '=', id).executeTakeFirst();
  return row ?? null;
}
