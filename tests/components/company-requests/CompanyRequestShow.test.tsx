/**
 * /company-requests/{requestId}: overview, employer, company in the detail pages' layout (header,
 * sections of label-above-value pairs), Approve / Reject while pending, each confirmed in a dialog
 * naming the employer and the company, §8 messages.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { CompanyRequest } from '../../../domain/types';
import { createFakeDataProvider } from '../../../providers/fake';
import type { MarketplaceDataProvider } from '../../../providers/types';
import { renderConsole } from '../resources/harness';

// The shared machine is slow at times: a first render of the console can take seconds.
configure({ asyncUtilTimeout: 8000 });

const counts = { companies: 3, employers: 4, jobs: 1, jobSeekers: 1, applications: 1, companyRequests: 1 };

const REQUEST: CompanyRequest & { id: string } = {
  id: 'req-1',
  _id: 'req-1',
  companyId: 'comp-9',
  employeeId: 'emp-7',
  status: 'pending',
  requestNote: null,
  company: { companyName: 'Aurum Atelier', logoUrl: null },
  employerEmail: 'ravi@aurum.test',
  createdAt: '2025-03-07T14:05:00.000Z',
  createdBy: 'ravi@aurum.test',
  updatedAt: null,
  updatedBy: null,
};

const firstOf = async (fake: DataProvider, resource: string) =>
  (await fake.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).data[0];

/** The fake provider with our request added; it names an employer (without a company) and a company of the demo data. */
async function providerWith(request: Partial<CompanyRequest> = {}): Promise<MarketplaceDataProvider> {
  const fake = createFakeDataProvider({ counts });
  const employer = await firstOf(fake, 'employers');
  await fake.update('employers', { id: employer.id, data: { companyId: null }, previousData: employer });
  const { data } = await fake.create('company-requests', { data: { ...REQUEST, employeeId: String(employer.id), ...request } });
  // create stamps "now"; the request keeps the creation time under test.
  await fake.update('company-requests', { id: data.id, data: { createdAt: REQUEST.createdAt }, previousData: data });
  return fake;
}

