/**
 * Bulk actions on lists (issue 14), over the offline demo's fake provider: tick rows, tick the
 * page, then "all N matching"; a delete asks for the number of records typed before it runs; a
 * summary says what changed and what was refused and why. Company requests get Approve and
 * Reject; an approval links the employer; a decided request is reported with its reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createFakeDataProvider, type FakeDataProviderOptions } from '../../../providers/fake';
import type { MarketplaceDataProvider } from '../../../providers/types';
import type { CompanyRequest, Employer } from '../../../domain/types';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT } from './helpers';

const SHOWN_PER_PAGE = 3;

/** The fake provider, its list pages cut to 3 rows (as if more matched than a page holds). */
function shortPages(counts: FakeDataProviderOptions['counts']) {
  const fake = createFakeDataProvider({ counts });
  const provider: MarketplaceDataProvider = {
    ...fake,
    getList: (async (resource: string, params: GetListParams) => {
      const answer = await fake.getList(resource, params);
      return { ...answer, data: answer.data.slice(0, SHOWN_PER_PAGE) };
    }) as DataProvider['getList'],
  };
  return { fake, provider };
}

const allRows = async (fake: DataProvider, resource: string) =>
  (await fake.getList(resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).data;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('bulk actions', () => {
  it('shows no selection bar until a row is ticked; ticking rows counts them; clearing removes the bar', async () => {
    const { provider } = shortPages({ jobs: 5, companies: 2, employers: 2, jobSeekers: 1, applications: 1, companyRequests: 1 });
    const { user } = renderConsole('/jobs', provider);
    const firstCheckbox = (await screen.findAllByRole('checkbox', { name: /^Select (?!all)/ }, FIRST_ROW_TIMEOUT))[0];
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(firstCheckbox);
    const bar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(bar.getByText('1 selected')).toBeInTheDocument();
    // the tick does not open the record
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('checkbox', { name: /^Select (?!all)/ })[1]);
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }).every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it('selects the page, then all N matching; deletes after the typed number and reports it', async () => {
    const { fake, provider } = shortPages({ jobs: 6, companies: 2, employers: 2, jobSeekers: 1, applications: 1, companyRequests: 1 });
    const { user } = renderConsole('/jobs', provider);
    await screen.findAllByRole('checkbox', { name: /^Select (?!all)/ }, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('columnheader', { name: /Title/ }).querySelector('input') as HTMLInputElement);
    const bar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(bar.getByText('3 selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Select all 6 matching' }));
    expect(bar.getByText('All 6 matching records are selected.')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 6 records?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete records' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Number of records to delete' }), '5');
    expect(confirm).toBeDisabled();
    await user.clear(dialog.getByRole('textbox', { name: 'Number of records to delete' }));
    await user.type(dialog.getByRole('textbox', { name: 'Number of records to delete' }), '6');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    const summary = within(await screen.findByRole('dialog', { name: 'Bulk delete finished' }));
    expect(summary.getByText('6 records deleted.')).toBeInTheDocument();
    expect(summary.queryByText(/could not be changed/)).not.toBeInTheDocument();
    expect(await allRows(fake, 'jobs')).toHaveLength(0);
    await user.click(summary.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
  });

  it('reports a ticked record that could not be deleted, by its title, and deletes the others', async () => {
    const { fake, provider } = shortPages({ jobs: 3, companies: 2, employers: 2, jobSeekers: 1, applications: 1, companyRequests: 1 });
    const jobs = await allRows(fake, 'jobs');
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText(jobs[0].title, undefined, FIRST_ROW_TIMEOUT);
    await user.click(within(rowOf(jobs[0].title)).getByRole('checkbox'));
    await user.click(within(rowOf(jobs[1].title)).getByRole('checkbox'));
    // Someone else deletes the first one meanwhile.
    await fake.delete('jobs', { id: jobs[0].id, previousData: jobs[0] });
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 records?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Number of records to delete' }), '2');
    await user.click(dialog.getByRole('button', { name: 'Delete records' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Bulk delete finished' }));
    expect(summary.getByText('1 record deleted.')).toBeInTheDocument();
    const refused = within(summary.getByRole('list', { name: '1 could not be changed:' }));
    expect(refused.getByText(jobs[0].title)).toBeInTheDocument();
    expect((await allRows(fake, 'jobs')).map((j) => j.id)).toEqual([jobs[2].id]);
  });

  it('approves the ticked pending requests (linking their employers) and reports one already approved', async () => {
    const { fake, provider } = shortPages({ jobs: 1, companies: 2, employers: 4, jobSeekers: 1, applications: 1, companyRequests: 3 });
    const requests = (await allRows(fake, 'company-requests')) as unknown as Array<CompanyRequest & { id: string }>;
    await fake.update('company-requests', { id: requests[0].id, data: { status: 'pending' }, previousData: requests[0] });
    await fake.update('company-requests', { id: requests[1].id, data: { status: 'pending' }, previousData: requests[1] });
    await fake.update('company-requests', { id: requests[2].id, data: { status: 'approved' }, previousData: requests[2] });
    for (const request of requests.slice(0, 2)) {
      await fake.update('employers', { id: request.employeeId, data: { companyId: null }, previousData: { id: request.employeeId } });
    }
    const { user } = renderConsole('/company-requests', provider);
    await screen.findAllByRole('checkbox', { name: /^Select (?!all)/ }, FIRST_ROW_TIMEOUT);
    for (const request of requests) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${request.employerEmail}` }));
    }
    const bar = within(screen.getByRole('toolbar', { name: 'Bulk actions' }));
    expect(bar.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve 3 requests?' }));
    await user.click(dialog.getByRole('button', { name: 'Approve requests' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Bulk approve finished' }));
    expect(summary.getByText('2 requests approved.')).toBeInTheDocument();
    const refused = within(summary.getByRole('list', { name: '1 could not be changed:' }));
    expect(refused.getByText(requests[2].employerEmail as string)).toBeInTheDocument();
    expect(refused.getByText(': This request has already been approved.')).toBeInTheDocument();
    for (const request of requests.slice(0, 2)) {
      const { data } = await fake.getOne<CompanyRequest & { id: string }>('company-requests', { id: request.id });
      expect(data.status).toBe('approved');
      const employer = await fake.getOne<Employer & { id: string }>('employers', { id: request.employeeId });
      expect(employer.data.companyId).toBe(request.companyId);
    }
  });
});
