import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import type { ResourceDefinition } from '../shared/definition';
import { detailSelectionOf, filterColumnsFrom, listColumnsFrom, listLabelsOf, listSelectionOf } from '../shared/declared';
import { toCompanyInput } from './input';

export const companiesDefinition: ResourceDefinition<'companies'> = {
  name: 'companies',
  labels: { name: 'Company |||| Companies', ...listLabelsOf(COMPANY_DECLARATION) },
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
  // Selections, columns and filters follow the field declaration (domain/entities/companies.ts).
  listFields: listSelectionOf(COMPANY_DECLARATION),
  detailFields: detailSelectionOf(COMPANY_DECLARATION),
  listColumns: listColumnsFrom(COMPANY_DECLARATION),
  filters: filterColumnsFrom(COMPANY_DECLARATION),
};
