/** The history timeline (spec §2, §3): every status change with its date and changer, newest first. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { StatusChange } from '../../domain/types';
import { formatAuditDate, SectionCard } from '../shared/detail';
import { newestFirst } from './entries';
import { statusColor, statusDotColour } from '../shared/statusColors';
import { statusLabelKey } from './status';

const T = 'resources.job-applications.screen.history';

export function HistoryTimeline({ history }: { history: readonly StatusChange[] | null | undefined }) {
  const translate = useTranslate();
  const entries = newestFirst(history);
  return (
    <SectionCard title={`${T}.title`}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
      ) : (
        <Box component="ol" aria-label={translate(`${T}.title`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.date}-${index}`}
              sx={{ position: 'relative', pl: 3, pb: index === entries.length - 1 ? 0 : 2 }}
            >
              <Box aria-hidden sx={{ position: 'absolute', left: 5, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: statusDotColour(entry.status) }} />
              {index < entries.length - 1 && (
                <Box aria-hidden sx={{ position: 'absolute', left: 9, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />
              )}
              <Chip size="small" color={statusColor(entry.status)} label={translate(statusLabelKey(entry.status), { _: entry.status })} />
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {formatAuditDate(entry.date) ?? '-'}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.changedBy || translate('resources.shared.detail.audit.unknown')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
