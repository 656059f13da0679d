/** The flags of `npm run seed:large` and the counts they ask for. */
import type { DemoCounts } from '../../domain/demo-data';
import { ConfigError } from '../config';

export const LARGE_FLAGS = ['jobs', 'seekers', 'companies', 'employers', 'applications', 'requests', 'seed', 'data-dir', 'chunk'] as const;
export type LargeFlag = (typeof LARGE_FLAGS)[number];

export function parseLargeArgs(argv: readonly string[]): Partial<Record<LargeFlag, string>> {
  const out: Partial<Record<LargeFlag, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].replace(/^--/, '').split('=', 2);
    if (!argv[i].startsWith('--') || !(LARGE_FLAGS as readonly string[]).includes(name)) {
      throw new ConfigError(`Unknown argument "${argv[i]}". Use ${LARGE_FLAGS.map((f) => `--${f}`).join(', ')}.`);
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new ConfigError(`--${name} needs a value.`);
    out[name as LargeFlag] = value;
  }
  return out;
}

export function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new ConfigError(`--${name} must be a whole number (got "${raw}").`);
  return n;
}

export function largeCounts(args: Partial<Record<LargeFlag, string>>): DemoCounts {
  const jobs = count(args.jobs, 100_000, 'jobs');
  const jobSeekers = count(args.seekers, 100_000, 'seekers');
  const companies = count(args.companies, Math.max(40, Math.round(jobs / 250)), 'companies');
  return {
    companies,
    employers: count(args.employers, companies * 2, 'employers'),
    jobs,
    jobSeekers,
    applications: count(args.applications, Math.min(jobSeekers, jobs * 10), 'applications'),
    companyRequests: count(args.requests, Math.max(30, Math.round(companies / 2)), 'requests'),
  };
}

