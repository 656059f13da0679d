import type { JobApplication } from '../../domain/types';

/** The applicant's full name; else first and last name joined (spec §3); else the list row's name. */
export function applicantName(application: Pick<JobApplication, 'jobSeeker' | 'name'>): string {
  const details = application.jobSeeker?.personalDetails;
  const joined = [details?.firstName, details?.lastName].filter((p) => typeof p === 'string' && p.trim() !== '').join(' ');
  return details?.fullName?.trim() || joined || application.name || '-';
}
