/**
 * A failed detail load (issue 16): every detail page says so at once — one request, no silent
 * retries — in the shared error block with Try again, which loads the record when the server
 * answers again. A list row in the cache is never shown as the record while it loads.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import type { DataProvider, GetOneParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createFakeDataProvider } from '../../../providers/fake';
import type { ResourceName } from '../../../resources/shared/definition';
import { renderConsole } from '../resources/harness';

configure({ asyncUtilTimeout: 8000 });

const counts = { companies: 2, employers: 2, jobs: 2, jobSeekers: 2, applications: 2, companyRequests: 1 };

/** Each detail page's §8 text, and something only the loaded record's page shows. */
const PAGES: Array<{ resource: ResourceName; failure: string; loaded: string }> = [
  { resource: 'jobs', failure: 'Failed to fetch data. Please try again later.', loaded: 'Audit Information' },
  { resource: 'companies', failure: 'Failed to fetch data. Please try again later.', loaded: 'Audit Information' },
  { resource: 'jobseekers', failure: 'Failed to fetch user data. Please try again later.', loaded: 'Audit Information' },
  { resource: 'employers', failure: 'Failed to fetch employer data. Please try again later.', loaded: 'Audit Information' },
  { resource: 'job-applications', failure: 'Failed to fetch data. Please try again later.', loaded: 'Audit Information' },
  { resource: 'company-requests', failure: 'Failed to fetch company request details.', loaded: 'Request Overview' },
];

function failingProvider(resource: ResourceName) {
  const fake = createFakeDataProvider({ counts });
  const state = { fail: true, calls: 0, waitFor: Promise.resolve() };
  const provider: DataProvider = {
    ...fake,
    getOne: (async (name: string, params: GetOneParams) => {
      if (name !== resource) return fake.getOne(name, params);
      state.calls += 1;
      await state.waitFor;
      if (state.fail) throw new Error('The server is down');
      return fake.getOne(name, params);
    }) as DataProvider['getOne'],
  };
  const firstRecord = async () =>
    (await fake.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).data[0];
  return { provider, state, firstRecord };
}

describe('a failed detail load', () => {
  for (const { resource, failure, loaded } of PAGES) {
    it(`/${resource}/{id}: the error at once after one request, and Try again loads the record`, async () => {
      const { provider, state, firstRecord } = failingProvider(resource);
      const record = await firstRecord();
      const { user } = renderConsole(`/${resource}/${record.id}`, provider);
      expect(await screen.findByText(failure)).toBeInTheDocument();
      expect(state.calls).toBe(1);
      // No retry behind the message either.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(state.calls).toBe(1);
      state.fail = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText(loaded)).toBeInTheDocument();
      expect(screen.queryByText(failure)).not.toBeInTheDocument();
      expect(state.calls).toBeGreaterThanOrEqual(2);
    });
  }

  it('a job opened from the list is not drawn from its list row while the job loads', async () => {
    const { provider, state, firstRecord } = failingProvider('jobs');
    const job = await firstRecord();
    let answer = () => {};
    const { router } = renderConsole('/jobs', provider);
    expect(await screen.findByText(String(job.title))).toBeInTheDocument();
    state.fail = false;
    state.waitFor = new Promise<void>((resolve) => (answer = resolve));
    await router.navigate(`/jobs/${job.id}`);
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { level: 1, name: String(job.title) })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: String(job.title) })).toBeInTheDocument();
  });
});
