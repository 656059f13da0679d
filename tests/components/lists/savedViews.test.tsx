/**
 * Saved views in the Smart Filters drawer (issue 14): save the drawer's filters as a named view,
 * open it later (the URL gets the same filter_ parameters as typing them), rename, share, make
 * it the list's default (a bare /jobs then opens with it), delete after a confirmation; a name
 * already used is refused with the message, and nothing is saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

async function openDrawer(user: ReturnType<typeof renderConsole>['user']) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return within(await screen.findByRole('dialog', { name: 'Smart Filters' }));
}

/** Opens the drawer (unless open), sets Title = gold (unless set) and saves it under `name`. */
async function saveView(user: ReturnType<typeof renderConsole>['user'], name: string, shared = false) {
  const open = screen.queryByRole('dialog', { name: 'Smart Filters' });
  const drawer = open ? within(open) : await openDrawer(user);
  if (!drawer.queryByRole('textbox', { name: 'Title' })) {
    await user.click(drawer.getByRole('button', { name: 'Add Filter' }));
    await user.selectOptions(drawer.getByLabelText('Column'), 'Title');
    await user.type(drawer.getByRole('textbox', { name: 'Title' }), 'gold');
  }
  await user.click(drawer.getByRole('button', { name: 'Save view' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Save these filters as a view' }));
  await user.type(dialog.getByRole('textbox', { name: 'View name' }), name);
  if (shared) await user.click(dialog.getByRole('checkbox', { name: 'Share with the team' }));
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  return { drawer, dialog };
}

describe('saved views', () => {
  it('saves the drawer’s filters as a view and opens it into the list and the URL', async () => {
    const { provider, lastFilter } = listProvider();
    const { user, url } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await saveView(user, 'Gold jobs', true);
    expect(await screen.findByText('View “Gold jobs” saved.')).toBeInTheDocument();
    // saving does not apply: the list is as it was until the view is opened
    expect(url()).toBe('/jobs');
    const drawer = within(screen.getByRole('dialog', { name: 'Smart Filters' }));
    const views = within(await drawer.findByRole('list', { name: 'Saved views' }));
    expect(views.getByText('Shared with the team')).toBeInTheDocument();
    await user.click(views.getByRole('button', { name: /^Gold jobs/ }));
    await waitFor(() => expect(url()).toBe('/jobs?filter_title=gold'));
    await waitFor(() => expect(lastFilter()).toEqual({ title: 'gold' }));
    // the drawer closes (after its slide-out)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Smart Filters' })).not.toBeInTheDocument());
  });

  it('refuses a name already used with the message and keeps the dialog open', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await saveView(user, 'Mine');
    await screen.findByText('View “Mine” saved.');
    const { dialog } = await saveView(user, 'mine');
    expect(await dialog.findByText('You already have a view named “mine” for this list.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save these filters as a view' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Smart Filters' }));
    expect(within(drawer.getByRole('list', { name: 'Saved views' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('renames, makes it the default (a bare /jobs opens with it), and deletes after confirming', async () => {
    const { provider, lastFilter } = listProvider();
    const first = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await saveView(first.user, 'Draft');
    await screen.findByText('View “Draft” saved.');
    const drawer = within(screen.getByRole('dialog', { name: 'Smart Filters' }));
    await first.user.click(await drawer.findByRole('button', { name: 'Actions of the view Draft' }));
    await first.user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename the view' }));
    await first.user.clear(rename.getByRole('textbox', { name: 'View name' }));
    await first.user.type(rename.getByRole('textbox', { name: 'View name' }), 'Goldsmiths');
    await first.user.click(rename.getByRole('button', { name: 'Save' }));
    await first.user.click(await drawer.findByRole('button', { name: 'Actions of the view Goldsmiths' }));
    await first.user.click(screen.getByRole('menuitem', { name: 'Open this list with it' }));
    expect(await screen.findByText('The list now opens with “Goldsmiths”.')).toBeInTheDocument();
    first.unmount();

    // the same person opens /jobs with no filters in the address: the default view applies
    const second = renderConsole('/jobs', provider);
    await waitFor(() => expect(second.url()).toBe('/jobs?filter_title=gold'), { timeout: 5000 });
    await waitFor(() => expect(lastFilter()).toEqual({ title: 'gold' }));

    const again = await openDrawer(second.user);
    await second.user.click(await again.findByRole('button', { name: 'Actions of the view Goldsmiths' }));
    await second.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete the view?' }));
    await second.user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('View “Goldsmiths” deleted.')).toBeInTheDocument();
    expect(await again.findByText('No saved views yet. Set filters below and save them as a view.')).toBeInTheDocument();
  }, 40_000);
});
