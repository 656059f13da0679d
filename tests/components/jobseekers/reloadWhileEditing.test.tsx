/** A reload while editing (a note added, the AI overview written) keeps what the user typed. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { SEEKER_ID, seekerProvider } from './seekerHarness';

describe('reload while editing', () => {
  it('adding a note in edit mode keeps the unsaved edits and the edit mode', async () => {
    const provider = seekerProvider();
    const { user } = renderConsole(`/jobseekers/${SEEKER_ID}`, provider);
    await screen.findByRole('heading', { name: 'Asha Rao', level: 1 }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Jaipur');

    const notes = screen.getByRole('region', { name: 'Notes' });
    const loads = vi.mocked(provider.getOne).mock.calls.length;
    const box = within(notes).getByRole('textbox', { name: 'New note' });
    await user.click(box);
    await user.type(box, 'Moving to Jaipur');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(vi.mocked(provider.getOne).mock.calls.length).toBeGreaterThan(loads));
    await within(notes).findByText(/^admin@example\.com · /);

    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Jaipur');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
