/** Application notes (spec §4, §5): newest first with author and date; add only in edit mode; never empty. */
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
  const editor = () => {
    const element = dialog.querySelector<HTMLElement>('.ProseMirror');
    if (!element) throw new Error('no note editor');
    return element;
  };
  return { ...setup, ...view, dialog, menu, editor };
}

const noteItems = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Notes' })).getAllByRole('listitem').map((li) => li.textContent);

describe('application notes', () => {
  it('are listed newest first with their author and date', async () => {
    const { dialog } = await openPanel();
    expect(noteItems(dialog)).toEqual([
      `Newer note${`new@example.com · ${formatAuditDate('2025-05-01T08:00:00.000Z')}`}`,
      `Older note${`old@example.com · ${formatAuditDate('2025-02-01T08:00:00.000Z')}`}`,
    ]);
  });

  it("say 'No notes available.' when there are none", async () => {
    const { dialog } = await openPanel({ ...knownApplication(), notes: [] });
    expect(within(dialog).getByText('No notes available.')).toBeInTheDocument();
  });

  it('can be added only in edit mode', async () => {
    const { dialog, menu } = await openPanel();
    expect(within(dialog).queryByRole('button', { name: 'Save Note' })).not.toBeInTheDocument();
    expect(dialog.querySelector('.ProseMirror')).toBeNull();
    await menu('Edit Application');
    expect(within(dialog).getByRole('button', { name: 'Save Note' })).toBeInTheDocument();
  });

  it('Save Note is disabled while the note is empty or blank', async () => {
    const { dialog, menu, user, editor, updates } = await openPanel();
    await menu('Edit Application');
    const save = within(dialog).getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await user.click(editor());
    await user.paste('   ');
    expect(save).toBeDisabled();
    expect(updates).toEqual([]);
  });

  it('a saved note is sent, appears first with the changer, and the editor is cleared', async () => {
    const { dialog, menu, user, editor, updates } = await openPanel();
    await menu('Edit Application');
    await user.click(editor());
    await user.paste('Called the candidate');
    const save = within(dialog).getByRole('button', { name: 'Save Note' });
    // the editor hands its text to the form after the paste, a moment later on a busy machine
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(updates).toEqual([{ note: '<p>Called the candidate</p>' }]));
    await waitFor(() => expect(noteItems(dialog)).toHaveLength(3));
    expect(noteItems(dialog)[0]).toMatch(new RegExp(`^Called the candidate${DEMO_USER.email} · `));
    await waitFor(() => expect(editor()).toHaveTextContent(/^$/));
    expect(within(dialog).getByRole('button', { name: 'Save Note' })).toBeDisabled();
    expect(await screen.findByText('Note added')).toBeInTheDocument();
  });

  it("a failed save shows 'Failed to save note.' and keeps the text", async () => {
    const { dialog, menu, user, editor, provider } = await openPanel();
    provider.update = () => Promise.reject(new Error('boom'));
    await menu('Edit Application');
    await user.click(editor());
    await user.paste('Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(await within(dialog).findByText('Failed to save note.')).toBeInTheDocument();
    expect(editor()).toHaveTextContent('Keep me');
  });

  it('a note being typed survives a status change (the reload does not wipe it)', async () => {
    const { dialog, menu, user, editor, updates } = await openPanel();
    await menu('Edit Application');
    await user.click(editor());
    await user.paste('Half-written thought');
    await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Status' }));
    await waitFor(() => expect(updates).toEqual([{ status: 'accepted' }]));
    await waitFor(() => expect(within(dialog).getAllByText('Accepted').length).toBeGreaterThan(1));
    expect(editor()).toHaveTextContent('Half-written thought');
  });
});
