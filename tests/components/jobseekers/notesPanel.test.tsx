/** The job seeker's notes panel: optimistic add/delete, reloads, §8 messages, safe display. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Note } from '../../../domain/types';
import { NotesPanel } from '../../../resources/jobseekers/notes/NotesPanel';
import { renderPanel } from './panelHarness';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const note = (id: string, text: string, date: string, changedBy: string | null = 'staff@example.com'): Note => ({
  id,
  note: `<p>${text}</p>`,
  changedBy,
  date,
});

function setup(notes: Note[], methods: Record<string, unknown> = {}) {
  const onReload = vi.fn();
  const view = renderPanel(<NotesPanel jobSeekerId="s1" notes={notes} onReload={onReload} />, methods as never);
  return { ...view, onReload };
}

const noteTexts = () => screen.queryAllByTestId('note').map((li) => li.querySelector('div > div')?.textContent);

async function typeNote(user: ReturnType<typeof setup>['user'], text: string) {
  const box = screen.getByRole('textbox', { name: 'New note' });
  await user.click(box);
  await user.type(box, text);
}

describe('NotesPanel', () => {
  it("says 'No notes available.' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No notes available.')).toBeInTheDocument();
  });

  it('lists notes newest first with their author and date; a missing author reads Unknown', async () => {
    setup([
      note('a', 'older', '2025-03-01T09:05:00Z'),
      note('b', 'newest', '2025-03-04T15:30:00Z', null),
      note('c', 'middle', '2025-03-02T10:00:00Z', 'hr@aurum.test'),
    ]);
    await screen.findByText('newest');
    expect(noteTexts()).toEqual(['newest', 'middle', 'older']);
    const [first, second] = screen.getAllByTestId('note');
    expect(within(first).getByText(/^Unknown · Mar 04, 2025 at \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(within(second).getByText(/^hr@aurum\.test · Mar 02, 2025/)).toBeInTheDocument();
    expect(screen.queryByText('No notes available.')).not.toBeInTheDocument();
  });

  it('cannot add an empty note', async () => {
    const addJobSeekerNote = vi.fn();
    const { user } = setup([], { addJobSeekerNote });
    const button = await screen.findByRole('button', { name: 'Add Note' });
    expect(button).toBeDisabled();
    await typeNote(user, '   ');
    expect(button).toBeDisabled();
    await typeNote(user, 'x');
    // the editor reports its content after the keystroke: on a loaded machine a moment later
    await waitFor(() => expect(button).toBeEnabled());
    expect(addJobSeekerNote).not.toHaveBeenCalled();
  });

  it('shows an added note at once, then saves it, toasts and reloads', async () => {
    const call = deferred<Note>();
    const addJobSeekerNote = vi.fn(() => call.promise);
    const { user, onReload } = setup([note('a', 'older', '2025-03-01T09:05:00Z')], { addJobSeekerNote });
    await typeNote(user, 'Called back');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(noteTexts()).toEqual(['Called back', 'older']);
    expect(addJobSeekerNote).toHaveBeenCalledWith('s1', '<p>Called back</p>');
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveTextContent('');
    call.resolve(note('n', 'Called back', new Date().toISOString()));
    expect(await screen.findByText('Add Note success')).toBeInTheDocument();
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("on a failed save: 'Failed to save note.', the note goes away, and a reload", async () => {
    const addJobSeekerNote = vi.fn(async () => {
      throw new Error('down');
    });
    const { user, onReload } = setup([], { addJobSeekerNote });
    await typeNote(user, 'Lost?');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Failed to save note.')).toBeInTheDocument();
    expect(screen.getByText('Add Note failed')).toBeInTheDocument();
    expect(noteTexts()).toEqual([]);
    expect(screen.getByText('No notes available.')).toBeInTheDocument();
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('removes a deleted note at once, then deletes it, toasts and reloads', async () => {
    const call = deferred<string>();
    const deleteJobSeekerNote = vi.fn(() => call.promise);
    const { user, onReload } = setup(
      [note('a', 'keep', '2025-03-01T09:05:00Z'), note('b', 'drop', '2025-03-02T09:05:00Z')],
      { deleteJobSeekerNote },
    );
    const drop = (await screen.findByText('drop')).closest('li') as HTMLElement;
    await user.click(within(drop).getByRole('button', { name: 'Delete note' }));
    expect(noteTexts()).toEqual(['keep']);
    expect(deleteJobSeekerNote).toHaveBeenCalledWith('s1', 'b');
    call.resolve('b');
    expect(await screen.findByText('Delete Note success')).toBeInTheDocument();
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("on a failed delete: 'Failed to delete note.', the note is back, and a reload", async () => {
    const deleteJobSeekerNote = vi.fn(async () => {
      throw new Error('down');
    });
    const { user, onReload } = setup([note('a', 'stubborn', '2025-03-01T09:05:00Z')], { deleteJobSeekerNote });
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Failed to delete note.')).toBeInTheDocument();
    expect(screen.getByText('Delete Note failed')).toBeInTheDocument();
    await waitFor(() => expect(noteTexts()).toEqual(['stubborn']));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

});
