/** The one transform from job form values (or a fetched job) to the contract's JobInput. */
import type { RecordData } from '../shared/definition';
import { metadataInput, pickDefined } from '../shared/pick';

const JOB_INPUT_KEYS = [
  'title',
  'isExternalJob',
  'companyName',
  'companyId',
  'employerId',
  'jobCode',
  'jobUrl',
  'jobSource',
  'userType',
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
] as const;

export function toJobInput(data: RecordData): Record<string, unknown> {
  const input: Record<string, unknown> = pickDefined(data, JOB_INPUT_KEYS);
  const metadata = metadataInput(data.metadata);
  if (metadata) input.metadata = metadata;
  return input;
}
