/** Audit events as a readable timeline: who did what, the fields before → after, how long ago. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDistanceToNow } from 'date-fns';
import type { AuditEvent } from '../../providers/staff/types';
import { eventSentence } from './activityText';

export function EventList({ events, withRecord = false, label }: { events: readonly AuditEvent[]; withRecord?: boolean; label: string }) {
  return (
    <List disablePadding aria-label={label}>
      {events.map((event) => (
        <ListItem key={event.id} disableGutters divider alignItems="flex-start">
          <ListItemText
            primary={<Typography sx={{ overflowWrap: 'anywhere' }}>{eventSentence(event, withRecord)}</Typography>}
            secondary={
              <Tooltip title={new Date(event.at).toLocaleString()}>
                <span>
                  {event.actorEmail ? `${event.actorEmail} · ` : ''}
                  {formatDistanceToNow(new Date(event.at), { addSuffix: true })}
                </span>
              </Tooltip>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
