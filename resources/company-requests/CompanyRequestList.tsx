/**
 * /company-requests: employer email, company name, status chip, age and an open button; pending
 * requests first, then the newest (the way back from a request's detail, spec §2).
 */
import type { SortPayload } from 'react-admin';
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { companyRequestsDefinition } from './definition';

/** The server ranks `status` pending, approved, rejected, newest first within each (domain/filters). */
export const COMPANY_REQUESTS_SORT: SortPayload = { field: 'status', order: 'ASC' };

export function CompanyRequestList() {
  return (
    <SpecList resource="company-requests" sort={COMPANY_REQUESTS_SORT}>
      <DefinitionTable definition={companyRequestsDefinition} />
    </SpecList>
  );
}
