import type { CompanyRequest } from '../../domain/types';
import type { ResourceDefinition } from '../shared/definition';
import { printSelection } from '../shared/selection';

const requestSelection = printSelection<CompanyRequest>([
  '_id',
  'companyId',
  'employeeId',
  'status',
  'requestNote',
  { company: ['companyName', 'logoUrl'] },
  'employerEmail',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
]);

export const companyRequestsDefinition: ResourceDefinition<'company-requests'> = {
  name: 'company-requests',
  labels: {
    name: 'Company Request |||| Company Requests',
    fields: {
      'company.companyName': 'Company',
      employerEmail: 'Employer Email',
      status: 'Status',
      createdAt: 'Created',
    },
    filters: { companyName: 'Company' },
  },
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
  listFields: requestSelection,
  detailFields: requestSelection,
  listColumns: [
    { source: 'company.companyName' },
    { source: 'employerEmail' },
    { source: 'status', kind: 'capitalised' },
    { source: 'createdAt', kind: 'date' },
  ],
  filters: [{ key: 'status' }, { key: 'companyName' }, { key: 'employerEmail' }],
};
