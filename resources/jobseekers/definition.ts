import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import type { ResourceDefinition } from '../shared/definition';
import { detailSelectionOf, filterColumnsFrom, listColumnsFrom, listLabelsOf, listSelectionOf } from '../shared/declared';
import { toJobSeekerInput } from './input';

export const jobseekersDefinition: ResourceDefinition<'jobseekers'> = {
  name: 'jobseekers',
  labels: { name: 'Job Seeker |||| Job Seekers', ...listLabelsOf(JOB_SEEKER_DECLARATION) },
  operations: {
    list: 'getAllJobSeekers',
    one: { operation: 'getJobSeekerById', idArg: 'id' },
    update: {
      operation: 'updateJobSeekerById',
      args: { input: 'JobSeekerInput!' },
      toVariables: (d) => ({ input: toJobSeekerInput(d) }),
    },
    delete: 'deleteJobSeeker',
  },
  // Selections, columns and filters follow the field declaration (domain/entities/jobSeekers.ts).
  listFields: listSelectionOf(JOB_SEEKER_DECLARATION),
  detailFields: detailSelectionOf(JOB_SEEKER_DECLARATION),
  listColumns: listColumnsFrom(JOB_SEEKER_DECLARATION),
  filters: filterColumnsFrom(JOB_SEEKER_DECLARATION),
};
