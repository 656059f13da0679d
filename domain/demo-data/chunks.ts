/**
 * Large benchmark sets, in chunks so 100k jobs and seekers never sit in memory at once. Same
 * generators as generateDemoData, one PRNG stream per chunk; each chunk can be inserted as it
 * comes (parents always come before the rows that point to them).
 */
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

export type DemoChunk =
  | { kind: 'companies'; rows: Company[] }
  | { kind: 'employers'; rows: Employer[] }
  | { kind: 'jobs'; rows: Job[] }
  | { kind: 'jobSeekers'; rows: JobSeeker[] }
  | { kind: 'applications'; rows: JobApplication[] }
  | { kind: 'companyRequests'; rows: CompanyRequest[] }
  /** the employers again, with jobsPosted / jobsLeft counted once every job exists */
  | { kind: 'employerJobCounts'; rows: Employer[] };

export interface DemoChunkOptions {
  seed: number;
  counts: DemoCounts;
  chunkSize?: number;
}

/** What applications need of a job; the long texts are dropped once a chunk is out. */
function slim(job: Job): Job {
  return { ...job, description: null, requirements: null, responsibilities: null, interviewProcess: null, metadata: { ...job.metadata, description: null } };
}

export function* demoDataChunks(options: DemoChunkOptions): Generator<DemoChunk> {
  const { seed, counts } = options;
  const chunkSize = options.chunkSize ?? 5000;
  const emails = new EmailBook();
  const companies = generateCompanies(createRng(seed, 'companies'), counts.companies, emails);
  yield { kind: 'companies', rows: companies };
  const employers = generateEmployers(createRng(seed, 'employers'), counts.employers, companies, emails);
  yield { kind: 'employers', rows: employers };

  const postedBy = new Map<string, number>();
  const jobs: Job[] = [];
  for (let start = 0, i = 0; start < counts.jobs; start += chunkSize, i++) {
    const rows = generateJobs(createRng(seed, `jobs:${i}`), Math.min(chunkSize, counts.jobs - start), companies, employers);
    for (const job of rows) if (job.employerId) postedBy.set(job.employerId, (postedBy.get(job.employerId) ?? 0) + 1);
    yield { kind: 'jobs', rows };
    for (const job of rows) jobs.push(slim(job));
  }

  let applicationsLeft = counts.applications;
  for (let start = 0, i = 0; start < counts.jobSeekers; start += chunkSize, i++) {
    const size = Math.min(chunkSize, counts.jobSeekers - start);
    const profiles = generateSeekers(createRng(seed, `seekers:${i}`), size, emails);
    yield { kind: 'jobSeekers', rows: profiles.map((p) => p.seeker) };
    const isLast = start + size >= counts.jobSeekers;
    const share = isLast ? applicationsLeft : Math.round((counts.applications * size) / counts.jobSeekers);
    const applications = generateApplications(createRng(seed, `applications:${i}`), share, jobs, profiles);
    applicationsLeft -= applications.length;
    yield { kind: 'applications', rows: applications };
  }

  yield { kind: 'companyRequests', rows: generateCompanyRequests(createRng(seed, 'requests'), counts.companyRequests, companies, employers) };
  settleJobCounts(employers, postedBy);
  yield { kind: 'employerJobCounts', rows: employers };
}
