/** A fake-data provider with spies on the calls the company screens make. */
import { vi } from 'vitest';
import { createFakeDataProvider } from '../../../providers/fake';
import type { MarketplaceDataProvider } from '../../../providers/types';

export async function companyProvider() {
  const fake = createFakeDataProvider({ counts: { companies: 4, employers: 2, jobs: 2, jobSeekers: 2, applications: 1, companyRequests: 1 } });
  const { data } = await fake.getList('companies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  const provider = {
    ...fake,
    getOne: vi.fn(fake.getOne),
    update: vi.fn(fake.update),
    create: vi.fn(fake.create),
    delete: vi.fn(fake.delete),
    uploadFile: vi.fn(async (bucket: string, _file: Blob, fileName: string) => ({ url: `/api/s3/buckets/${bucket}/objects/${fileName}` })),
    deleteFile: vi.fn(async () => {}),
  } satisfies MarketplaceDataProvider;
  return { provider, companies: data };
}

export const pngFile = (name = 'logo.png', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
