/**
 * Spec §2 "Any unknown path shows '404 Page Not Found - ...'" below a record (issue 16): react-admin's
 * detail route is `:id/*`, so /jobs/{id}/edit showed the job and /companies/new/x fetched id "new".
 * Every path deeper than the console's routes is unknown, for all six resources, and asks for no
 * record. Single-level paths keep their pages.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import type { DataProvider, GetOneParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createFakeDataProvider } from '../../../providers/fake';
import { RESOURCES } from '../../../resources';
import type { ResourceName } from '../../../resources/shared/definition';
import { renderConsole } from '../resources/harness';

configure({ asyncUtilTimeout: 8000 });

const NOT_FOUND = '404 Page Not Found - The page you are looking for does not exist.';
const counts = { companies: 2, employers: 2, jobs: 2, jobSeekers: 2, applications: 2, companyRequests: 1 };

async function providerWithSpy() {
  const fake = createFakeDataProvider({ counts });
  const getOneCalls: Array<{ resource: string; id: string }> = [];
  const provider: DataProvider = {
    ...fake,
    getOne: ((resource: string, params: GetOneParams) => {
      getOneCalls.push({ resource, id: String(params.id) });
      return fake.getOne(resource, params);
    }) as DataProvider['getOne'],
  };
  const firstId = async (resource: ResourceName) => {
    const { data } = await fake.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    return String(data[0].id);
  };
  return { provider, getOneCalls, firstId };
}

describe('paths below a record (spec §2)', () => {
  for (const { name } of RESOURCES) {
    it(`/${name}/{id}/edit, /${name}/new/x and /${name}/abc/def show the 404 page and load no record`, async () => {
      const { provider, getOneCalls, firstId } = await providerWithSpy();
      const id = await firstId(name);
      for (const path of [`/${name}/${id}/edit`, `/${name}/new/x`, `/${name}/abc/def`]) {
        const view = renderConsole(path, provider);
        expect(await screen.findByText(NOT_FOUND, { exact: false })).toBeInTheDocument();
        expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
        view.unmount();
      }
      expect(getOneCalls.filter((call) => call.resource === name)).toEqual([]);
    });
  }

  it('keeps the record page at /{resource}/{id} and the create page at /{resource}/new', async () => {
    const { provider, firstId } = await providerWithSpy();
    const id = await firstId('companies');
    const detail = renderConsole(`/companies/${id}`, provider);
    expect(await screen.findByText('Audit Information')).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND, { exact: false })).not.toBeInTheDocument();
    detail.unmount();
    renderConsole('/companies/new', provider);
    expect(await screen.findByRole('button', { name: 'Save Company' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND, { exact: false })).not.toBeInTheDocument();
  });

  it('a single-level id that is not a record still asks for it and says the load failed (unchanged)', async () => {
    const { provider, getOneCalls } = await providerWithSpy();
    renderConsole('/jobs/abc', provider);
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    expect(getOneCalls).toContainEqual({ resource: 'jobs', id: 'abc' });
  });

  it('shows the 404 page when the console navigates from a record to a path below it', async () => {
    const { provider, firstId } = await providerWithSpy();
    const id = await firstId('jobs');
    const { router } = renderConsole(`/jobs/${id}`, provider);
    await screen.findByText('Audit Information');
    await router.navigate(`/jobs/${id}/edit`);
    await waitFor(() => expect(screen.getByText(NOT_FOUND, { exact: false })).toBeInTheDocument());
    expect(screen.queryByText('Audit Information')).not.toBeInTheDocument();
  });
});
