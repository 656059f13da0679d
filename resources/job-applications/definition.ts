import { APPLICATION_DECLARATION } from '../../domain/entities/applications';
import type { ResourceDefinition } from '../shared/definition';
import { detailSelectionOf, filterColumnsFrom, listColumnsFrom, listLabelsOf, listSelectionOf } from '../shared/declared';
import { toJobApplicationInput } from './input';

export const jobApplicationsDefinition: ResourceDefinition<'job-applications'> = {
  name: 'job-applications',
  labels: { name: 'Job Application |||| Job Applications', ...listLabelsOf(APPLICATION_DECLARATION) },
  operations: {
    list: 'getAllJobApplications',
    one: { operation: 'getJobApplicationById', idArg: '_id' },
    update: {
      operation: 'updateJobApplicationById',
      args: { input: 'JobApplicationUpdateInput!' },
      toVariables: (d) => ({ input: toJobApplicationInput(d) }),
    },
    delete: 'deleteJobApplicationById',
  },
  // Selections, columns and filters follow the field declaration (domain/entities/applications.ts).
  listFields: listSelectionOf(APPLICATION_DECLARATION),
  detailFields: detailSelectionOf(APPLICATION_DECLARATION),
  listColumns: listColumnsFrom(APPLICATION_DECLARATION),
  filters: filterColumnsFrom(APPLICATION_DECLARATION),
};
