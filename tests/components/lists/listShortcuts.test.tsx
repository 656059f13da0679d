/** The keyboard shortcuts on a real list (issue 14): `/` focuses Smart Filters, `?` names every shortcut. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

async function openJobs() {
  const app = renderConsole('/jobs', listProvider().provider);
  await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
  return app;
}

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

describe('keyboard shortcuts on a list', () => {
  it('/ puts the focus on the Smart Filters button', async () => {
    const { user } = await openJobs();
    expect(filtersButton()).not.toHaveFocus();
    await user.keyboard('/');
    expect(filtersButton()).toHaveFocus();
  });

  it('/ is typed, not a shortcut, in the Smart Filters fields', async () => {
    const { user } = await openJobs();
    await user.click(filtersButton());
    const drawer = within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    const company = drawer.getByRole('textbox', { name: 'Company' });
    await user.type(company, 'A/B');
    expect(company).toHaveFocus();
    expect(company).toHaveValue('A/B');
  });

  it('? lists every shortcut with the lists’ names', async () => {
    const { user } = await openJobs();
    await user.keyboard('?');
    const dialog = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    expect(dialog.getAllByRole('row').map((row) => row.textContent)).toEqual([
      '/Go to the list filters',
      'g then jOpen Jobs',
      'g then cOpen Companies',
      'g then sOpen Job Seekers',
      'g then eOpen Employers',
      'g then aOpen Job Applications',
      'g then rOpen Company Requests',
      '?Show these shortcuts',
      'Ctrl KSearch everything',
    ]);
  });
});
