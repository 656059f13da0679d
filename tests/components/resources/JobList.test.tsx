/** /jobs, the first slice through every layer: columns, formats, paging in the URL, open and add buttons. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { createFakeDataProvider } from '../../../providers/fake';
import { pretendPhoneWidth, renderConsole, spyOnLists } from './harness';

const JOBS = [
  {
    id: 'j1',
    _id: 'j1',
    title: 'Diamond Grader',
    postedDate: '2025-03-07T12:00:00.000Z',
    companyName: 'Kimberley Stones',
    company: null,
    isExternalJob: true,
    location: 'Antwerp',
    city: 'Ignored',
    createdAt: '2025-03-07T12:00:00.000Z',
  },
  {
    id: 'j2',
    _id: 'j2',
    title: 'CAD Designer',
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

function jobsProvider(total = JOBS.length): DataProvider {
  return {
    ...createFakeDataProvider({ counts: { jobs: 1, companies: 1, employers: 1, jobSeekers: 1, applications: 1, companyRequests: 1 } }),
    getList: (async () => ({ data: JOBS, total })) as DataProvider['getList'],
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('/jobs list', () => {
  it('shows the spec columns with dd/MM/yyyy dates, the company fallback, Yes/No and the location fallback', async () => {
    renderConsole('/jobs', jobsProvider());
    const grader = (await screen.findByText('Diamond Grader', undefined, { timeout: 5000 })).closest('tr');
    expect(grader).not.toBeNull();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.slice(0, 5)).toEqual(['Title', 'Date_Posted', 'Company', 'External_Job', 'Location']);

    const first = within(grader as HTMLElement);
    expect(first.getByText('07/03/2025')).toBeInTheDocument();
    expect(first.getByText('Kimberley Stones')).toBeInTheDocument();
    expect(first.getByText('Yes')).toBeInTheDocument();
    expect(first.getByText('Antwerp')).toBeInTheDocument();

    const second = within(screen.getByText('CAD Designer').closest('tr') as HTMLElement);
    expect(second.getByText('25/12/2024')).toBeInTheDocument();
    expect(second.getByText('Aurum Atelier')).toBeInTheDocument();
    expect(second.getByText('No')).toBeInTheDocument();
    expect(second.getByText('Jaipur, Rajasthan, India')).toBeInTheDocument();
  });

  it('asks for 100 rows of page 0, newest first', async () => {
    const { provider, calls } = spyOnLists(jobsProvider());
    renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader');
    const jobCalls = calls.filter((c) => c.resource === 'jobs');
    expect(jobCalls).toHaveLength(1);
    expect(jobCalls[0].params.pagination).toEqual({ page: 1, perPage: 100 });
    expect(jobCalls[0].params.sort).toEqual({ field: 'createdAt', order: 'DESC' });
  });

  it('reads the 0-based page from the URL with a single request, and treats a bad page as 0', async () => {
    const { provider, calls } = spyOnLists(jobsProvider(450));
    renderConsole('/jobs?page=2', provider);
    await screen.findByText('Diamond Grader');
    expect(calls.filter((c) => c.resource === 'jobs').map((c) => c.params.pagination?.page)).toEqual([3]);

    const bad = spyOnLists(jobsProvider(450));
    renderConsole('/jobs?page=-4', bad.provider);
    await waitFor(() => expect(bad.calls.length).toBeGreaterThan(0));
    expect(bad.calls[0].params.pagination?.page).toBe(1);
  });

  it('restores filter_<column> parameters of known columns into the request', async () => {
    const { provider, calls } = spyOnLists(jobsProvider());
    renderConsole('/jobs?filter_title=gold&filter_isExternalJob=false&filter_salary=10k', provider);
    await screen.findByText('Diamond Grader');
    expect(calls.filter((c) => c.resource === 'jobs').map((c) => c.params.filter)).toEqual([{ title: 'gold', isExternalJob: false }]);
  });

  it('follows the URL when it changes under the list (links, back and forward)', async () => {
    const { provider, calls } = spyOnLists(jobsProvider(450));
    const { router } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader');
    await router.navigate('/jobs?page=3');
    await waitFor(() => expect(calls.at(-1)?.params.pagination).toEqual({ page: 4, perPage: 100 }));
    await router.navigate(-1);
    await waitFor(() => expect(calls.at(-1)?.params.pagination).toEqual({ page: 1, perPage: 100 }));
  });

  it('writes the page to the URL when the user pages, 0-based', async () => {
    const { provider, calls } = spyOnLists(jobsProvider(250));
    const { user, url } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader');
    await user.click(screen.getByRole('button', { name: /go to page 2/i }));
    await waitFor(() => expect(url()).toBe('/jobs?page=1'));
    await waitFor(() => expect(calls.at(-1)?.params.pagination).toEqual({ page: 2, perPage: 100 }));
  });

  it('opens a job at /jobs/{id} and adds one at /jobs/new', async () => {
    const { user, url } = renderConsole('/jobs', jobsProvider());
    await screen.findByText('Diamond Grader');
    const open = within(screen.getByText('CAD Designer').closest('tr') as HTMLElement).getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', '/jobs/j2');
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/jobs/new');
    await user.click(screen.getByRole('link', { name: 'Add New' }));
    await waitFor(() => expect(url()).toBe('/jobs/new'));
  });

  it('shows cards instead of a table on a phone-width screen', async () => {
    restore = pretendPhoneWidth();
    renderConsole('/jobs', jobsProvider());
    expect(await screen.findByText('Diamond Grader')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('07/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Diamond Grader').closest('a')).toHaveAttribute('href', '/jobs/j1');
  });

  it('serves 100 rows of the demo data through the fake provider', async () => {
    const fake = createFakeDataProvider({ counts: { jobs: 130 } });
    renderConsole('/jobs', fake);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(100));
    // The same en dash as every range in the console; a full page shows its range above the rows too.
    const ranges = screen.getAllByText('1–100 of 130');
    expect(ranges).toHaveLength(2);
    const [top, bottom] = ranges;
    const firstRow = screen.getAllByRole('link', { name: 'Open' })[0];
    expect(top.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bottom.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('keeps a short page to one range, under the rows', async () => {
    const fake = createFakeDataProvider({ counts: { jobs: 7 } });
    renderConsole('/jobs', fake);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(7));
    expect(screen.getAllByText('1–7 of 7')).toHaveLength(1);
  });
});
