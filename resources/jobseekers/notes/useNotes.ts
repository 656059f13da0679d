/**
 * Notes of one job seeker with the optimistic flow of spec §4: the change shows at once, then the
 * server call, then a reload; on failure the §8 message, the change rolled back, and a reload.
 */
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Note } from '../../../domain/types';
import type { MarketplaceDataProvider } from '../../../providers/types';
import { useSession } from '../../../providers/auth';
import { useToast } from '../../../ui/components/toast';

const T = 'resources.jobseekers.screen.notes';

/** A note shown before the server has it (no delete button, dimmed). */
export interface ShownNote extends Note {
  pending?: boolean;
}

const newestFirst = (a: Note, b: Note) => Date.parse(b.date) - Date.parse(a.date);

let sequence = 0;

export function useNotes(jobSeekerId: string, notes: readonly Note[], reload: () => void) {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const translate = useTranslate();
  const { showStatusToast } = useToast();
  const author = useSession().profile?.personalDetails.email ?? null;
  const [added, setAdded] = useState<ShownNote[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  // Fresh notes from the server replace every optimistic change made before them.
  useEffect(() => {
    setAdded([]);
    setRemoved(new Set());
  }, [notes]);

  const shown = useMemo<ShownNote[]>(
    () => [...added, ...notes.filter((n) => !removed.has(n.id))].sort(newestFirst),
    [added, notes, removed],
  );

  async function add(html: string): Promise<boolean> {
    sequence += 1;
    const temp: ShownNote = { id: `pending-${sequence}`, note: html, changedBy: author, date: new Date().toISOString(), pending: true };
    setError(null);
    setAdded((list) => [temp, ...list]);
    try {
      await dataProvider.addJobSeekerNote(jobSeekerId, html);
      showStatusToast(translate(`${T}.toast_add`), true);
      return true;
    } catch {
      setAdded((list) => list.filter((n) => n.id !== temp.id));
      setError(translate(`${T}.save_failed`));
      showStatusToast(translate(`${T}.toast_add`), false);
      return false;
    } finally {
      reload();
    }
  }

  async function remove(noteId: string): Promise<void> {
    setError(null);
    setRemoved((set) => new Set(set).add(noteId));
    try {
      await dataProvider.deleteJobSeekerNote(jobSeekerId, noteId);
      showStatusToast(translate(`${T}.toast_delete`), true);
    } catch {
      setRemoved((set) => {
        const next = new Set(set);
        next.delete(noteId);
        return next;
      });
      setError(translate(`${T}.delete_failed`));
      showStatusToast(translate(`${T}.toast_delete`), false);
    } finally {
      reload();
    }
  }

  return { shown, error, add, remove, clearError: () => setError(null) };
}
