/** A fake-data provider with spies on the calls the company screens make. */
import type { Mock } from 'vitest';
import { vi } from 'vitest';
import { createFakeDataProvider } from '../../../providers/fake';
import type { MarketplaceDataProvider } from '../../../providers/types';
import type { RaRecord } from 'react-admin';

interface WriteParams {
  id?: unknown;
  data: Record<string, unknown>;
  previousData?: Record<string, unknown>;
}

export async function companyProvider() {
  const fake = createFakeDataProvider({ counts: { companies: 4, employers: 2, jobs: 2, jobSeekers: 2, applications: 1, companyRequests: 1 } });
  const { data } = await fake.getList('companies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  const spies = {
    getOne: vi.fn(fake.getOne),
    update: vi.fn(fake.update) as Mock<(resource: string, params: WriteParams) => Promise<{ data: RaRecord }>>,
    create: vi.fn(fake.create) as Mock<(resource: string, params: WriteParams) => Promise<{ data: RaRecord }>>,
    delete: vi.fn(fake.delete) as Mock<(resource: string, params: WriteParams) => Promise<{ data: RaRecord }>>,
    uploadFile: vi.fn(async (bucket: string, _file: Blob, fileName: string) => ({ url: `/api/s3/buckets/${bucket}/objects/${fileName}` })),
    deleteFile: vi.fn(async (_url: string) => {}),
  };
  // The generic CRUD signatures do not survive vi.fn; the spies call the real fake methods.
  const provider = { ...fake, ...spies } as unknown as MarketplaceDataProvider & typeof spies;
  return { provider, companies: data };
}

export const pngFile = (name = 'logo.png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
