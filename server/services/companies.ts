/** Company rules: validation, status history, deletion. */
import { randomUUID } from 'node:crypto';
import { COMPANY_STATUSES, type CompanyStatus } from '../../domain/enums';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import type { CompanyInput } from '../../domain/generated/contract';
import type { Company, StatusChange } from '../../domain/types';
import { validateCompanyCreate, validateCompanyUpdate } from '../../domain/validation';
import {
  COMPANIES,
  COMPANY_WEIGHT,
  type CompanyWrite,
  deleteCompany,
  findCompany,
  findCompanyRows,
  insertCompany,
  lockCompany,
  updateCompany,
} from '../db/repositories/companies';
import { badInput, notFound } from '../errors';
import { declaredWrite, type SanitizedInput, sanitizedInput } from './declaredInput';
import type { Actor, ServiceDeps } from './deps';
import { afterCommit } from './hooks';
import { byIdReader, listService } from './listArgs';
import { assertInputRules, refuseFieldErrors } from './inputRules';
import { assertRoomForStatusChange, COMPANY_HISTORY_FULL } from './noteLimits';
import { assertFileUrl, LOGO_FIELD, releaseForDelete, removeReleasedFile, repointFile } from './storedFiles';
import { parseExpectedVersion, requireWritten } from './versioning';

/** The contract's CompanyInput (generated from domain/schema.graphql). */
export type { CompanyInput };

/** The status is a rule: a new company is pending, an edit without one keeps it. */
const RULED = new Set(['status']);

/** Every input field by its declared kind (domain/entities/companies.ts); the status by its rule. */
function merge(input: SanitizedInput<CompanyInput>, current: Company | null): CompanyWrite {
  return {
    ...(declaredWrite(COMPANY_DECLARATION, input, current, RULED) as Omit<CompanyWrite, 'status'>),
    status: input.status ?? current?.status ?? 'pending',
  };
}

/** Lengths, links and the logo's URL: checked before anything is written. */
function checkInput(input: CompanyInput): void {
  assertInputRules('CompanyInput', input, COMPANY_DECLARATION);
  assertFileUrl(LOGO_FIELD, input.logoUrl);
}

const ownerOf = (id: string) => ({ kind: 'company', id }) as const;

function checkStatus(status: string | null | undefined): void {
  if (status && !(COMPANY_STATUSES as readonly string[]).includes(status)) {
    throw badInput(`Unknown company status "${status}".`, { status: 'Unknown status' });
  }
}

export function createCompanyService(deps: ServiceDeps) {
  const { db } = deps;
  async function getById(id: string): Promise<Company> {
    const company = await findCompany(db, id);
    if (!company) throw notFound('Company');
    return company;
  }

  return {
    list: listService<Company>(db, 'companies', findCompanyRows, COMPANIES, COMPANY_WEIGHT),
    getById,
    /** A by-id read of the GraphQL API: the fields asked for, its long fields held against the answer's room. */
    read: byIdReader<Company>(db, 'Company', findCompanyRows, COMPANIES, COMPANY_WEIGHT),

    async create(input: CompanyInput, actor: Actor): Promise<Company> {
      const errors = validateCompanyCreate(input);
      refuseFieldErrors(errors);
      checkInput(input);
      checkStatus(input.status);
      const id = randomUUID();
      const write = merge(await sanitizedInput(COMPANY_DECLARATION, input, actor.email), null);
      const history: StatusChange[] = [{ status: write.status, date: new Date().toISOString(), changedBy: actor.email }];
      // The logo becomes the new company's in the same transaction: both or neither.
      await db.transaction().execute(async (tx) => {
        await insertCompany(tx, id, write, history, actor.email);
        await repointFile(tx, LOGO_FIELD, ownerOf(id), null, write.logoUrl);
      });
      return getById(id);
    },

    /** `expectedUpdatedAt`: the version the editor saw; a stale copy is refused (CONFLICT). */
    async update(id: string, input: CompanyInput, actor: Actor, expectedUpdatedAt?: string | null): Promise<Company> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      const errors = validateCompanyUpdate(input);
      refuseFieldErrors(errors);
      checkInput(input);
      checkStatus(input.status);
      // Before the row is locked: the sanitiser may take a while on a long text.
      const clean = await sanitizedInput(COMPANY_DECLARATION, input, actor.email);
      // The history is read, extended and written back: the row lock keeps two concurrent
      // status changes from dropping one of the entries.
      await db.transaction().execute(async (tx) => {
        if (!(await lockCompany(tx, id))) throw notFound('Company');
        const current = await findCompany(tx, id);
        if (!current) throw notFound('Company');
        const write = merge(clean, current);
        const history = [...current.history];
        if (write.status !== current.status) {
          // Bounded like an application's: the history is read and written back whole with the
          // company. A change past the bound refuses the whole save; nothing is written.
          assertRoomForStatusChange(history.length, COMPANY_HISTORY_FULL);
          history.push({ status: write.status, date: new Date().toISOString(), changedBy: actor.email });
        }
        await repointFile(tx, LOGO_FIELD, ownerOf(id), current.logoUrl, write.logoUrl);
        // The row is locked and exists: no row written means another version.
        await requireWritten(await updateCompany(tx, id, write, history, actor.email, expected), 'Company', async () => true);
      });
      return getById(id);
    },

    /**
     * Deleting a company keeps the marketplace consistent through the foreign keys of
     * 001_initial.sql: its jobs stay, keeping their company name, with company_id set to null;
     * its employers stay, unlinked (company_id null); its company requests are deleted. Its logo
     * file is removed from the store (only if it is the company's own: never another record's).
     */
    async remove(id: string): Promise<string> {
      const company = await findCompany(db, id);
      if (!company) throw notFound('Company');
      const deleted = await db.transaction().execute(async (tx) => {
        if (!(await deleteCompany(tx, id))) return false;
        await releaseForDelete(tx, ownerOf(id), company.logoUrl);
        return true;
      });
      if (!deleted) throw notFound('Company');
      await afterCommit(() => removeReleasedFile(deps, company.logoUrl));
      return id;
    },
  };
}
