/** The six resources in navigation order (spec §2), each spread into a react-admin <Resource>. */
import { companies } from './companies';
import { companyRequests } from './company-requests';
import { employers } from './employers';
import { jobApplications } from './job-applications';
import { jobs } from './jobs';
import { jobseekers } from './jobseekers';
import type { ResourceEntry } from './shared/entry';

export type { ResourceEntry } from './shared/entry';
export type { ResourceName } from './shared/definition';

export const RESOURCES: ResourceEntry[] = [jobs, companies, jobseekers, employers, jobApplications, companyRequests];
