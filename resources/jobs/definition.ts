import { JOB_DECLARATION } from '../../domain/entities/jobs';
import type { ResourceDefinition } from '../shared/definition';
import { detailSelectionOf, filterColumnsFrom, listColumnsFrom, listLabelsOf, listSelectionOf } from '../shared/declared';
import { toJobCreateInput, toJobInput } from './input';

export const jobsDefinition: ResourceDefinition<'jobs'> = {
  name: 'jobs',
  labels: { name: 'Job |||| Jobs', ...listLabelsOf(JOB_DECLARATION) },
  operations: {
    list: 'getAllJobs',
    one: { operation: 'getJobById', idArg: 'id' },
    create: { operation: 'createJob', args: { input: 'JobInput!' }, toVariables: (d) => ({ input: toJobCreateInput(d) }) },
    update: { operation: 'updateJobById', args: { input: 'JobInput!' }, toVariables: (d) => ({ input: toJobInput(d) }) },
    delete: 'deleteJobById',
  },
  // Selections, columns and filters follow the field declaration (domain/entities/jobs.ts).
  listFields: listSelectionOf(JOB_DECLARATION),
  detailFields: detailSelectionOf(JOB_DECLARATION),
  listColumns: listColumnsFrom(JOB_DECLARATION),
  filters: filterColumnsFrom(JOB_DECLARATION),
};
