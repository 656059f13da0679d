/**
 * Employment Statistics of the employer detail (spec §2): jobs posted, jobs remaining, jobs used
 * (= posted minus left) and companies (1 when a company is linked, else 0).
 */
export interface EmploymentStatsInput {
  jobsPosted?: number | null;
  jobsLeft?: number | null;
  companyId?: string | null;
}

export interface EmploymentStats {
  jobsPosted: number;
  jobsRemaining: number;
  jobsUsed: number;
  companies: 0 | 1;
}

// A missing or unreadable counter counts as 0 rather than turning the whole panel into NaN.
const count = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function employmentStats(employer: EmploymentStatsInput): EmploymentStats {
  const jobsPosted = count(employer.jobsPosted);
  const jobsRemaining = count(employer.jobsLeft);
  return {
    jobsPosted,
    jobsRemaining,
    jobsUsed: jobsPosted - jobsRemaining,
    companies: employer.companyId ? 1 : 0,
  };
}
