/** Notes on the job seeker page: added and deleted in view mode, the record reloaded after each. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { buildSeeker, SEEKER_ID, seekerProvider } from './seekerHarness';

describe('Notes on /jobseekers/{id}', () => {
  it('adds a note, reloads the seeker to show the stored one, then deletes it', async () => {
    const provider = seekerProvider([buildSeeker({ notes: [] })]);
    const { user } = renderConsole(`/jobseekers/${SEEKER_ID}`, provider);
    await screen.findByRole('heading', { name: 'Asha Rao', level: 1 }, { timeout: 5000 });
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('No notes available.')).toBeInTheDocument();
    const loads = () => vi.mocked(provider.getOne).mock.calls.length;
    const before = loads();

    const box = within(notes).getByRole('textbox', { name: 'New note' });
    await user.click(box);
    await user.type(box, 'Prefers Surat');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));
    await within(notes).findByText('Prefers Surat');
    expect(provider.addJobSeekerNote).toHaveBeenCalledWith(SEEKER_ID, '<p>Prefers Surat</p>');
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(await within(notes).findByText(/^admin@example\.com · /)).toBeInTheDocument();

    const afterAdd = loads();
    await user.click(within(notes).getByRole('button', { name: 'Delete note' }));
    expect(await within(notes).findByText('No notes available.')).toBeInTheDocument();
    expect(vi.mocked(provider.deleteJobSeekerNote).mock.calls[0][0]).toBe(SEEKER_ID);
    await waitFor(() => expect(loads()).toBeGreaterThan(afterAdd));
    expect(screen.getByText('Delete Note success')).toBeInTheDocument();
  });
});
