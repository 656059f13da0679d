/** /employers/{id}: sections, statistics, the §5 required-fields rule, company picker, delete, §8 messages. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { buildEmployer, EMPLOYER_ID, employerProvider } from './employerHarness';

async function open(provider = employerProvider()) {
  const view = renderConsole(`/employers/${EMPLOYER_ID}`, provider);
  await screen.findByRole('heading', { name: 'Ravi Mehta', level: 1 }, { timeout: 5000 });
  return { ...view, provider };
}
const section = (name: string) => screen.getByRole('region', { name });

async function chooseAction(user: Awaited<ReturnType<typeof open>>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('EmployerShow', () => {
  it('shows the sections read-only with the company and the employment statistics', async () => {
    await open();
    for (const title of ['Personal Information', 'Company Information', 'Address Information', 'Employment Statistics', 'Audit Information']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(valueOf(section('Company Information'), 'Company')).toBe('Aurum Jewels');
    expect(within(section('Company Information')).getByRole('link', { name: 'Aurum Jewels' })).toHaveAttribute('href', '/companies/c-aurum');
    const stats = section('Employment Statistics');
    expect(valueOf(stats, 'Jobs Posted')).toBe('12');
    expect(valueOf(stats, 'Jobs Remaining')).toBe('5');
    expect(valueOf(stats, 'Jobs Used')).toBe('7');
    expect(valueOf(stats, 'Companies')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('counts 0 companies without a linked company', async () => {
    await open(employerProvider([buildEmployer({ companyId: null, company: null, jobsPosted: 3, jobsLeft: 3 })]));
    expect(valueOf(section('Employment Statistics'), 'Companies')).toBe('0');
    expect(valueOf(section('Employment Statistics'), 'Jobs Used')).toBe('0');
    expect(valueOf(section('Company Information'), 'Company')).toBe('-');
  });

  it("refuses to save a missing required field: messages under the fields, 'Please fill all required fields', nothing saved", async () => {
    const { user, provider } = await open();
    await chooseAction(user, 'Edit Profile');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(phone).getByText('Phone is required')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('saves counters and a company picked by name (page 0, 100 rows, companyName, after 400 ms)', async () => {
    const { user, provider } = await open();
    await chooseAction(user, 'Edit Profile');
    const posted = screen.getByRole('spinbutton', { name: 'Jobs Posted' });
    await user.clear(posted);
    await user.type(posted, '20');
    const searches = () => vi.mocked(provider.getList).mock.calls.filter(([resource]) => resource === 'companies').map(([, p]) => p);
    const picker = screen.getByRole('combobox', { name: 'Company' });
    await user.clear(picker);
    expect(searches()).toEqual([]);
    await user.type(picker, 'tara');
    await user.click(await screen.findByRole('option', { name: 'Tara Diamonds' }, { timeout: 3000 }));
    // One search for the settled text, none for 't', 'ta', 'tar'.
    expect(searches()).toHaveLength(1);
    expect(searches()[0]).toMatchObject({ pagination: { page: 1, perPage: 100 }, filter: { companyName: 'tara' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(vi.mocked(provider.update).mock.calls[0][1].data).toMatchObject({ companyId: 'c-tara', jobsPosted: 20, jobsLeft: 5 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(valueOf(section('Employment Statistics'), 'Jobs Used')).toBe('15');
  });

  it("a failed save says 'Failed to update employer. Please try again later.'", async () => {
    const { user } = await open(employerProvider(undefined, { update: vi.fn(async () => Promise.reject(new Error('down'))) }));
    await chooseAction(user, 'Edit Profile');
    await user.type(screen.getByRole('textbox', { name: 'City' }), ' East');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Failed to update employer. Please try again later.'))[0]).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Mumbai East');
  });

  it("a failed load says 'Failed to fetch employer data. Please try again later.'", async () => {
    renderConsole(`/employers/${EMPLOYER_ID}`, employerProvider(undefined, { getOne: vi.fn(async () => Promise.reject(new Error('x'))) }));
    expect(await screen.findByText('Failed to fetch employer data. Please try again later.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('Delete Employer', () => {
  async function openDialog(provider = employerProvider()) {
    const view = await open(provider);
    await chooseAction(view.user, 'Delete Employer');
    await screen.findByRole('dialog', { name: 'Delete Employer' });
    return view;
  }

  it('needs the full name typed case-sensitively', async () => {
    const { user, provider } = await openDialog();
    const input = screen.getByRole('textbox', { name: 'Type to confirm' });
    const confirm = screen.getByRole('button', { name: 'Confirm Delete' });
    await user.type(input, 'ravi mehta');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Ravi Mehta');
    expect(confirm).toBeEnabled();
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it('without a stored full name, needs the name the page shows (first and last name)', async () => {
    const blank = buildEmployer({ personalDetails: { ...buildEmployer().personalDetails, fullName: '' } });
    const { user } = await openDialog(employerProvider([blank]));
    await user.type(screen.getByRole('textbox', { name: 'Type to confirm' }), 'Ravi Mehta');
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeEnabled();
  });

  it('deletes and goes to /employers', async () => {
    const { user, provider, url } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Type to confirm' }), 'Ravi Mehta');
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(url()).toBe('/employers'));
    expect(vi.mocked(provider.delete).mock.calls[0][1]).toMatchObject({ id: EMPLOYER_ID });
  });

  it("a failed delete says 'Failed to delete employer. Please try again later.'", async () => {
    const { user, url } = await openDialog(employerProvider(undefined, { delete: vi.fn(async () => Promise.reject(new Error('x'))) }));
    await user.type(screen.getByRole('textbox', { name: 'Type to confirm' }), 'Ravi Mehta');
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete employer. Please try again later.')).toBeInTheDocument();
    expect(url()).toBe(`/employers/${EMPLOYER_ID}`);
  });
});
