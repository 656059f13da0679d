/** Loading skeleton, error block, empty texts and cards on narrow screens (spec §2, §8, §9). */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetListResult } from 'react-admin';
import { pretendPhoneWidth, renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, JOBS, listProvider } from './helpers';

const FAILED = 'Failed to fetch data. Please try again later.';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('list states', () => {
  it('shows the loading skeleton (5 rows of 40), not a spinner, while the list loads', async () => {
    let answer: (value: GetListResult) => void = () => undefined;
    const { provider } = listProvider(() => new Promise<GetListResult>((resolve) => (answer = resolve)));
    renderConsole('/jobs', provider);
    const rows = await screen.findAllByTestId('skeleton-row', undefined, FIRST_ROW_TIMEOUT);
    expect(rows).toHaveLength(5);
    expect(rows[0].closest('[role="progressbar"]')).toHaveAccessibleName('Loading...');
    expect(rows[0]).toHaveStyle({ height: '40px' });
    answer({ data: JOBS, total: JOBS.length });
    expect(await screen.findByText('Diamond Grader')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('shows the error block when the list fails, and loads again on retry', async () => {
    let fail = true;
    const { provider } = listProvider(async () => {
      if (fail) throw new Error('Network down');
      return { data: JOBS, total: JOBS.length };
    });
    const { user } = renderConsole('/jobs', provider);
    expect(await screen.findByText(FAILED, undefined, FIRST_ROW_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    // Only the block: react-admin's own failure notification would repeat the server's text.
    expect(screen.queryByText('Network down')).not.toBeInTheDocument();
    // The page header stays, so filters can still be changed or cleared.
    expect(screen.getByRole('button', { name: /^Filters/ })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Diamond Grader')).toBeInTheDocument();
  });

  it.each([
    ['rows without a total', { data: JOBS }],
    ['a zero total beside rows', { data: JOBS, total: 0 }],
  ])('treats an answer of an unexpected shape (%s) as a failed load', async (_name, answer) => {
    const { provider } = listProvider(async () => answer as unknown as GetListResult);
    renderConsole('/jobseekers', provider);
    expect(await screen.findByText(FAILED, undefined, FIRST_ROW_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['jobs', 'No jobs found'],
    ['companies', 'No companies found'],
    ['jobseekers', 'No job seekers found'],
    ['employers', 'No employers found'],
    ['job-applications', 'No job applications found'],
    ['company-requests', 'No company requests found'],
  ])('/%s with no rows says “%s” under its header', async (resource, text) => {
    const { provider } = listProvider(async () => ({ data: [], total: 0 }));
    renderConsole(`/${resource}`, provider);
    expect(await screen.findByText(text, undefined, FIRST_ROW_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toBeInTheDocument();
  });

  it('titles each list and shows Add New only on jobs and companies', async () => {
    const cases: Array<[string, string, string | null]> = [
      ['jobs', 'Jobs', '/jobs/new'],
      ['companies', 'Companies', '/companies/new'],
      ['jobseekers', 'Job Seekers', null],
      ['employers', 'Employers', null],
      ['job-applications', 'Job Applications', null],
      ['company-requests', 'Company Requests', null],
    ];
    for (const [resource, title, addNew] of cases) {
      const { provider } = listProvider(async () => ({ data: [], total: 0 }));
      const view = renderConsole(`/${resource}`, provider);
      expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_ROW_TIMEOUT)).toBeInTheDocument();
      const add = screen.queryByRole('link', { name: 'Add New' });
      if (addNew) expect(add).toHaveAttribute('href', addNew);
      else expect(add).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows cards with labelled values instead of a table on a phone-width screen', async () => {
    restore = pretendPhoneWidth();
    const { provider } = listProvider();
    renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Diamond Grader' })).toHaveAttribute('href', '/jobs/j1');
    expect(first.getByText('Date_Posted')).toBeInTheDocument();
    expect(first.getByText('07/03/2025')).toBeInTheDocument();
    expect(first.getByText('External_Job')).toBeInTheDocument();
    expect(first.getByText('Yes')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/jobs/j1');
    await waitFor(() => expect(within(cards[1]).getByText('Jaipur, Rajasthan, India')).toBeInTheDocument());
  });
});
