/** /company-requests: the list the request detail's Back leads to (spec §2, issue 4). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const REQUESTS = [
  { id: 'r1', _id: 'r1', status: 'pending', employerEmail: 'ravi@aurum.test', company: { companyName: 'Aurum Jewels' }, createdAt: daysAgo(3) },
  { id: 'r2', _id: 'r2', status: 'approved', employerEmail: 'clara@gem.test', company: { companyName: 'Gem Co' }, createdAt: daysAgo(40) },
  { id: 'r3', _id: 'r3', status: 'rejected', employerEmail: 'li@pearl.test', company: { companyName: 'Pearl House' }, createdAt: daysAgo(1) },
];

describe('/company-requests', () => {
  it('asks for pending first (then newest), with the status filter among its columns', async () => {
    const { provider, calls } = listProvider(async () => ({ data: REQUESTS, total: 3 }));
    const { user } = renderConsole('/company-requests', provider);
    await screen.findByText('ravi@aurum.test', undefined, FIRST_ROW_TIMEOUT);
    expect(calls[0].params.sort).toEqual({ field: 'status', order: 'ASC' });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    const column = drawer.getByLabelText('Column') as HTMLSelectElement;
    expect([...column.options].map((o) => o.text)).toEqual(['Status', 'Company Name', 'Employer Email']);
    const status = drawer.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual(['Choose...', 'Pending', 'Approved', 'Rejected']);
  });

  it('shows employer email, company name, a coloured status chip, the age and an open button', async () => {
    const { provider } = listProvider(async () => ({ data: REQUESTS, total: 3 }));
    renderConsole('/company-requests', provider);
    const row = (await screen.findByText('ravi@aurum.test', undefined, FIRST_ROW_TIMEOUT)).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.slice(0, 4)).toEqual(['Employer Email', 'Company Name', 'Status', 'Age']);
    const first = within(row);
    expect(first.getByText('Aurum Jewels')).toBeInTheDocument();
    expect(first.getByText('3 days ago')).toBeInTheDocument();
    expect(first.getByText('Pending').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(first.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/company-requests/r1');
    const chip = (email: string, text: string) =>
      within(screen.getByText(email).closest('tr') as HTMLElement).getByText(text).closest('.MuiChip-root');
    expect(chip('clara@gem.test', 'Approved')).toHaveClass('MuiChip-colorSuccess');
    expect(chip('li@pearl.test', 'Rejected')).toHaveClass('MuiChip-colorError');
    expect(within(screen.getByText('clara@gem.test').closest('tr') as HTMLElement).getByText('about 1 month ago')).toBeInTheDocument();
  });
});

describe('the way to /company-requests', () => {
  it('is a link under the companies list header (there is no navigation entry)', async () => {
    const { provider } = listProvider(async (resource) => (resource === 'company-requests' ? { data: REQUESTS, total: 3 } : { data: [], total: 0 }));
    const { user, url } = renderConsole('/companies', provider);
    await screen.findByText('No companies found', undefined, FIRST_ROW_TIMEOUT);
    expect(screen.queryByRole('menuitem', { name: 'Company Requests' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Company Requests' }));
    expect(url()).toBe('/company-requests');
    expect(await screen.findByText('ravi@aurum.test')).toBeInTheDocument();
  });
});
