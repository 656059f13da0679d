import type { JobSeeker } from '../../domain/types';
import type { RecordData, ResourceDefinition } from '../shared/definition';
import { joinParts, readPath } from '../shared/format';
import { printSelection } from '../shared/selection';
import { toJobSeekerInput } from './input';

/** City, state, country; then the address or the preferred locations; else '-' (spec §2). */
export const jobSeekerLocation = (seeker: RecordData): string => {
  const joined = joinParts(
    readPath(seeker, 'personalDetails.city'),
    readPath(seeker, 'personalDetails.state'),
    readPath(seeker, 'personalDetails.country'),
  );
  if (joined) return joined;
  const address = readPath(seeker, 'personalDetails.address');
  if (typeof address === 'string' && address.trim() !== '') return address;
  const preferred = readPath(seeker, 'jobPreferences.location');
  return (Array.isArray(preferred) ? joinParts(...preferred) : null) ?? '-';
};

export const jobseekersDefinition: ResourceDefinition<'jobseekers'> = {
  name: 'jobseekers',
  labels: {
    name: 'Job Seeker |||| Job Seekers',
    fields: {
      'personalDetails.fullName': 'Name',
      'personalDetails.email': 'Email',
      location: 'Location',
      skills: 'Skills',
    },
  },
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
  listFields: printSelection<JobSeeker>([
    '_id',
    { personalDetails: ['fullName', 'firstName', 'lastName', 'email', 'address', 'city', 'state', 'country'] },
    { jobPreferences: ['location'] },
    'createdAt',
  ]),
  detailFields: printSelection<JobSeeker>([
    '_id',
    {
      personalDetails: [
        'fullName',
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'city',
        'state',
        'zipCode',
        'country',
        'birthday',
      ],
    },
    { jobPreferences: ['jobType', 'location', 'noticePeriod', 'preferredRoles'] },
    'resumeUrl',
    'yearsOfExperience',
    'skills',
    'education',
    'jobSeekerDescription',
    'overview',
    { embedding: ['vector', 'updatedAt'] },
    { notes: ['id', 'note', 'changedBy', 'date'] },
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
  ]),
  listColumns: [
    { source: 'personalDetails.fullName' },
    { source: 'personalDetails.email' },
    { source: 'location', value: jobSeekerLocation },
  ],
  filters: [{ key: 'personalDetails.fullName' }, { key: 'personalDetails.email' }, { key: 'location' }, { key: 'skills' }],
};
