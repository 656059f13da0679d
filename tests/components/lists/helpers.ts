/** Small providers for the list tests: fixed rows, every getList call recorded. */
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { createFakeDataProvider } from '../../../providers/fake';

export const JOBS = [
  {
    id: 'j1',
    _id: 'j1',
    title: 'Diamond Grader',
    postedDate: '2025-03-07T12:00:00.000Z',
    companyName: 'Kimberley Stones',
    isExternalJob: true,
    location: 'Antwerp',
    createdAt: '2025-03-07T12:00:00.000Z',
  },
  {
    id: 'j2',
    _id: 'j2',
    title: 'Gold Smith',
    postedDate: '2024-12-25T12:00:00.000Z',
    companyName: null,
    company: { companyName: 'Aurum Atelier' },
    isExternalJob: false,
    location: null,
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    createdAt: '2024-12-25T12:00:00.000Z',
  },
];

type Answer = (resource: string, params: GetListParams) => Promise<GetListResult>;

/** A provider whose lists answer `answer` (default: the rows above), recording each call. */
export function listProvider(answer: Answer = async () => ({ data: JOBS, total: JOBS.length })) {
  const calls: Array<{ resource: string; params: GetListParams }> = [];
  const base = createFakeDataProvider({ counts: { jobs: 1, companies: 1, employers: 1, jobSeekers: 1, applications: 1, companyRequests: 1 } });
  const provider: DataProvider = {
    ...base,
    getList: ((resource: string, params: GetListParams) => {
      calls.push({ resource, params });
      return answer(resource, params);
    }) as DataProvider['getList'],
  };
  const lastFilter = (resource = 'jobs') => calls.filter((c) => c.resource === resource).at(-1)?.params.filter;
  const lastPage = (resource = 'jobs') => calls.filter((c) => c.resource === resource).at(-1)?.params.pagination?.page;
  return { provider, calls, lastFilter, lastPage };
}

/** The rows' first cell texts, to see which rows a list shows. */
export const FIRST_ROW_TIMEOUT = { timeout: 5000 };
