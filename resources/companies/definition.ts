import type { Company } from '../../domain/types';
import type { ResourceDefinition } from '../shared/definition';
import { readPath } from '../shared/format';
import { printSelection } from '../shared/selection';
import { toCompanyInput } from './input';

export const companiesDefinition: ResourceDefinition<'companies'> = {
  name: 'companies',
  labels: {
    name: 'Company |||| Companies',
    fields: { companyName: 'Company Name', status: 'Approval Status', location: 'Location' },
  },
  operations: {
    list: 'getAllCompanies',
    one: { operation: 'getCompanyById', idArg: '_id' },
    create: { operation: 'createCompany', args: { input: 'CompanyInput!' }, toVariables: (d) => ({ input: toCompanyInput(d) }) },
    update: {
      operation: 'updateCompanyById',
      args: { input: 'CompanyInput!' },
      toVariables: (d) => ({ input: toCompanyInput(d) }),
    },
    delete: 'deleteCompanyById',
  },
  listFields: printSelection<Company>([
    '_id',
    'companyName',
    'logoUrl',
    'status',
    { companyDetails: ['address', 'city', 'state', 'country'] },
    'createdAt',
  ]),
  detailFields: printSelection<Company>([
    '_id',
    'companyName',
    'about',
    'status',
    'logoUrl',
    'industry',
    { companyDetails: ['email', 'address', 'city', 'state', 'country', 'zipCode'] },
    { links: ['instagram', 'linkedin', 'website'] },
    { metadata: ['title', 'url', 'description', 'keywords', { metadata: ['key', 'value'] }] },
    { history: ['date', 'status', 'changedBy'] },
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
  ]),
  listColumns: [
    { source: 'companyName' },
    { source: 'status', kind: 'statusChip' },
    { source: 'location', value: (c) => (readPath(c, 'companyDetails.address') as string | null | undefined) ?? null },
  ],
  filters: [{ key: 'companyName' }, { key: 'status' }, { key: 'location' }],
};
