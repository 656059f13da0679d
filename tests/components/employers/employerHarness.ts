/** An employer to open, companies to pick from, and a fakerest provider with spies. */
import fakeRestProvider from 'ra-data-fakerest';
import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Employer } from '../../../domain/types';
import { createFakeMethods } from '../../../providers/fake/custom';
import { toFakeRestFilter } from '../../../providers/fake/filters';
import { isResourceName } from '../../../resources/shared/registry';
import type { MarketplaceDataProvider } from '../../../providers/types';

export const EMPLOYER_ID = 'e1e2e3e4-0000-4000-8000-000000000001';

export const COMPANIES = [
  { _id: 'c-aurum', companyName: 'Aurum Jewels', logoUrl: null, createdAt: '2025-01-01T00:00:00Z' },
  { _id: 'c-tara', companyName: 'Tara Diamonds', logoUrl: null, createdAt: '2025-01-02T00:00:00Z' },
  { _id: 'c-kiran', companyName: 'Kiran Gems', logoUrl: null, createdAt: '2025-01-03T00:00:00Z' },
];

export function buildEmployer(overrides: Partial<Employer> = {}): Employer {
  return {
    _id: EMPLOYER_ID,
    companyId: 'c-aurum',
    company: { companyName: 'Aurum Jewels', logoUrl: null },
    personalDetails: {
      fullName: 'Ravi Mehta',
      firstName: 'Ravi',
      lastName: 'Mehta',
      email: 'ravi@aurum.test',
      phone: '+91 22 5555 0101',
      address: '4 Opera House',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400004',
      country: 'India',
      birthday: null,
    },
    jobsPosted: 12,
    jobsLeft: 5,
    links: { instagram: null, linkedin: null, website: null, behance: null, googleDrive: null, facebook: null, twitter: null },
    createdAt: '2025-02-03T10:15:00Z',
    createdBy: 'admin@example.com',
    updatedAt: '2025-03-04T16:45:00Z',
    updatedBy: 'hr@example.com',
    ...overrides,
  };
}

export function employerProvider(employers: Employer[] = [buildEmployer()], overrides: Partial<MarketplaceDataProvider> = {}) {
  const rest: DataProvider = fakeRestProvider(
    { employers: employers.map((e) => ({ ...e, id: e._id })), companies: COMPANIES.map((c) => ({ ...c, id: c._id })) },
    false,
  );
  // As the app's fake provider: the contract's filter keys become fakerest filters.
  const crud: DataProvider = {
    ...rest,
    getList: (resource, params) =>
      rest.getList(resource, { ...params, filter: isResourceName(resource) ? toFakeRestFilter(resource, params.filter) : params.filter }),
  };
  const provider = { ...crud, ...createFakeMethods(crud), ...overrides } as MarketplaceDataProvider;
  for (const key of ['getOne', 'getList', 'update', 'delete'] as const) {
    if (!vi.isMockFunction(provider[key])) (provider as unknown as Record<string, unknown>)[key] = vi.fn(provider[key]);
  }
  return provider;
}
