/** One note: its sanitised rich text, its author and date, and a delete button. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatAuditDate } from '../../shared/detail';
import { sanitizeRichHtml } from '../../shared/sanitizeHtml';
import type { ShownNote } from './useNotes';

const T = 'resources.jobseekers.screen.notes';

/** Without onDelete (a read-only role) the note has no delete button. */
export function NoteItem({ note, onDelete }: { note: ShownNote; onDelete?: (id: string) => void }) {
  const translate = useTranslate();
  const author = note.changedBy?.trim() || translate(`${T}.unknown_author`);
  return (
    <ListItem
      divider
      disableGutters
      data-testid="note"
      aria-busy={note.pending ? true : undefined}
      sx={{ alignItems: 'flex-start', gap: 1, opacity: note.pending ? 0.6 : 1 }}
      secondaryAction={
        note.pending || !onDelete ? undefined : (
          <IconButton edge="end" aria-label={translate(`${T}.delete`)} onClick={() => onDelete(note.id)}>
            <DeleteOutlineIcon />
          </IconButton>
        )
      }
    >
      <Box sx={{ minWidth: 0, pr: 5, width: '100%' }}>
        <Box
          sx={{ wordBreak: 'break-word', '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 }, '& a': { color: 'primary.main' } }}
          // Sanitised with the shared safe set just above: the server's copy is not trusted blindly.
          dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(note.note) }}
        />
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.by`, { author, date: formatAuditDate(note.date) ?? '-' })}
        </Typography>
      </Box>
    </ListItem>
  );
}
