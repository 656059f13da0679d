/** The Smart Filters drawer (spec §2 "Shared filter behaviour", §5 other rules). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

async function openDrawer(user: ReturnType<typeof renderConsole>['user']) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
}

describe('Smart Filters drawer', () => {
  it('opens titled Smart Filters and offers the list’s filter columns', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    const column = drawer.getByLabelText('Column') as HTMLSelectElement;
    expect([...column.options].map((o) => o.text)).toEqual(['Company', 'Title', 'Location', 'External Job']);
  });

  it('keeps Apply Search disabled until a filter has a non-blank value', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    const apply = drawer.getByRole('button', { name: 'Apply Search' });
    expect(apply).toBeDisabled();
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    expect(apply).toBeDisabled();
    await user.type(drawer.getByRole('textbox', { name: 'Company' }), '   ');
    expect(apply).toBeDisabled();
    await user.type(drawer.getByRole('textbox', { name: 'Company' }), 'Aurum');
    expect(apply).toBeEnabled();
  });

  it('applies non-blank filters to the request and the URL as filter_<column>, dropping blank ones', async () => {
    const { provider, lastFilter } = listProvider();
    const { user, url } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(drawer.getByLabelText('Column'), 'Title');
    await user.type(drawer.getByRole('textbox', { name: 'Title' }), '  Gold  ');
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    // The second filter (Company, the first free column) stays blank.
    expect(drawer.getAllByLabelText('Column')).toHaveLength(2);
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));

    await waitFor(() => expect(url()).toBe('/jobs?filter_title=Gold'));
    await waitFor(() => expect(lastFilter()).toEqual({ title: 'Gold' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Smart Filters' })).not.toBeInTheDocument());
    expect(screen.getByText('Title: Gold')).toBeInTheDocument();
  });

  it('applies with Enter in a value field, but not while every value is blank', async () => {
    const { provider, lastFilter } = listProvider();
    const { user, url } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.type(drawer.getByRole('textbox', { name: 'Company' }), '  {Enter}');
    expect(screen.getByRole('dialog', { name: 'Smart Filters' })).toBeInTheDocument();
    await user.type(drawer.getByRole('textbox', { name: 'Company' }), 'Aurum{Enter}');
    await waitFor(() => expect(url()).toBe('/jobs?filter_companyName=Aurum'));
    await waitFor(() => expect(lastFilter()).toEqual({ companyName: 'Aurum' }));
  });

  it('offers Yes/No for a boolean column and sends true/false', async () => {
    const { provider, lastFilter } = listProvider();
    const { user, url } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(drawer.getByLabelText('Column'), 'External Job');
    const choice = drawer.getByLabelText('External Job') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.text)).toEqual(['Choose...', 'Yes', 'No']);
    expect(drawer.getByRole('button', { name: 'Apply Search' })).toBeDisabled();
    await user.selectOptions(choice, 'No');
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));
    await waitFor(() => expect(url()).toBe('/jobs?filter_isExternalJob=false'));
    await waitFor(() => expect(lastFilter()).toEqual({ isExternalJob: false }));
    expect(screen.getByText('External Job: No')).toBeInTheDocument();
  });

  it('offers the companies columns (Company Name, Approval Status, Location) and filters by a status', async () => {
    const { provider, lastFilter } = listProvider(async () => ({ data: [], total: 0 }));
    const { user, url } = renderConsole('/companies', provider);
    await screen.findByText('No companies found', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    const column = drawer.getByLabelText('Column') as HTMLSelectElement;
    expect([...column.options].map((o) => o.text)).toEqual(['Company Name', 'Approval Status', 'Location']);
    await user.selectOptions(column, 'Approval Status');
    const status = drawer.getByLabelText('Approval Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual(['Choose...', 'Pending', 'Active', 'Rejected']);
    await user.selectOptions(status, 'Active');
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));
    await waitFor(() => expect(url()).toBe('/companies?filter_status=active'));
    await waitFor(() => expect(lastFilter('companies')).toEqual({ status: 'active' }));
    expect(screen.getByText('Approval Status: Active')).toBeInTheDocument();
  });

  it('offers the statuses of an enum column', async () => {
    const { provider, lastFilter } = listProvider(async () => ({ data: [], total: 0 }));
    const { user } = renderConsole('/job-applications', provider);
    await screen.findByText('No job applications found', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(drawer.getByLabelText('Column'), 'Status');
    const status = drawer.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual(['Choose...', 'Accepted', 'Pending', 'Rejected']);
    await user.selectOptions(status, 'Rejected');
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));
    await waitFor(() => expect(lastFilter('job-applications')).toEqual({ status: 'rejected' }));
    expect(screen.getByText('Status: Rejected')).toBeInTheDocument();
  });

  it('removes one filter with its chip and all with Clear All, deleting their parameters', async () => {
    const { provider, lastFilter } = listProvider();
    const { user, url } = renderConsole('/jobs?filter_title=Gold&filter_companyName=Aurum', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    expect(screen.getByText('Title: Gold')).toBeInTheDocument();
    expect(screen.getByText('Company: Aurum')).toBeInTheDocument();

    await user.click(screen.getByTitle('Remove filter Title: Gold'));
    await waitFor(() => expect(url()).toBe('/jobs?filter_companyName=Aurum'));
    await waitFor(() => expect(lastFilter()).toEqual({ companyName: 'Aurum' }));
    expect(screen.queryByText('Title: Gold')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(url()).toBe('/jobs'));
    await waitFor(() => expect(lastFilter()).toEqual({}));
    expect(screen.queryByText('Company: Aurum')).not.toBeInTheDocument();
  });

  it('Clear All in the drawer empties the draft and the list’s filters', async () => {
    const { provider, lastFilter } = listProvider();
    const { user, url } = renderConsole('/jobs?filter_location=Antwerp', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const drawer = await openDrawer(user);
    expect(drawer.getByRole('textbox', { name: 'Location' })).toHaveValue('Antwerp');
    await user.click(drawer.getByRole('button', { name: 'Clear All' }));
    expect(drawer.queryByRole('textbox', { name: 'Location' })).not.toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/jobs'));
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });

  it('shows the filter button active while any filter has a value', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const button = () => screen.getByRole('button', { name: /^Filters/ });
    expect(button()).toHaveAttribute('data-active', 'false');
    expect(button()).toHaveClass('MuiButton-outlined');
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.type(drawer.getByRole('textbox', { name: 'Company' }), 'Aurum');
    await user.click(drawer.getByRole('button', { name: 'Apply Search' }));
    await waitFor(() => expect(button()).toHaveAttribute('data-active', 'true'));
    expect(button()).toHaveClass('MuiButton-contained');
    expect(button()).toHaveTextContent('Filters (1)');
  });

  it('restores only known filter_ columns from the URL', async () => {
    const { provider, lastFilter } = listProvider();
    renderConsole('/jobseekers?filter_skills=CAD&filter_salary=10k&filter_location=Pune', provider);
    await waitFor(() => expect(lastFilter('jobseekers')).toEqual({ skills: 'CAD', location: 'Pune' }), FIRST_ROW_TIMEOUT);
    expect(screen.getByText('Skills: CAD')).toBeInTheDocument();
    expect(screen.queryByText(/salary/i)).not.toBeInTheDocument();
  });
});
