/**
 * createFakeDataProvider: ra-data-fakerest over the deterministic demo data, for component tests
 * and the offline demo. Thin on purpose: it serves the data, it does not re-implement the server.
 */
import fakeRestProvider from 'ra-data-fakerest';
import type { DataProvider } from 'react-admin';
import { generateDemoData } from '../../domain/demo-data';
import type { DemoDataOptions } from '../../domain/demo-data';
import { isListName } from '../../domain/filters';
import type { MarketplaceDataProvider } from '../types';
import { createFakeMethods } from './custom';
import { idsMatchingComposites, toFakeRestFilter } from './filters';
import { withStatusSort } from './sort';

export interface FakeDataProviderOptions {
  seed?: number;
  counts?: DemoDataOptions['counts'];
}

const withIds = <T extends { _id: string }>(records: T[]) => records.map((r) => ({ ...r, id: r._id }));

export function createFakeDataProvider(options: FakeDataProviderOptions = {}): MarketplaceDataProvider {
  const demo = generateDemoData({ seed: options.seed, counts: options.counts });
  const base = fakeRestProvider(
    {
      jobs: withIds(demo.jobs),
      companies: withIds(demo.companies),
      jobseekers: withIds(demo.jobSeekers),
      employers: withIds(demo.employers),
      'job-applications': withIds(demo.applications),
      'company-requests': withIds(demo.companyRequests),
    },
    false,
  );
  const everyRow = async (resource: string) =>
    (await base.getList(resource, { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data;
  const mapFilter = async (resource: string, filter: Record<string, unknown> | undefined) => {
    if (!isListName(resource)) return filter ?? {};
    const ids = await idsMatchingComposites(resource, filter, everyRow);
    const plain = toFakeRestFilter(resource, filter);
    return ids ? { ...plain, id: ids } : plain;
  };
  const crud: DataProvider = {
    ...base,
    getList: async (resource, params) =>
      withStatusSort(resource, { ...params, filter: await mapFilter(resource, params.filter) }, (p) => base.getList(resource, p)),
    getManyReference: async (resource, params) =>
      withStatusSort(resource, { ...params, filter: await mapFilter(resource, params.filter) }, (p) => base.getManyReference(resource, p)),
    // New records get the contract's identity and audit fields, as the server would set them.
    create: (resource, params) => {
      const id = `demo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      return base.create(resource, { ...params, data: { ...params.data, id, _id: id, createdAt: new Date().toISOString() } });
    },
  };
  return { ...crud, ...createFakeMethods(crud) };
}
