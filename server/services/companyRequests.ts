/** Company request rules: only a pending request changes; approval links the employer. */
import { COMPANY_REQUEST_STATUSES, type CompanyRequestStatus } from '../../domain/enums';
import type { CompanyRequest } from '../../domain/types';
import {
  COMPANY_REQUESTS,
  COMPANY_REQUEST_WEIGHT,
  findCompanyRequest,
  findCompanyRequestRows,
  lockCompanyRequest,
  setCompanyRequestStatus,
} from '../db/repositories/companyRequests';
import { linkEmployerToCompany } from '../db/repositories/employers';
import { badInput, conflict, notFound } from '../errors';
import type { Actor, ServiceDeps } from './deps';
import { byIdReader, listService } from './listArgs';
import { parseExpectedVersion, staleCopy } from './versioning';

export function createCompanyRequestService({ db }: ServiceDeps) {
  async function getById(id: string): Promise<CompanyRequest> {
    const request = await findCompanyRequest(db, id);
    if (!request) throw notFound('Company request');
    return request;
  }

  return {
    list: listService<CompanyRequest>(db, 'company-requests', findCompanyRequestRows, COMPANY_REQUESTS, COMPANY_REQUEST_WEIGHT),
    getById,
    /** A by-id read of the GraphQL API: the fields asked for, its long fields held against the answer's room. */
    read: byIdReader<CompanyRequest>(db, 'Company request', findCompanyRequestRows, COMPANY_REQUESTS, COMPANY_REQUEST_WEIGHT),

    /**
     * Approving sets the request approved and links the employer to the company in ONE
     * transaction: both happen or neither. The row lock makes a second, concurrent approval
     * wait and then see the request is no longer pending.
     */
    async setStatus(
      id: string,
      status: CompanyRequestStatus,
      actor: Actor,
      expectedUpdatedAt?: string | null,
    ): Promise<CompanyRequest> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      if (!(COMPANY_REQUEST_STATUSES as readonly string[]).includes(status)) {
        throw badInput(`Unknown request status "${status}".`, { status: 'Unknown status' });
      }
      if (status === 'pending') throw badInput('A request can only be approved or rejected.', { status: 'Choose approved or rejected' });
      await db.transaction().execute(async (tx) => {
        const request = await lockCompanyRequest(tx, id);
        if (!request) throw notFound('Company request');
        if (request.status !== 'pending') throw conflict(`This request has already been ${request.status}.`);
        // The row is locked: no row written means another version (the approval rolls back).
        if ((await setCompanyRequestStatus(tx, id, status, actor.email, expected)) === 0) throw staleCopy();
        if (status === 'approved') {
          const linked = await linkEmployerToCompany(tx, request.employee_id, request.company_id, actor.email);
          if (linked !== 1) throw notFound('Employer');
        }
      });
      return getById(id);
    },
  };
}
