/**
 * Sharing a saved view with the team is a right (server/auth/roles.ts, `shared-views`): a Viewer
 * saves views of their own only, so the console offers them no "Share with the team" (the server
 * refuses it anyway); a Recruiter gets the choice.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../providers/auth';
import { renderApp } from '../shell/harness';
import { fakeStaffApi } from '../staff/fakeStaffApi';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

async function saveDialogAs(role: string) {
  const staff = fakeStaffApi();
  const { provider } = listProvider();
  const { user } = renderApp('/jobs', { signedIn: true, user: { ...DEMO_PROFILE, role }, staff, dataProvider: provider });
  await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
  await vi.waitFor(() => expect(staff.permissions).toHaveBeenCalled());
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
  await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
  await user.selectOptions(drawer.getByLabelText('Column'), 'Title');
  await user.type(drawer.getByRole('textbox', { name: 'Title' }), 'gold');
  await user.click(drawer.getByRole('button', { name: 'Save view' }));
  return { user, drawer, dialog: within(await screen.findByRole('dialog', { name: 'Save these filters as a view' })) };
}

describe('sharing a saved view', () => {
  it('is not offered to a Viewer, who still saves the view as their own', async () => {
    const { user, drawer, dialog } = await saveDialogAs('Viewer');
    expect(dialog.queryByRole('checkbox', { name: 'Share with the team' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'View name' }), 'Gold for me');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View “Gold for me” saved.')).toBeInTheDocument();
    await user.click(await drawer.findByRole('button', { name: 'Actions of the view Gold for me' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /share/i })).not.toBeInTheDocument();
  });

  it('is offered to a Recruiter', async () => {
    const { dialog } = await saveDialogAs('Recruiter');
    expect(dialog.getByRole('checkbox', { name: 'Share with the team' })).toBeInTheDocument();
  });
});
