/**
 * Leaving the application panel with a note typed but not added, or a status picked but not
 * saved, asks first — the detail kit's unsaved-edits question (react-admin's
 * 'ra.message.unsaved_changes', through window.confirm) — and staying keeps the input.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { applicationProvider } from './applicationProvider';
import { JOB_TITLE, knownApplication } from './fixtures';

// The shared machine is slow at times: a first render of the console can take seconds.
configure({ asyncUtilTimeout: 8000 });

const UNSAVED = englishMessages.ra.message.unsaved_changes;
const confirm = vi.fn<(message?: string) => boolean>();

beforeEach(() => {
  confirm.mockReset();
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the list, then the panel over it (so Close goes back to the list), in edit mode. */
async function openEditing() {
  const setup = await applicationProvider(knownApplication());
  const view = renderConsole('/job-applications', setup.provider);
  await screen.findAllByRole('columnheader', {}, { timeout: 8000 });
  await view.router.navigate(`/job-applications/${setup.application.id}`);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
  await within(dialog).findByRole('heading', { name: 'Meera Shah' });
  const menu = async (item: string) => {
    await view.user.click(within(dialog).getByRole('button', { name: 'More actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: item }));
  };
  await menu('Edit Application');
  const editor = () => {
    const element = dialog.querySelector<HTMLElement>('.ProseMirror');
    if (!element) throw new Error('no note editor');
    return element;
  };
  const typeNote = async (text: string) => {
    await view.user.click(editor());
    await view.user.paste(text);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Note' })).toBeEnabled());
  };
  const pickStatus = async (label: string) => {
    await view.user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
    await view.user.click(await screen.findByRole('option', { name: label }));
    // The menu is gone (else Escape would close it rather than the panel).
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Status' })).toBeEnabled());
  };
  const close = () => view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
  const panelPath = `/job-applications/${setup.application.id}`;
  return { ...setup, ...view, dialog, menu, editor, typeNote, pickStatus, close, panelPath };
}

describe('leaving the application panel with unsaved input', () => {
  it('a typed note: Close asks with the kit wording; staying keeps the panel and the note', async () => {
    const ctx = await openEditing();
    await ctx.typeNote('Call back on Monday');
    confirm.mockReturnValue(false);
    await ctx.close();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(ctx.url()).toBe(ctx.panelPath);
    expect(ctx.editor()).toHaveTextContent('Call back on Monday');
    expect(ctx.updates).toEqual([]);
  });

  it('a typed note: confirming leaves for the list without sending it', async () => {
    const ctx = await openEditing();
    await ctx.typeNote('Call back on Monday');
    confirm.mockReturnValue(true);
    await ctx.close();
    await waitFor(() => expect(ctx.url()).toBe('/job-applications'));
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ctx.updates).toEqual([]);
  });

  it('a picked status: navigating elsewhere asks; staying keeps the choice', async () => {
    const ctx = await openEditing();
    await ctx.pickStatus('Accepted');
    confirm.mockReturnValue(false);
    await ctx.router.navigate('/jobs');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(ctx.url()).toBe(ctx.panelPath);
    expect(within(ctx.dialog).getByRole('combobox', { name: 'New Status' })).toHaveTextContent('Accepted');
    expect(within(ctx.dialog).getByRole('button', { name: 'Save Status' })).toBeEnabled();
    expect(ctx.updates).toEqual([]);
  });

  it('a picked status: closing the panel with Escape asks too', async () => {
    const ctx = await openEditing();
    await ctx.pickStatus('Rejected');
    confirm.mockReturnValue(false);
    within(ctx.dialog).getByRole('button', { name: 'Close' }).focus();
    await ctx.user.keyboard('{Escape}');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(ctx.url()).toBe(ctx.panelPath);
    expect(within(ctx.dialog).getByRole('combobox', { name: 'New Status' })).toHaveTextContent('Rejected');
  });

  it('does not ask once the note and the status are saved', async () => {
    const ctx = await openEditing();
    await ctx.pickStatus('Accepted');
    await ctx.user.click(within(ctx.dialog).getByRole('button', { name: 'Save Status' }));
    await waitFor(() => expect(within(ctx.dialog).getByRole('button', { name: 'Save Status' })).toBeDisabled());
    await ctx.typeNote('Offer sent');
    await ctx.user.click(within(ctx.dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(ctx.editor()).toHaveTextContent(/^$/));
    expect(ctx.updates).toEqual([{ status: 'accepted' }, { note: '<p>Offer sent</p>' }]);
    await ctx.close();
    await waitFor(() => expect(ctx.url()).toBe('/job-applications'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a note typed then erased (after another was added) or only blank is nothing to lose; typing again asks again', async () => {
    const ctx = await openEditing();
    const saveNote = () => within(ctx.dialog).getByRole('button', { name: 'Save Note' });
    await ctx.typeNote('First call done');
    await ctx.user.click(saveNote());
    await waitFor(() => expect(ctx.editor()).toHaveTextContent(/^$/));
    await waitFor(() => expect(ctx.updates).toEqual([{ note: '<p>First call done</p>' }]));
    await ctx.typeNote('Second thoughts');
    await ctx.user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(saveNote()).toBeDisabled());
    await ctx.user.paste('   ');
    expect(saveNote()).toBeDisabled();
    confirm.mockReturnValue(false);
    await ctx.router.navigate('/jobs');
    await waitFor(() => expect(ctx.url()).toBe('/jobs'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('typing after erasing is unsaved input again', async () => {
    const ctx = await openEditing();
    await ctx.typeNote('Draft');
    await ctx.user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(within(ctx.dialog).getByRole('button', { name: 'Save Note' })).toBeDisabled());
    await ctx.typeNote('Real note');
    confirm.mockReturnValue(false);
    await ctx.close();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    expect(ctx.url()).toBe(ctx.panelPath);
  });

  it('does not ask in edit mode with nothing typed or picked', async () => {
    const ctx = await openEditing();
    await ctx.close();
    await waitFor(() => expect(ctx.url()).toBe('/job-applications'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask after the application is deleted', async () => {
    const ctx = await openEditing();
    await ctx.typeNote('Never mind');
    await ctx.menu('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Application' });
    await ctx.user.type(within(dialog).getByLabelText('Type to confirm'), JOB_TITLE);
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(ctx.url()).toBe('/job-applications'));
    expect(ctx.deletes).toEqual([ctx.application.id]);
    expect(confirm).not.toHaveBeenCalled();
  });
});
