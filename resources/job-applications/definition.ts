import type { JobApplication } from '../../domain/types';
import type { ResourceDefinition } from '../shared/definition';
import { printSelection } from '../shared/selection';
import { toJobApplicationInput } from './input';

export const jobApplicationsDefinition: ResourceDefinition<'job-applications'> = {
  name: 'job-applications',
  labels: {
    name: 'Job Application |||| Job Applications',
    fields: {
      name: 'Name',
      designation: 'Designation',
      companyName: 'Company Name',
      location: 'Location',
      status: 'Status',
    },
  },
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
  listFields: printSelection<JobApplication>([
    '_id',
    'name',
    'designation',
    'companyName',
    'location',
    'status',
    'jobId',
    'jobSeekerId',
    'createdAt',
  ]),
  detailFields: printSelection<JobApplication>([
    '_id',
    'status',
    'jobId',
    'jobSeekerId',
    {
      jobSeeker: [
        '_id',
        { personalDetails: ['fullName', 'firstName', 'lastName', 'email'] },
        'overview',
        'resumeUrl',
        { embedding: ['vector', 'updatedAt'] },
      ],
    },
    {
      job: [
        '_id',
        'title',
        'companyName',
        'companyId',
        'location',
        'city',
        'state',
        'country',
        'embeddings',
        { company: ['companyName', 'logoUrl'] },
      ],
    },
    'name',
    'designation',
    'companyName',
    'location',
    { history: ['status', 'date', 'changedBy'] },
    { notes: ['id', 'note', 'changedBy', 'date'] },
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
  ]),
  listColumns: [
    { source: 'name' },
    { source: 'designation' },
    { source: 'companyName' },
    { source: 'location' },
    { source: 'status', kind: 'statusDot' },
  ],
  filters: [{ key: 'name' }, { key: 'designation' }, { key: 'companyName' }, { key: 'status' }, { key: 'location' }],
};
