/** A job seeker to open, and a fakerest-backed provider with spies on the calls the screen makes. */
import fakeRestProvider from 'ra-data-fakerest';
import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { JobSeeker, Note } from '../../../domain/types';
import { createFakeMethods } from '../../../providers/fake/custom';
import type { MarketplaceDataProvider } from '../../../providers/types';

export const SEEKER_ID = 'b1c2d3e4-0000-4000-8000-000000000001';
export const RESUME_URL = `/api/s3/buckets/resume/objects/${SEEKER_ID}_1700000000000_Asha_Rao_Resume.pdf`;

export function buildSeeker(overrides: Partial<JobSeeker> = {}): JobSeeker {
  return {
    _id: SEEKER_ID,
    personalDetails: {
      fullName: 'Asha Rao',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.test',
      phone: '+91 98200 00001',
      address: '12 Zaveri Bazaar',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400002',
      country: 'India',
      birthday: '1992-04-18',
    },
    jobPreferences: { jobType: 'FULL_TIME', location: ['Mumbai', 'Surat'], noticePeriod: '30 days', preferredRoles: ['Gemologist', 'CAD Designer'] },
    resumeUrl: RESUME_URL,
    yearsOfExperience: 6,
    skills: ['Diamond Grading', 'Gemology'],
    education: 'GIA Graduate Gemologist',
    jobSeekerDescription: null,
    overview: null,
    embedding: { vector: null, updatedAt: null },
    notes: [] as Note[],
    createdAt: '2025-02-03T10:15:00Z',
    createdBy: 'admin@example.com',
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

/** fakerest over the given seekers, every call observable; override any method per test. */
export function seekerProvider(seekers: JobSeeker[] = [buildSeeker()], overrides: Partial<MarketplaceDataProvider> = {}) {
  const crud: DataProvider = fakeRestProvider({ jobseekers: seekers.map((s) => ({ ...s, id: s._id })) }, false);
  const base: MarketplaceDataProvider = { ...crud, ...createFakeMethods(crud) };
  const provider = { ...base, ...overrides } as MarketplaceDataProvider;
  for (const key of ['getOne', 'update', 'delete', 'uploadFile', 'deleteFile', 'addJobSeekerNote', 'deleteJobSeekerNote'] as const) {
    if (!vi.isMockFunction(provider[key])) (provider as unknown as Record<string, unknown>)[key] = vi.fn(provider[key]);
  }
  return provider;
}
