/** The five read-only lists: the spec's columns over the demo data, 100 a page, newest first, never a dead end. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeDataProvider } from '../../../providers/fake';
import { renderConsole, spyOnLists } from './harness';

const counts = { companies: 12, employers: 14, jobs: 20, jobSeekers: 15, applications: 10, companyRequests: 8 };

/** Companies and applications have the spec's view icon; the others an open button. */
const CASES: Array<[string, string[], string]> = [
  ['companies', ['Company Name', 'Approval Status', 'Location'], 'View'],
  ['jobseekers', ['Name', 'Email', 'Location'], 'Open'],
  ['employers', ['Name', 'Email', 'Location'], 'Open'],
  ['job-applications', ['Name', 'Designation', 'Company Name', 'Location', 'Status'], 'View'],
  ['company-requests', ['Employer Email', 'Company Name', 'Status', 'Age'], 'Open'],
];

describe('resource lists', () => {
  it.each(CASES)('/%s shows its columns and asks for 100 rows', async (resource, headers, open) => {
    const { provider, calls } = spyOnLists(createFakeDataProvider({ counts }));
    renderConsole(`/${resource}`, provider);
    await waitFor(() => expect(screen.getAllByRole('link', { name: open }).length).toBeGreaterThan(0), { timeout: 5000 });
    const shown = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(shown.slice(0, headers.length)).toEqual(headers);
    const call = calls.find((c) => c.resource === resource);
    expect(call?.params.pagination).toEqual({ page: 1, perPage: 100 });
    // Company requests open pending first (then newest, on the server); the others newest first.
    const sort = resource === 'company-requests' ? { field: 'status', order: 'ASC' } : { field: 'createdAt', order: 'DESC' };
    expect(call?.params.sort).toEqual(sort);
  });

  it('capitalises the approval status and joins employer locations, else a dash', async () => {
    const fake = createFakeDataProvider({ counts });
    const { data } = await fake.getList('employers', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    const first = data[0] as { personalDetails: { city: string | null; state: string | null; country: string | null } };
    const expected = [first.personalDetails.city, first.personalDetails.state, first.personalDetails.country].filter(Boolean).join(', ') || '-';
    renderConsole('/employers', fake);
    expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);

    renderConsole('/companies', createFakeDataProvider({ counts }));
    await waitFor(() => expect(screen.getAllByText(/^(Active|Pending|Rejected)$/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/^(active|pending|rejected)$/)).not.toBeInTheDocument();
  });

  it('shows the approval status as a coloured chip, like the other statuses', async () => {
    renderConsole('/companies', createFakeDataProvider({ counts }));
    await waitFor(() => expect(screen.getAllByText(/^(Active|Pending|Rejected)$/).length).toBeGreaterThan(0));
    const colours = { Active: 'Success', Pending: 'Warning', Rejected: 'Error' } as const;
    for (const label of screen.getAllByText(/^(Active|Pending|Rejected)$/)) {
      const chip = label.closest('.MuiChip-root');
      expect(chip?.className).toContain(`MuiChip-color${colours[label.textContent as keyof typeof colours]}`);
    }
  });

  it('shows the spec text when there are no job applications', async () => {
    const fake = createFakeDataProvider({ counts: { ...counts, applications: 0 } });
    renderConsole('/job-applications', fake);
    expect(await screen.findByText('No job applications found')).toBeInTheDocument();
  });

  it('opens a record at /<resource>/<id> from its row', async () => {
    const fake = createFakeDataProvider({ counts });
    const { data } = await fake.getList('companies', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    const { user, url } = renderConsole('/companies', fake);
    const row = (await screen.findByText(data[0].companyName, undefined, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/companies/${data[0].id}`);
    await user.click(within(row).getByRole('link', { name: 'View' }));
    await waitFor(() => expect(url()).toBe(`/companies/${data[0].id}`));
  });

  it.each(['employers', 'jobseekers'])('/%s?user_id=… opens that record directly', async (resource) => {
    const { url } = renderConsole(`/${resource}?user_id=abc-123`, createFakeDataProvider({ counts }));
    await waitFor(() => expect(url()).toBe(`/${resource}/abc-123`));
  });

  it('other lists ignore user_id', async () => {
    const { url } = renderConsole('/companies?user_id=abc-123', createFakeDataProvider({ counts }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'View' }).length).toBeGreaterThan(0));
    expect(url()).toBe('/companies?user_id=abc-123');
  });
});