async function firstId(fake: DataProvider) {
  const { data } = await fake.getList('company-requests', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
  return String(data.find((r) => r.employerEmail === REQUEST.employerEmail)!.id);
}

/** Confirms the decision in its dialog (its button reads as the page's). */
async function confirm(user: { click: (element: Element) => Promise<void> }, button: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('company request detail', () => {
  it('shows the overview, the employer and the company', async () => {
    const fake = await providerWith({ updatedAt: '2025-03-08T09:30:00.000Z' });
    const id = await firstId(fake);
    renderConsole(`/company-requests/${id}`, fake);
    expect(await screen.findByRole('heading', { name: 'Company Request Details' })).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: 'Request Overview' });
    const employerId = String((await fake.getOne('company-requests', { id })).data.employeeId);
    expect(within(overview).getByText('Pending')).toBeInTheDocument();
    expect(within(overview).getByText('Request ID').nextSibling).toHaveTextContent(id);
    expect(within(overview).getByText('Created').nextSibling).toHaveTextContent(/^Mar 07, 2025 at \d{1,2}:05 (AM|PM)$/);
    expect(within(overview).getByText('Last Updated').nextSibling).toHaveTextContent(/^Mar 0[78], 2025 at \d{1,2}:30 (AM|PM)$/);
    const employer = screen.getByRole('region', { name: 'Employer Information' });
    expect(within(employer).getByText('Email').nextSibling).toHaveTextContent('ravi@aurum.test');
    expect(within(employer).getByRole('link', { name: employerId })).toHaveAttribute('href', `/employers/${employerId}`);
    const company = screen.getByRole('region', { name: 'Company Information' });
    expect(within(company).getByText('Company Name').nextSibling).toHaveTextContent('Aurum Atelier');
    expect(within(company).getByRole('link', { name: 'comp-9' })).toHaveAttribute('href', '/companies/comp-9');
  });

  it('shows a dash for a request never updated', async () => {
    const fake = await providerWith();
    renderConsole(`/company-requests/${await firstId(fake)}`, fake);
    expect((await screen.findByText('Last Updated')).nextSibling).toHaveTextContent(/^-$/);
  });

  it.each([
    ['pending', 'Pending', 'MuiChip-colorWarning'],
    ['approved', 'Approved', 'MuiChip-colorSuccess'],
    ['rejected', 'Rejected', 'MuiChip-colorError'],
  ] as const)('a %s request has a %s chip in its colour', async (status, label, colorClass) => {
    const fake = await providerWith({ status });
    renderConsole(`/company-requests/${await firstId(fake)}`, fake);
    const chip = (await screen.findByText(label)).closest('.MuiChip-root');
    expect(chip).toHaveClass(colorClass);
    const buttonsShown = screen.queryByRole('button', { name: 'Approve Request' }) !== null;
    expect(buttonsShown).toBe(status === 'pending');
    expect(screen.queryByRole('button', { name: 'Reject Request' }) !== null).toBe(status === 'pending');
  });

  it('approving updates the request, links the employer, reloads and hides the buttons', async () => {
    const fake = await providerWith();
    const id = await firstId(fake);
    const spy = vi.spyOn(fake, 'updateCompanyRequestStatus');
    const getOne = vi.spyOn(fake, 'getOne');
    const { user } = renderConsole(`/company-requests/${id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Approve Request' }));
    await confirm(user, 'Approve Request');
    expect(spy).toHaveBeenCalledWith(id, 'approved');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Request' })).not.toBeInTheDocument();
    expect(getOne.mock.calls.filter(([resource]) => resource === 'company-requests').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('Request approved: the employer now belongs to the company.')).toBeInTheDocument();
    const { employeeId } = (await fake.getOne('company-requests', { id })).data;
    expect((await fake.getOne('employers', { id: employeeId })).data.companyId).toBe('comp-9');
  });

  it('rejecting sets the request rejected', async () => {
    const fake = await providerWith();
    const id = await firstId(fake);
    const spy = vi.spyOn(fake, 'updateCompanyRequestStatus');
    const { user } = renderConsole(`/company-requests/${id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Reject Request' }));
    await confirm(user, 'Reject Request');
    expect(spy).toHaveBeenCalledWith(id, 'rejected');
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Request' })).not.toBeInTheDocument();
    const { employeeId } = (await fake.getOne('company-requests', { id })).data;
    expect((await fake.getOne('employers', { id: employeeId })).data.companyId).toBeNull();
  });

  it.each([
    ['Approve Request', 'Failed to approve request.'],
    ['Reject Request', 'Failed to reject request.'],
  ])('a failed %s shows "%s" and reloads the request', async (button, message) => {
    const fake = await providerWith();
    const id = await firstId(fake);
    fake.updateCompanyRequestStatus = () => Promise.reject(new Error('This request has already been approved.'));
    const getOne = vi.spyOn(fake, 'getOne');
    const { user } = renderConsole(`/company-requests/${id}`, fake);
    await user.click(await screen.findByRole('button', { name: button }));
    await confirm(user, button);
    const alert = await screen.findByText((_, el) => el?.classList.contains('MuiAlert-message') === true && el.textContent?.startsWith(message) === true);
    expect(alert).toHaveTextContent(`${message} This request has already been approved.`);
    await waitFor(() => expect(getOne.mock.calls.filter(([r]) => r === 'company-requests').length).toBeGreaterThanOrEqual(2));
  });

  it('a request that cannot be loaded shows the §8 message', async () => {
    const fake = await providerWith();
    fake.getOne = () => Promise.reject(new Error('boom'));
    renderConsole('/company-requests/nope', fake);
    expect(await screen.findByText('Failed to fetch company request details.')).toBeInTheDocument();
  });

  it('Back leads to /company-requests', async () => {
    const fake = await providerWith();
    const { user, url } = renderConsole(`/company-requests/${await firstId(fake)}`, fake);
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(url()).toBe('/company-requests'));
  });

  it.each([
    ['Approve Request', 'Approve this request?', 'ravi@aurum.test joins Aurum Atelier: the employer is linked to the company. This cannot be undone.'],
    ['Reject Request', 'Reject this request?', 'ravi@aurum.test does not join Aurum Atelier. This cannot be undone.'],
  ])('%s asks first, naming the employer and the company; Cancel leaves the request pending', async (button, title, body) => {
    const fake = await providerWith();
    const id = await firstId(fake);
    const spy = vi.spyOn(fake, 'updateCompanyRequestStatus');
    const { user } = renderConsole(`/company-requests/${id}`, fake);
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText((_, el) => el?.tagName === 'P' && el.textContent === body)).toBeInTheDocument();
    // the names stand out
    expect([...dialog.querySelectorAll('strong')].map((b) => b.textContent)).toEqual(['ravi@aurum.test', 'Aurum Atelier']);
    expect(spy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it('heads the page like the other detail pages: the title as the page heading, the company as subtitle, Back beside it', async () => {
    const fake = await providerWith();
    renderConsole(`/company-requests/${await firstId(fake)}`, fake);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Company Request Details' });
    await screen.findByRole('region', { name: 'Request Overview' });
    const header = heading.parentElement!.parentElement!.parentElement!;
    expect(within(header).getByText('Aurum Atelier')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/company-requests');
    // label above value, as on every detail page (no label column beside the values)
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
