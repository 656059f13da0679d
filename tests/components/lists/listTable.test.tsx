/** The list rows on a wide screen (resources/shared/list/ListTable.tsx): headers, cells, opening a row. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

describe('list table', () => {
  it('heads the definition columns, then Actions', async () => {
    const { provider } = listProvider();
    renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Title', 'Date_Posted', 'Company', 'External_Job', 'Location', 'Actions']);
  });

  it('fills each row from the record: dates, Yes/No, the company and location fallbacks', async () => {
    const { provider } = listProvider();
    renderConsole('/jobs', provider);
    const row = (await screen.findByText('Gold Smith', undefined, FIRST_ROW_TIMEOUT)).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 5)).toEqual(['Gold Smith', '25/12/2024', 'Aurum Atelier', 'No', 'Jaipur, Rajasthan, India']);
  });

  it('opens the record when its row is clicked', async () => {
    const { provider } = listProvider();
    const { user, url } = renderConsole('/jobs', provider);
    await user.click(await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT));
    await waitFor(() => expect(url()).toBe('/jobs/j1'));
  });

  it('the open link goes to the record once, without the row click on top', async () => {
    const { provider } = listProvider();
    const { user, url, router } = renderConsole('/jobs', provider);
    const row = (await screen.findByText('Gold Smith', undefined, FIRST_ROW_TIMEOUT)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(url()).toBe('/jobs/j2'));
    // one history entry: back lands on the list, not on the same record again
    void router.navigate(-1);
    await waitFor(() => expect(url()).toBe('/jobs'));
  });
});
