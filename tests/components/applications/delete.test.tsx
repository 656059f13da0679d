/** The panel's menu and Delete (spec §2, §5, §8): typed job title ignoring case and surrounding spaces, then the list. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { applicationProvider } from './applicationProvider';
import { JOB_TITLE, knownApplication } from './fixtures';

// The shared machine is slow at times: a first render of the console can take seconds.
configure({ asyncUtilTimeout: 8000 });

async function openPanel() {
  const setup = await applicationProvider(knownApplication());
  const view = renderConsole(`/job-applications/${setup.application.id}`, setup.provider);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
  await within(dialog).findByRole('heading', { name: 'Meera Shah' });
  const openMenu = () => view.user.click(within(dialog).getByRole('button', { name: 'More actions' }));
  return { ...setup, ...view, dialog, openMenu };
}

async function openDeleteDialog(ctx: Awaited<ReturnType<typeof openPanel>>) {
  await ctx.openMenu();
  await ctx.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return screen.findByRole('dialog', { name: 'Delete Application' });
}

describe('panel menu', () => {
  it('offers Edit Application / Exit Edit, Refresh and Delete', async () => {
    const ctx = await openPanel();
    await ctx.openMenu();
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Edit Application', 'Refresh', 'Delete']);
    await ctx.user.click(screen.getByRole('menuitem', { name: 'Edit Application' }));
    await ctx.openMenu();
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Exit Edit', 'Refresh', 'Delete']);
  });

  it('Refresh reloads the application', async () => {
    const ctx = await openPanel();
    await ctx.provider.update('job-applications', { id: ctx.application.id, data: { status: 'rejected' }, previousData: ctx.application });
    await ctx.openMenu();
    await ctx.user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    const info = within(ctx.dialog).getByRole('region', { name: 'Job Information' });
    await waitFor(() => expect(within(info).getByText('Current Status').nextSibling).toHaveTextContent('Rejected'));
  });
});

describe('deleting an application', () => {
  it('needs the job title typed, ignoring case and surrounding spaces', async () => {
    const ctx = await openPanel();
    const confirm = within(await openDeleteDialog(ctx)).getByRole('button', { name: 'Confirm Delete' });
    const input = screen.getByLabelText('Type to confirm');
    expect(confirm).toBeDisabled();
    await ctx.user.type(input, 'Senior Gemolog');
    expect(confirm).toBeDisabled();
    await ctx.user.clear(input);
    await ctx.user.type(input, `  ${JOB_TITLE.toUpperCase()}  `);
    expect(confirm).toBeEnabled();
    expect(ctx.deletes).toEqual([]);
  });

  it('deletes and goes back to the list', async () => {
    const ctx = await openPanel();
    const dialog = await openDeleteDialog(ctx);
    await ctx.user.type(screen.getByLabelText('Type to confirm'), JOB_TITLE.toLowerCase());
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(ctx.url()).toBe('/job-applications'));
    expect(ctx.deletes).toEqual([String(ctx.application.id)]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a failed delete shows 'Failed to delete user. Please try again later.' and stays", async () => {
    const ctx = await openPanel();
    ctx.provider.delete = () => Promise.reject(new Error('boom'));
    const dialog = await openDeleteDialog(ctx);
    await ctx.user.type(screen.getByLabelText('Type to confirm'), JOB_TITLE);
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    expect(await within(dialog).findByText('Failed to delete user. Please try again later.')).toBeInTheDocument();
    expect(ctx.url()).toBe(`/job-applications/${ctx.application.id}`);
  });
});
