/** Application notes (spec §2, §4): newest first with author and date; Add Note in edit mode only. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RaRecord, useTranslate } from 'react-admin';
import type { Note } from '../../domain/types';
import { formatAuditDate, RichTextView, SectionCard } from '../shared/detail';
import { AddNote } from './AddNote';
import { newestFirst } from './entries';

const T = 'resources.job-applications.screen.notes';

export function ApplicationNotes({ record, notes, editing }: { record: RaRecord; notes: readonly Note[] | null | undefined; editing: boolean }) {
  const translate = useTranslate();
  const shown = newestFirst(notes);
  return (
    <SectionCard title={`${T}.title`}>
      <Stack spacing={2}>
        {editing && <AddNote record={record} />}
        {editing && <Divider />}
        {shown.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
        ) : (
          <Stack component="ul" aria-label={translate(`${T}.title`)} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((note, index) => (
              <Box component="li" key={note.id || index} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
                <RichTextView html={note.note} />
                <Typography variant="caption" color="text.secondary">
                  {translate(`${T}.by`, {
                    changedBy: note.changedBy || translate('resources.shared.detail.audit.unknown'),
                    date: formatAuditDate(note.date) ?? '-',
                  })}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
