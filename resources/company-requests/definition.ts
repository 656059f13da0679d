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
      employerEmail: 'Employer Email',
      'company.companyName': 'Company Name',
      status: 'Status',
      createdAt: 'Created',
      age: 'Age',
    },
    filters: { companyName: 'Company Name' },
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
    { source: 'employerEmail' },
    { source: 'company.companyName' },
    { source: 'status', kind: 'statusChip' },
    // How long the request has waited ('3 days ago'), from createdAt
    { source: 'age', kind: 'age', value: (r) => (typeof r.createdAt === 'string' ? r.createdAt : null) },
  ],
  filters: [{ key: 'status' }, { key: 'companyName' }, { key: 'employerEmail' }],
};
