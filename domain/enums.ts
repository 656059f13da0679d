/** Value sets of spec §3 and §4, as the contract (domain/schema.graphql) declares its enums. */
import { ENUM_VALUES } from './generated/contract';

export const JOB_TYPES = ENUM_VALUES.JobType;
export type JobType = (typeof JOB_TYPES)[number];
/** The new-job form omits INTERNSHIP. */
export const NEW_JOB_TYPES = JOB_TYPES.filter((t) => t !== 'INTERNSHIP');

export const JOB_STATUSES = ENUM_VALUES.JobStatus;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const USER_TYPES = ENUM_VALUES.UserType;
export type UserType = (typeof USER_TYPES)[number];

export const COMPANY_STATUSES = ENUM_VALUES.CompanyStatus;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_REQUEST_STATUSES = ENUM_VALUES.CompanyRequestStatus;
export type CompanyRequestStatus = (typeof COMPANY_REQUEST_STATUSES)[number];

export const APPLICATION_STATUSES = ENUM_VALUES.ApplicationStatus;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
