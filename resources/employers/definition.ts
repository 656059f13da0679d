import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import type { ResourceDefinition } from '../shared/definition';
import { detailSelectionOf, filterColumnsFrom, listColumnsFrom, listLabelsOf, listSelectionOf } from '../shared/declared';
import { toEmployerInput } from './input';

export const employersDefinition: ResourceDefinition<'employers'> = {
  name: 'employers',
  labels: { name: 'Employer |||| Employers', ...listLabelsOf(EMPLOYER_DECLARATION) },
  operations: {
    list: 'getAllEmployers',
    one: { operation: 'getEmployerById', idArg: '_id' },
    update: {
      operation: 'updateEmployerById',
      args: { employer: 'EmployerInput!' },
      toVariables: (d) => ({ employer: toEmployerInput(d) }),
    },
    delete: 'deleteEmployerById',
  },
  // Selections, columns and filters follow the field declaration (domain/entities/employers.ts).
  listFields: listSelectionOf(EMPLOYER_DECLARATION),
  detailFields: detailSelectionOf(EMPLOYER_DECLARATION),
  listColumns: listColumnsFrom(EMPLOYER_DECLARATION),
  filters: filterColumnsFrom(EMPLOYER_DECLARATION),
};
