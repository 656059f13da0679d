import type { Job } from '../../domain/types';
import type { RecordData, ResourceDefinition } from '../shared/definition';
import { joinParts, readPath } from '../shared/format';
import { printSelection } from '../shared/selection';
import { toJobCreateInput, toJobInput } from './input';

/** Company column: the typed name of external jobs, else the linked company's name. */
export const jobCompanyName = (job: RecordData): string | null =>
  (job.companyName as string | null | undefined) || (readPath(job, 'company.companyName') as string | null | undefined) || null;

/** Location column: the free-text location, else city, state and country joined. */
export const jobLocation = (job: RecordData): string | null =>
  (typeof job.location === 'string' && job.location.trim() !== '' ? job.location : null) ??
  joinParts(job.city, job.state, job.country);

export const jobsDefinition: ResourceDefinition<'jobs'> = {
  name: 'jobs',
  labels: {
    name: 'Job |||| Jobs',
    fields: {
      title: 'Title',
      postedDate: 'Date_Posted',
      companyName: 'Company',
      isExternalJob: 'External_Job',
      location: 'Location',
    },
    filters: { companyName: 'Company', title: 'Title', location: 'Location', isExternalJob: 'External Job' },
  },
  operations: {
    list: 'getAllJobs',
    one: { operation: 'getJobById', idArg: 'id' },
    create: { operation: 'createJob', args: { input: 'JobInput!' }, toVariables: (d) => ({ input: toJobCreateInput(d) }) },
    update: { operation: 'updateJobById', args: { input: 'JobInput!' }, toVariables: (d) => ({ input: toJobInput(d) }) },
    delete: 'deleteJobById',
  },
  listFields: printSelection<Job>([
    '_id',
    'title',
    'isExternalJob',
    'companyName',
    { company: ['companyName'] },
    'postedDate',
    'location',
    'city',
    'state',
    'country',
    'createdAt',
  ]),
  detailFields: printSelection<Job>([
    '_id',
    'jobCode',
    'jobUrl',
    'jobSource',
    'isExternalJob',
    'companyId',
    'companyName',
    { company: ['companyName', 'logoUrl'] },
    'companyLogo',
    'employerId',
    'employerEmail',
    'userType',
    'title',
    'description',
    'jobType',
    'jobStatus',
    'industry',
    'category',
    'salary',
    'experience',
    'yearsOfExperience',
    'education',
    'requirements',
    'responsibilities',
    'interviewProcess',
    'skillsRequired',
    'tags',
    'expiryDate',
    'location',
    'city',
    'state',
    'country',
    'zipCode',
    { metadata: ['title', 'url', 'description', 'keywords', { metadata: ['key', 'value'] }] },
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
    'postedDate',
    'embeddings',
    { relevantCandidates: ['jobSeekerId', 'jobSeekerName', 'percentage'] },
  ]),
  listColumns: [
    { source: 'title' },
    { source: 'postedDate', kind: 'date' },
    { source: 'companyName', value: jobCompanyName },
    { source: 'isExternalJob', kind: 'yesNo' },
    { source: 'location', value: jobLocation },
  ],
  filters: [{ key: 'companyName' }, { key: 'title' }, { key: 'location' }, { key: 'isExternalJob' }],
};
