/** Status management and the history timeline (spec §4): edit mode only, Save Status needs a value, history newest first. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { formatAuditDate } from '../../../resources/shared/detail/audit';
import { renderConsole } from '../resources/harness';
import { applicationProvider } from './applicationProvider';
import { knownApplication } from './fixtures';

// The shared machine is slow at times: a first render of the console can take seconds.
configure({ asyncUtilTimeout: 8000 });

async function openPanel(overrides = knownApplication()) {
  const setup = await applicationProvider(overrides);
  const view = renderConsole(`/job-applications/${setup.application.id}`, setup.provider);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
  await within(dialog).findByRole('heading', { name: 'Meera Shah' });
  const menu = async (item: string) => {
    await view.user.click(within(dialog).getByRole('button', { name: 'More actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: item }));
  };
  return { ...setup, ...view, dialog, menu };
}

const historyItems = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Status History' })).getAllByRole('listitem').map((li) => li.textContent);

describe('history timeline', () => {
  it('lists every status change newest first with its date and changer (Unknown when missing)', async () => {
    const { dialog } = await openPanel();
    expect(historyItems(dialog)).toEqual([
      `Rejected${formatAuditDate('2025-04-02T16:45:00.000Z')}Unknown`,
      `Accepted${formatAuditDate('2025-03-01T09:15:00.000Z')}first@example.com`,
    ]);
  });

  it('says so when there is no change yet', async () => {
    const { dialog } = await openPanel({ ...knownApplication(), history: [] });
    expect(within(dialog).getByText('No status changes yet.')).toBeInTheDocument();
  });
});

describe('status management', () => {
  it('is not offered in view mode', async () => {
    const { dialog } = await openPanel();
    expect(within(dialog).queryByRole('button', { name: 'Save Status' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Choose Edit Application in the menu to change the status.')).toBeInTheDocument();
  });

  it('Save Status needs a selected value, then records the change in the history', async () => {
    const { dialog, menu, user, updates } = await openPanel();
    await menu('Edit Application');
    const save = within(dialog).getByRole('button', { name: 'Save Status' });
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(updates).toEqual([{ status: 'accepted' }]));
    await waitFor(() => expect(historyItems(dialog)).toHaveLength(3));
    expect(historyItems(dialog)[0]).toMatch(new RegExp(`^Accepted.*${DEMO_USER.email}$`));
    const info = within(dialog).getByRole('region', { name: 'Job Information' });
    await waitFor(() => expect(within(info).getByText('Current Status').nextSibling).toHaveTextContent('Accepted'));
    // The choice is cleared after a save, so the next save again needs a value.
    expect(within(dialog).getByRole('button', { name: 'Save Status' })).toBeDisabled();
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
  });

  it('Exit Edit hides status management again', async () => {
    const { dialog, menu } = await openPanel();
    await menu('Edit Application');
    expect(within(dialog).getByRole('button', { name: 'Save Status' })).toBeInTheDocument();
    await menu('Exit Edit');
    expect(within(dialog).queryByRole('button', { name: 'Save Status' })).not.toBeInTheDocument();
  });

  it('a failed save says so and keeps the choice', async () => {
    const { dialog, menu, user, provider } = await openPanel();
    provider.update = () => Promise.reject(new Error('boom'));
    await menu('Edit Application');
    await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Status' }));
    expect(await within(dialog).findByText('Failed to update status. Please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'New Status' })).toHaveTextContent('Rejected');
  });
});
