/**
 * The one transform from job form values (or a fetched job) to the contract's JobInput. Create and
 * update share it; create adds the rules of a new job (spec §3, §6): OPEN, user type ADMIN, and
 * only the company fields of its kind (external: typed name; internal: picked company, employer
 * and SEO metadata).
 */
import { normalizeList } from '../../domain/lists';
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

/** GraphQL enums refuse '', so a cleared choice is sent as null. */
const ENUM_KEYS = ['jobType', 'jobStatus', 'userType'] as const;
/** Fields only internal jobs have (a picked company, its employer, SEO metadata). */
const INTERNAL_ONLY = ['companyId', 'employerId', 'metadata'] as const;
/** Fields only external jobs have: the company is typed, not picked. */
const EXTERNAL_ONLY = ['companyName', 'jobCode', 'jobUrl', 'jobSource'] as const;

/** Spec §5: an empty number input is empty, anything else a number. */
function toNumber(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function toJobInput(data: RecordData): Record<string, unknown> {
  const input: Record<string, unknown> = pickDefined(data, JOB_INPUT_KEYS);
  const metadata = metadataInput(data.metadata);
  if (metadata) input.metadata = metadata;
  for (const key of ENUM_KEYS) if (input[key] === '') input[key] = null;
  if ('isExternalJob' in input) input.isExternalJob = input.isExternalJob === true;
  if ('yearsOfExperience' in input) input.yearsOfExperience = toNumber(input.yearsOfExperience);
  for (const key of ['skillsRequired', 'tags'] as const) {
    if (key in input) input[key] = normalizeList(Array.isArray(input[key]) ? (input[key] as string[]) : []);
  }
  return input;
}

/** A new job from the create form: OPEN, sent by an ADMIN, with its kind's company fields only. */
export function toJobCreateInput(data: RecordData): Record<string, unknown> {
  const input = toJobInput(data);
  input.isExternalJob = data.isExternalJob === true;
  input.jobStatus = 'OPEN';
  input.userType = 'ADMIN';
  for (const key of input.isExternalJob ? INTERNAL_ONLY : EXTERNAL_ONLY) delete input[key];
  return input;
}
