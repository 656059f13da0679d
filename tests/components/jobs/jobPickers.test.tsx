/** The company and employer pickers on /jobs/new (spec §7): page 0 of 100, one filter, 400 ms debounce. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { renderConsole } from '../resources/harness';
import { SLOW, jobProvider, required } from './jobHarness';

const open = (provider = jobProvider()) => ({ provider, ...renderConsole('/jobs/new', provider) });
const listCalls = (provider: ReturnType<typeof jobProvider>, resource: string) =>
  vi.mocked(provider.getList).mock.calls.filter(([r]) => r === resource).map(([, params]) => params as GetListParams);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When each search reached the provider: a busy machine only makes the gap longer, never shorter. */
function timeSearches(provider: ReturnType<typeof jobProvider>) {
  const searches: Array<{ resource: string; filter: Record<string, unknown>; at: number }> = [];
  const inner = provider.getList;
  provider.getList = vi.fn((resource: string, params: GetListParams) => {
    searches.push({ resource, filter: params.filter, at: Date.now() });
    return inner(resource, params);
  }) as typeof provider.getList;
  return searches;
}

async function ready() {
  await screen.findByRole('heading', { name: 'Create New Job', level: 1 }, SLOW);
}

describe('company picker', () => {
  it('searches nothing while the text is empty, even when opened', async () => {
    const { user, provider } = open();
    await ready();
    await user.click(screen.getByRole('combobox', { name: required('Company') }));
    expect(await screen.findByText('Type a company name to search')).toBeInTheDocument();
    await sleep(600);
    expect(listCalls(provider, 'companies')).toEqual([]);
  });

  it('waits 400 ms after the last key, then asks page 0 of 100 filtered by companyName', async () => {
    const provider = jobProvider();
    const searches = timeSearches(provider);
    open(provider);
    await ready();
    const picker = screen.getByRole('combobox', { name: required('Company') });
    // three quick keystrokes: one search, for the last text, at least 400 ms after it. The clock
    // is read before the last key: the render that starts the wait ends after it.
    fireEvent.change(picker, { target: { value: 'N' } });
    fireEvent.change(picker, { target: { value: 'Ni' } });
    const typedAt = Date.now();
    fireEvent.change(picker, { target: { value: 'Niz' } });
    await waitFor(() => expect(listCalls(provider, 'companies')).toHaveLength(1));
    await sleep(500);
    const companySearches = searches.filter((c) => c.resource === 'companies');
    expect(companySearches).toHaveLength(1);
    expect(companySearches[0].at - typedAt).toBeGreaterThanOrEqual(395);
    expect(listCalls(provider, 'companies')[0]).toMatchObject({ pagination: { page: 1, perPage: 100 }, filter: { companyName: 'Niz' } });
    expect(await screen.findByRole('option', { name: /Nizam Pearls/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Aurum Atelier/ })).not.toBeInTheDocument();
  });

  it('a failed search empties the options without an error', async () => {
    const provider = jobProvider();
    const ok = provider.getList;
    provider.getList = vi.fn((resource: string, params: GetListParams) =>
      resource === 'companies' ? Promise.reject(new Error('search down')) : ok(resource, params),
    ) as typeof provider.getList;
    const { user } = open(provider);
    await ready();
    await user.type(screen.getByRole('combobox', { name: required('Company') }), 'Aur');
    expect(await screen.findByText('No companies found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('employer picker', () => {
  it('lists employers filtered by personalDetails.email after 400 ms, and shows the picked email', async () => {
    const provider = jobProvider();
    const searches = timeSearches(provider);
    const { user } = open(provider);
    await ready();
    const picker = screen.getByRole('combobox', { name: 'Employer (email)' });
    const emailSearches = () => listCalls(provider, 'employers').filter((c) => c.filter['personalDetails.email'] !== undefined);
    fireEvent.change(picker, { target: { value: 'n' } });
    fireEvent.change(picker, { target: { value: 'ni' } });
    const typedAt = Date.now();
    fireEvent.change(picker, { target: { value: 'nizam' } });
    await waitFor(() => expect(emailSearches()).toHaveLength(1), { timeout: 3000 });
    const timed = searches.filter((c) => c.resource === 'employers' && c.filter['personalDetails.email'] !== undefined);
    expect(timed[0].at - typedAt).toBeGreaterThanOrEqual(395);
    expect(emailSearches()[0]).toMatchObject({ pagination: { page: 1, perPage: 100 }, filter: { 'personalDetails.email': 'nizam' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: /hire@aurum.test/ })).not.toBeInTheDocument());
    const option = screen.getByRole('option', { name: /jobs@nizam.test/ });
    await user.click(option);
    expect(picker).toHaveValue('jobs@nizam.test');
  });
});

describe('picking a company', () => {
  it('fills the picker with the company name and clears the company message', async () => {
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    const picker = screen.getByRole('combobox', { name: required('Company') });
    await waitFor(() => expect(picker.closest('.MuiFormControl-root')?.textContent).toContain('Company Name is required'));
    await user.type(picker, 'Aurum');
    await user.click(await screen.findByRole('option', { name: /Aurum Atelier/ }, { timeout: 3000 }));
    expect(picker).toHaveValue('Aurum Atelier');
    await waitFor(() => expect(within(picker.closest('.MuiFormControl-root') as HTMLElement).queryByText('Company Name is required')).toBeNull());
  });
});
