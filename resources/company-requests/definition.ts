import { COMPANY_REQUEST_DECLARATION } from '../../domain/entities/companyRequests';
import type { ResourceDefinition } from '../shared/definition';
import { detailSelectionOf, filterColumnsFrom, listColumnsFrom, listLabelsOf, listSelectionOf } from '../shared/declared';

export const companyRequestsDefinition: ResourceDefinition<'company-requests'> = {
  name: 'company-requests',
  labels: { name: 'Company Request |||| Company Requests', ...listLabelsOf(COMPANY_REQUEST_DECLARATION) },
  operations: {
    list: 'getAllCompanyRequests',
    one: { operation: 'getCompanyRequest', idArg: '_id' },
    // Only the status changes; approving also links the employer, on the server, in one step.
    update: {
      operation: 'updateCompanyRequest',
      args: { status: 'CompanyRequestStatus!' },
      toVariables: (d) => ({ status: d.status }),
    },
  },
  // Selections, columns and filters follow the field declaration (domain/entities/companyRequests.ts).
  listFields: listSelectionOf(COMPANY_REQUEST_DECLARATION),
  detailFields: detailSelectionOf(COMPANY_REQUEST_DECLARATION),
  listColumns: listColumnsFrom(COMPANY_REQUEST_DECLARATION),
  filters: filterColumnsFrom(COMPANY_REQUEST_DECLARATION),
};
