import type { Employer } from '../../domain/types';
import type { ResourceDefinition } from '../shared/definition';
import { joinParts, readPath } from '../shared/format';
import { personName } from '../shared/people';
import { printSelection } from '../shared/selection';
import { toEmployerInput } from './input';

export const employersDefinition: ResourceDefinition<'employers'> = {
  name: 'employers',
  labels: {
    name: 'Employer |||| Employers',
    fields: {
      'personalDetails.fullName': 'Name',
      'personalDetails.email': 'Email',
      location: 'Location',
      'personalDetails.city': 'City',
      'personalDetails.state': 'State',
      'personalDetails.country': 'Country',
    },
  },
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
  listFields: printSelection<Employer>([
    '_id',
    { personalDetails: ['fullName', 'firstName', 'lastName', 'email', 'city', 'state', 'country'] },
    'createdAt',
  ]),
  detailFields: printSelection<Employer>([
    '_id',
    'companyId',
    { company: ['companyName', 'logoUrl'] },
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
    'jobsPosted',
    'jobsLeft',
    { links: ['instagram', 'linkedin', 'website', 'behance', 'googleDrive', 'facebook', 'twitter'] },
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
  ]),
  listColumns: [
    { source: 'personalDetails.fullName', value: personName },
    { source: 'personalDetails.email' },
    {
      source: 'location',
      value: (e) =>
        joinParts(readPath(e, 'personalDetails.city'), readPath(e, 'personalDetails.state'), readPath(e, 'personalDetails.country')) ??
        '-',
    },
  ],
  filters: [
    { key: 'personalDetails.fullName' },
    { key: 'personalDetails.email' },
    { key: 'personalDetails.city' },
    { key: 'personalDetails.state' },
    { key: 'personalDetails.country' },
  ],
};
