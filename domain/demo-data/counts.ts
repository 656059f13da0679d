/** How many records of each kind a demo marketplace holds: the small default and the large sets. */
export interface DemoCounts {
  companies: number;
  employers: number;
  jobs: number;
  jobSeekers: number;
  applications: number;
  companyRequests: number;
}
