/** Jobs, companies and employers to open and pick, and a fakerest provider with spies on its calls. */
import fakeRestProvider from 'ra-data-fakerest';
import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Job } from '../../../domain/types';
import { createFakeMethods } from '../../../providers/fake/custom';
import { toFakeRestFilter } from '../../../providers/fake/filters';
import type { ResourceName } from '../../../resources/shared/definition';
import type { MarketplaceDataProvider } from '../../../providers/types';

export const JOB_ID = 'a1000000-0000-4000-8000-000000000001';
export const EXTERNAL_ID = 'a1000000-0000-4000-8000-000000000002';
export const COMPANY_ID = 'c1000000-0000-4000-8000-000000000001';

export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: JOB_ID,
    jobCode: null,
    jobUrl: null,
    jobSource: null,
    isExternalJob: false,
    companyId: COMPANY_ID,
    companyName: 'Aurum Atelier',
    company: { companyName: 'Aurum Atelier', logoUrl: '/api/s3/buckets/company-logo/objects/aurum.png' },
    companyLogo: '/api/s3/buckets/company-logo/objects/aurum.png',
    employerId: 'e1',
    employerEmail: 'hire@aurum.test',
    userType: 'ADMIN',
    title: 'Stone Setter',
    description: '<p>Set <b>diamonds</b> in gold.</p>',
    jobType: 'FULL_TIME',
    jobStatus: 'OPEN',
    industry: 'Jewellery',
    category: 'Natural Diamond',
    salary: '15k per month',
    experience: 'Mid-Level',
    yearsOfExperience: 4,
    education: 'Diploma in jewellery making',
    requirements: 'Steady hands.\nPavé setting.',
    responsibilities: 'Set stones.',
    interviewProcess: '1. Bench test',
    skillsRequired: ['Pavé', 'Prong setting'],
    tags: ['diamond', 'bench'],
    expiryDate: '2026-12-31',
    location: 'Surat, Gujarat, India',
    city: 'Surat',
    state: 'Gujarat',
    country: 'India',
    zipCode: '395003',
    metadata: { title: 'Stone Setter job', url: '/jobs/stone-setter-a1000000', description: 'Set stones', keywords: 'setter', metadata: [] },
    createdAt: '2025-03-05T15:07:00Z',
    createdBy: 'admin@example.com',
    updatedAt: null,
    updatedBy: null,
    postedDate: '2025-03-05T15:07:00Z',
    embeddings: null,
    relevantCandidates: [],
    ...overrides,
  };
}

export const buildExternalJob = (overrides: Partial<Job> = {}) =>
  buildJob({
    _id: EXTERNAL_ID,
    isExternalJob: true,
    title: 'Boutique Manager',
    companyId: null,
    companyName: 'Maison Elsewhere',
    company: { companyName: 'Maison Elsewhere', logoUrl: null },
    companyLogo: null,
    employerId: null,
    employerEmail: null,
    jobCode: 'ME-42',
    jobSource: 'LinkedIn',
    jobUrl: 'https://elsewhere.test/jobs/42',
    ...overrides,
  });

export const COMPANIES = [
  { _id: COMPANY_ID, companyName: 'Aurum Atelier', logoUrl: null, createdAt: '2025-01-02T00:00:00Z' },
  { _id: 'c1000000-0000-4000-8000-000000000002', companyName: 'Nizam Pearls', logoUrl: null, createdAt: '2025-01-01T00:00:00Z' },
];

export const EMPLOYERS = [
  { _id: 'e1', personalDetails: { email: 'hire@aurum.test', fullName: 'Ravi Mehta' }, createdAt: '2025-01-02T00:00:00Z' },
  { _id: 'e2', personalDetails: { email: 'jobs@nizam.test', fullName: 'Sara Khan' }, createdAt: '2025-01-01T00:00:00Z' },
];

const withIds = <T extends { _id: string }>(rows: T[]) => rows.map((r) => ({ ...r, id: r._id }));

/** fakerest over the given data, every call observable; override any method per test. */
export function jobProvider(
  data: { jobs?: Job[]; applications?: Array<Record<string, unknown> & { _id: string }> } = {},
  overrides: Partial<MarketplaceDataProvider> = {},
) {
  const crud: DataProvider = fakeRestProvider(
    {
      jobs: withIds(data.jobs ?? [buildJob(), buildExternalJob()]),
      companies: withIds(COMPANIES),
      employers: withIds(EMPLOYERS),
      'job-applications': withIds(data.applications ?? []),
      jobseekers: [],
    },
    false,
  );
  // the fake provider's filter mapping: text filters are substrings, as on the server
  const filtered: DataProvider = {
    ...crud,
    getList: (resource, params) => crud.getList(resource, { ...params, filter: toFakeRestFilter(resource as ResourceName, params.filter) }),
  };
  const base: MarketplaceDataProvider = { ...filtered, ...createFakeMethods(crud) };
  const provider = { ...base, ...overrides } as MarketplaceDataProvider;
  for (const key of ['getOne', 'getList', 'create', 'update', 'delete', 'getJobApplicants'] as const) {
    if (!vi.isMockFunction(provider[key])) (provider as unknown as Record<string, unknown>)[key] = vi.fn(provider[key]);
  }
  return provider;
}

/** The first render loads the screen's code lazily: give it more than the default second. */
export const SLOW = { timeout: 8000 };

/** A required input's accessible name: react-admin puts a thin space before the asterisk. */
export const required = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
