/** SQL of employers, with the linked company's name and logo. */
import { type Selectable, sql, type Updateable } from 'kysely';
import { EMPLOYER_DECLARATION } from '../../../domain/entities/employers';
import type { EmployerInput } from '../../../domain/generated/contract';
import type { Employer } from '../../../domain/types';
import type { Db } from '../client';
import { nextVersion, versionMatches } from '../versioning';
import type { EmployersTable } from '../database';
import { declaredColumns, declaredFieldMap } from '../declared';
import { type FieldMap, defineEntity, fieldsOf, type Loaded, loadRecords, type Selection } from '../fieldMap';
import { isUuid } from './shared';
import { declaredWeight } from './weight';

type EmployerRow = Selectable<EmployersTable> & { c_name: string | null; c_logo: string | null };

const f = fieldsOf<EmployerRow>();

/**
 * The linked company's summary, read through the join. Every other declared field
 * (domain/entities/employers.ts) is its snake_case column — personalDetails.* plain columns,
 * links.* keys of the links JSON — read by its kind (server/db/declared.ts).
 */
const COMPUTED_FIELDS: Partial<FieldMap<EmployerRow, Employer>> = {
  company: {
    columns: ['company_id'],
    present: (r) => !!r.company_id,
    fields: { companyName: f.column('c_name'), logoUrl: f.column('c_logo') },
  },
};

export const EMPLOYERS = defineEntity<EmployerRow, Employer>(
  {
    table: 'employers',
    as: 'employers',
    joins: { company: sql`LEFT JOIN companies ON companies.id = employers.company_id` },
    joined: {
      c_name: { column: 'companies.company_name', joins: ['company'] },
      c_logo: { column: 'companies.logo_url', joins: ['company'] },
    },
  },
  declaredFieldMap<EmployerRow, Employer>(EMPLOYER_DECLARATION, COMPUTED_FIELDS),
);

/** Employers by id; with a selection (a list's GraphQL fields) only those fields are read and set. */
export async function findEmployerRows(db: Db, ids: string[]): Promise<Employer[]>;
export async function findEmployerRows(db: Db, ids: string[], selection: Selection | undefined): Promise<Loaded<Employer>[]>;
export async function findEmployerRows(db: Db, ids: string[], selection?: Selection): Promise<Loaded<Employer>[]> {
  return loadRecords(db, EMPLOYERS, ids.filter(isUuid), selection);
}

/** The long fields of its records, from its declaration (server/db/repositories/weight.ts). */
export const EMPLOYER_WEIGHT = declaredWeight(EMPLOYER_DECLARATION, 'employers');

export async function findEmployer(db: Db, id: string): Promise<Employer | null> {
  return (await findEmployerRows(db, [id]))[0] ?? null;
}

/**
 * An edit's fields as stored (the contract's EmployerInput shape, counters checked): absent
 * fields are kept; companyId null unlinks.
 */
export type EmployerFields = Omit<EmployerInput, 'jobsPosted' | 'jobsLeft'> & { jobsPosted?: number; jobsLeft?: number };

export async function updateEmployer(db: Db, id: string, fields: EmployerFields, actor: string, expected?: Date): Promise<number> {
  // The given links merge into the stored ones (the links JSON keeps the others).
  const current = fields.links ? await db.selectFrom('employers').select('links').where('id', '=', id).executeTakeFirst() : undefined;
  const write = fields.links ? { ...fields, links: { ...(current?.links ?? {}), ...fields.links } } : fields;
  const result = await db
    .updateTable('employers')
    .set({
      // Each given field under its declared column.
      ...(declaredColumns(EMPLOYER_DECLARATION, write) as Updateable<EmployersTable>),
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
