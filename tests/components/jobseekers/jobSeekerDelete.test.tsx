/** Delete User: the typed full name (case and surrounding spaces ignored), then /jobseekers. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { SEEKER_ID, seekerProvider } from './seekerHarness';

async function openDialog(provider = seekerProvider()) {
  const view = renderConsole(`/jobseekers/${SEEKER_ID}`, provider);
  await screen.findByRole('heading', { name: 'Asha Rao', level: 1 }, { timeout: 5000 });
  await view.user.click(screen.getByRole('button', { name: 'More actions' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
  return { ...view, provider, dialog };
}

describe('Delete User', () => {
  it('is enabled only for the full name, ignoring case and surrounding spaces; nothing happens otherwise', async () => {
    const { user, provider } = await openDialog();
    const input = screen.getByRole('textbox', { name: 'Type to confirm' });
    const confirm = screen.getByRole('button', { name: 'Confirm Delete' });
    for (const wrong of ['Asha', 'Asha  Rao', 'Rao Asha']) {
      await user.clear(input);
      await user.type(input, wrong);
      expect(confirm).toBeDisabled();
    }
    await user.clear(input);
    await user.type(input, '  aSHA rao ');
    expect(confirm).toBeEnabled();
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it("deletes, toasts 'Job seeker deleted success' and goes to /jobseekers", async () => {
    const { user, provider, url } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Type to confirm' }), 'asha rao');
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(url()).toBe('/jobseekers'));
    expect(vi.mocked(provider.delete).mock.calls[0][1]).toMatchObject({ id: SEEKER_ID });
    expect(await screen.findByText('Job seeker deleted success')).toBeInTheDocument();
  });

  it("a failed delete says 'Failed to delete user. Please try again later.' and stays", async () => {
    const provider = seekerProvider(undefined, { delete: vi.fn(async () => Promise.reject(new Error('down'))) });
    const { user, url } = await openDialog(provider);
    await user.type(screen.getByRole('textbox', { name: 'Type to confirm' }), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete user. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Job seeker deleted failed')).toBeInTheDocument();
    expect(url()).toBe(`/jobseekers/${SEEKER_ID}`);
  });
});
