/** Value sets of spec §3 and §4. */

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'FREELANCE', 'INTERNSHIP'] as const;
export type JobType = (typeof JOB_TYPES)[number];
/** The new-job form omits INTERNSHIP. */
export const NEW_JOB_TYPES = JOB_TYPES.filter((t) => t !== 'INTERNSHIP');

export const JOB_STATUSES = ['OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const USER_TYPES = ['ADMIN', 'EMPLOYER'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const COMPANY_STATUSES = ['pending', 'active', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyRequestStatus = (typeof COMPANY_REQUEST_STATUSES)[number];

export const APPLICATION_STATUSES = ['accepted', 'pending', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
