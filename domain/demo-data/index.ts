/**
 * The demo marketplace: a pure, deterministic generator (no Node-only APIs) used by the server's
 * seed and by the console's offline demo. Same seed and counts → the same data, byte for byte.
 */
import { APPLICATION_DECLARATION } from '../entities/applications';
import { COMPANY_DECLARATION } from '../entities/companies';
import { COMPANY_REQUEST_DECLARATION } from '../entities/companyRequests';
import { withDeclaredFields } from '../entities/declaration';
import { EMPLOYER_DECLARATION } from '../entities/employers';
import { JOB_SEEKER_DECLARATION } from '../entities/jobSeekers';
import { JOB_DECLARATION } from '../entities/jobs';
import type { Company, CompanyRequest, Employer, Job, JobApplication, JobSeeker } from '../types';
import { generateApplications } from './applications';
import { EmailBook } from './common';
import { generateCompanies } from './companies';
import type { DemoCounts } from './counts';
import { generateEmployers, settleJobCounts } from './employers';
import { generateJobs } from './jobs';
import { createRng } from './prng';
import { generateCompanyRequests } from './requests';
import { generateSeekers } from './seekers';

export interface DemoData {
  companies: Company[];
  employers: Employer[];
  jobs: Job[];
  jobSeekers: JobSeeker[];
  applications: JobApplication[];
  companyRequests: CompanyRequest[];
}

export const DEFAULT_DEMO_COUNTS: Readonly<DemoCounts> = {
  companies: 40,
  employers: 80,
  jobs: 300,
  jobSeekers: 1000,
  applications: 600,
  companyRequests: 30,
};

export const DEFAULT_DEMO_SEED = 20_251_122;

export interface DemoDataOptions {
  seed?: number;
  counts?: Partial<DemoCounts>;
}

export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const counts: DemoCounts = { ...DEFAULT_DEMO_COUNTS, ...options.counts };
  // One stream per entity kind: asking for more seekers does not reshuffle the companies.
  const emails = new EmailBook();
  const companies = generateCompanies(createRng(seed, 'companies'), counts.companies, emails);
  const employers = generateEmployers(createRng(seed, 'employers'), counts.employers, companies, emails);
  const jobs = generateJobs(createRng(seed, 'jobs'), counts.jobs, companies, employers);
  const postedBy = new Map<string, number>();
  for (const job of jobs) if (job.employerId) postedBy.set(job.employerId, (postedBy.get(job.employerId) ?? 0) + 1);
  settleJobCounts(employers, postedBy);
  const seekerProfiles = generateSeekers(createRng(seed, 'seekers'), counts.jobSeekers, emails);
  const applications = generateApplications(createRng(seed, 'applications'), counts.applications, jobs, seekerProfiles);
  const companyRequests = generateCompanyRequests(createRng(seed, 'requests'), counts.companyRequests, companies, employers);
  // A field declared after the generator was written gets its declared seed value (domain/entities).
  return {
    companies: companies.map((c) => withDeclaredFields(COMPANY_DECLARATION, c)),
    employers: employers.map((e) => withDeclaredFields(EMPLOYER_DECLARATION, e)),
    jobs: jobs.map((j) => withDeclaredFields(JOB_DECLARATION, j)),
    jobSeekers: seekerProfiles.map((s) => withDeclaredFields(JOB_SEEKER_DECLARATION, s.seeker)),
    applications: applications.map((a) => withDeclaredFields(APPLICATION_DECLARATION, a)),
    companyRequests: companyRequests.map((r) => withDeclaredFields(COMPANY_REQUEST_DECLARATION, r)),
  };
}

export { type DemoResume, type ResumeExperience, resumeOf, resumePeriod, resumeTextOf } from './resume';
export { RESUME_BUCKET, resumeFileName, resumeObjectName, resumeUrlOf } from './resumeFile';
export { REFERENCE_DATE } from './common';
export { createRng, type Rng } from './prng';
export { ROLE_PROFILES, type RoleProfile, SKILL_SUGGESTIONS } from './roles';
export { DEMO_VOCABULARY } from './vocabularyList';
export { type DemoChunk, type DemoChunkOptions, demoDataChunks } from './chunks';
export type { DemoCounts } from './counts';
