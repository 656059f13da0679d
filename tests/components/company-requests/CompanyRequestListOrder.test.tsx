/**
 * /company-requests over the fake provider (the offline demo's): pending requests first, then
 * approved, then rejected — the server's STATUS_SORT_ORDER — and newest first within a status.
 */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_SORT_ORDER } from '../../../domain/filters';
import type { CompanyRequest } from '../../../domain/types';
import { createFakeDataProvider } from '../../../providers/fake';
import { renderConsole } from '../resources/harness';

// The shared machine is slow at times: a first render of the console can take seconds.
configure({ asyncUtilTimeout: 8000 });

const counts = { companies: 6, employers: 8, jobs: 1, jobSeekers: 1, applications: 1, companyRequests: 12 };
const LABELS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

describe('/company-requests on the fake provider', () => {
  it('shows pending requests first, then the workflow order, newest first within a status', async () => {
    const fake = createFakeDataProvider({ counts });
    const all = (
      await fake.getList('company-requests', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })
    ).data as unknown as CompanyRequest[];
    const order = STATUS_SORT_ORDER['company-requests'] ?? [];
    // The data must hold a status that sorts before 'pending' alphabetically, or the test proves nothing.
    expect(all.some((r) => r.status === 'approved')).toBe(true);
    expect(all.some((r) => r.status === 'pending')).toBe(true);
    const expected = [...all]
      .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || b.createdAt.localeCompare(a.createdAt))
      .map((r) => `/company-requests/${r._id}`);

    renderConsole('/company-requests', fake);
    await screen.findAllByRole('link', { name: 'Open' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(all.length);
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    const statuses = rows.map((row) => order.find((s) => within(row).queryByText(LABELS[s])) ?? '?');
    expect(statuses).toEqual([...statuses].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(rows.map((row) => within(row).getByRole('link', { name: 'Open' }).getAttribute('href'))).toEqual(expected);
  });
});
