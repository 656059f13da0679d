/** Filters saved per list in local storage, restored without filter_ parameters; the page reset rule (spec §2). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILTER_STORAGE_KEYS } from '../../../resources/shared/list/filterStorage';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, JOBS, listProvider } from './helpers';

const saved = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;

describe('filters in local storage', () => {
  it('uses one key per list', () => {
    const keys = Object.values(FILTER_STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(FILTER_STORAGE_KEYS).sort()).toEqual(
      ['companies', 'company-requests', 'employers', 'job-applications', 'jobs', 'jobseekers'].sort(),
    );
  });

  it('saves applied filters as filter entries and forgets them after Clear All', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.type(drawer.getByRole('textbox', { name: 'Company' }), 'Aurum');
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(drawer.getAllByLabelText('Column')[1], 'External Job');
    await user.selectOptions(drawer.getByLabelText('External Job'), 'Yes');
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));
    await waitFor(() =>
      expect(saved(FILTER_STORAGE_KEYS.jobs)).toEqual([
        { columnName: 'companyName', searchValue: 'Aurum' },
        { columnName: 'isExternalJob', searchValue: 'true' },
      ]),
    );
    // While the drawer slides away it hides the page from queries (and may vanish mid-click).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Smart Filters' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(window.localStorage.getItem(FILTER_STORAGE_KEYS.jobs)).toBeNull());
  });

  it('restores the saved filters when the list opens without filter_ parameters, and shows them in the URL', async () => {
    window.localStorage.setItem(FILTER_STORAGE_KEYS.jobs, JSON.stringify([{ columnName: 'title', searchValue: 'Gold' }, { columnName: 'isExternalJob', searchValue: 'false' }]));
    const { provider, calls } = listProvider();
    const { url, router } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    expect(calls.filter((c) => c.resource === 'jobs').map((c) => c.params.filter)).toEqual([{ title: 'Gold', isExternalJob: false }]);
    expect(screen.getByText('Title: Gold')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/jobs?filter_title=Gold&filter_isExternalJob=false'));
    // Completing the opening URL adds no history entry: Back leaves the list, not its filters.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets filter_ parameters in the URL win over the saved filters', async () => {
    window.localStorage.setItem(FILTER_STORAGE_KEYS.jobs, JSON.stringify([{ columnName: 'title', searchValue: 'Gold' }]));
    const { provider, calls } = listProvider();
    renderConsole('/jobs?filter_location=Antwerp', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    expect(calls.filter((c) => c.resource === 'jobs').map((c) => c.params.filter)).toEqual([{ location: 'Antwerp' }]);
    expect(screen.queryByText('Title: Gold')).not.toBeInTheDocument();
  });

  it('keeps each list’s filters apart and ignores unreadable or unknown saved entries', async () => {
    window.localStorage.setItem(FILTER_STORAGE_KEYS.companies, JSON.stringify([{ columnName: 'companyName', searchValue: 'Aurum' }, { columnName: 'salary', searchValue: '1' }]));
    window.localStorage.setItem(FILTER_STORAGE_KEYS.employers, '{not json');
    const { provider, lastFilter } = listProvider(async () => ({ data: [], total: 0 }));
    renderConsole('/companies', provider);
    await waitFor(() => expect(lastFilter('companies')).toEqual({ companyName: 'Aurum' }), FIRST_ROW_TIMEOUT);
    renderConsole('/employers', provider);
    await waitFor(() => expect(lastFilter('employers')).toEqual({}), FIRST_ROW_TIMEOUT);
  });
});

describe('page reset', () => {
  it('keeps the URL page on first load, even with filters', async () => {
    const { provider, calls } = listProvider(async () => ({ data: JOBS, total: 450 }));
    const { url } = renderConsole('/jobs?page=2&filter_title=Gold', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    expect(calls.map((c) => c.params.pagination?.page)).toEqual([3]);
    expect(url()).toBe('/jobs?page=2&filter_title=Gold');
  });

  it('keeps the URL page on first load when saved filters are restored', async () => {
    window.localStorage.setItem(FILTER_STORAGE_KEYS.jobs, JSON.stringify([{ columnName: 'title', searchValue: 'Gold' }]));
    const { provider, calls } = listProvider(async () => ({ data: JOBS, total: 450 }));
    renderConsole('/jobs?page=3', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    expect(calls.map((c) => [c.params.pagination?.page, c.params.filter])).toEqual([[4, { title: 'Gold' }]]);
  });

  it('goes back to page 0 when the filter changes', async () => {
    const { provider, lastPage, lastFilter } = listProvider(async () => ({ data: JOBS, total: 450 }));
    const { user, url } = renderConsole('/jobs?page=2&filter_title=Gold', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByText('Title: Gold').parentElement?.querySelector('svg[class*="deleteIcon"]') as Element);
    await waitFor(() => expect(url()).toBe('/jobs'));
    await waitFor(() => expect(lastFilter()).toEqual({}));
    expect(lastPage()).toBe(1);
  });
});
