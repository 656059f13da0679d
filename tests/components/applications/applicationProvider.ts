/**
 * The fake provider with job applications that behave like the server's on update: a status or
 * a note is appended with the date and the changer (the fake provider itself only merges data).
 */
import type { DataProvider, UpdateParams } from 'react-admin';
import { DEMO_USER } from '../../../domain/constants';
import type { JobApplication } from '../../../domain/types';
import { createFakeDataProvider } from '../../../providers/fake';
import type { MarketplaceDataProvider } from '../../../providers/types';

const counts = { companies: 3, employers: 3, jobs: 4, jobSeekers: 4, applications: 3, companyRequests: 1 };

export interface ApplicationProvider {
  provider: MarketplaceDataProvider;
  updates: Array<Record<string, unknown>>;
  deletes: string[];
  application: JobApplication & { id: string };
}

export async function applicationProvider(overrides: Partial<JobApplication> = {}): Promise<ApplicationProvider> {
  const fake = createFakeDataProvider({ counts });
  const { data } = await fake.getList('job-applications', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  const first = data[0] as JobApplication & { id: string };
  const seeded = (await fake.update('job-applications', { id: first.id, data: { ...overrides }, previousData: first })).data as JobApplication & { id: string };
  const updates: Array<Record<string, unknown>> = [];
  const deletes: string[] = [];
  let clock = Date.parse('2025-06-01T10:00:00Z');
  const provider: MarketplaceDataProvider = {
    ...fake,
    update: (async (resource: string, params: UpdateParams) => {
      if (resource !== 'job-applications') return fake.update(resource, params);
      updates.push({ ...params.data });
      const current = (await fake.getOne(resource, { id: params.id })).data as JobApplication;
      const date = new Date((clock += 60_000)).toISOString();
      const change: Partial<JobApplication> = { updatedAt: date, updatedBy: DEMO_USER.email };
      if (typeof params.data.status === 'string') {
        change.status = params.data.status as JobApplication['status'];
        change.history = [...current.history, { status: params.data.status, date, changedBy: DEMO_USER.email }];
      }
      if (typeof params.data.note === 'string') {
        change.notes = [...current.notes, { id: `n-${clock}`, note: params.data.note, changedBy: DEMO_USER.email, date }];
      }
      return fake.update(resource, { ...params, data: change });
    }) as DataProvider['update'],
    delete: (async (resource, params) => {
      if (resource === 'job-applications') deletes.push(String(params.id));
      return fake.delete(resource, params);
    }) as DataProvider['delete'],
  };
  return { provider, updates, deletes, application: seeded };
}
