/**
 * Notes of the job seeker detail (spec §2, §4, §5): newest first with author and date, add (never
 * empty) and delete applied optimistically. Usable in view and edit mode: a note is not part of
 * the profile's Save.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Note } from '../../../domain/types';
import { SectionCard } from '../../shared/detail';
import { NoteEditor } from './NoteEditor';
import { NoteItem } from './NoteItem';
import { useNotes } from './useNotes';

const T = 'resources.jobseekers.screen.notes';
const NO_NOTES: readonly Note[] = [];

export interface NotesPanelProps {
  jobSeekerId: string;
  notes: readonly Note[] | null | undefined;
  /** Reloads the job seeker after each change, successful or not. */
  onReload(): void;
}

export function NotesPanel({ jobSeekerId, notes, onReload }: NotesPanelProps) {
  const translate = useTranslate();
  const { shown, error, add, remove, clearError } = useNotes(jobSeekerId, notes ?? NO_NOTES, onReload);
  const [draft, setDraft] = useState({ html: '', empty: true });
  const [editorKey, setEditorKey] = useState(0);
  // The note editor is offered only to roles that may edit job seekers (issue 13).
  const canWrite = useCanAccess({ resource: 'jobseekers', action: 'edit' }).canAccess === true;

  const submit = () => {
    if (draft.empty) return;
    const html = draft.html;
    // The note moves to the list at once; the box is ready for the next one.
    setDraft({ html: '', empty: true });
    setEditorKey((k) => k + 1);
    void add(html);
  };

  return (
    <SectionCard title={`${T}.title`}>
      <Stack spacing={1.5}>
        {error ? (
          <Alert severity="error" role="alert" onClose={clearError}>
            {error}
          </Alert>
        ) : null}
        {canWrite ? (
          <>
            <NoteEditor key={editorKey} onChange={(html, empty) => setDraft({ html, empty })} />
            <Stack direction="row" justifyContent="flex-end">
              <Button type="button" variant="contained" disabled={draft.empty} onClick={submit}>
                {translate(`${T}.add`)}
              </Button>
            </Stack>
          </>
        ) : null}
        {shown.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
        ) : (
          <List disablePadding aria-label={translate(`${T}.title`)}>
            {shown.map((note) => (
              <NoteItem key={note.id} note={note} onDelete={canWrite ? (id) => void remove(id) : undefined} />
            ))}
          </List>
        )}
      </Stack>
    </SectionCard>
  );
}
