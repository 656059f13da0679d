/** What a bulk action did: how many records changed, and each refused record with its reason. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_FADE_MS } from '../../../../domain/constants';
import type { BulkResult } from '../../../../domain/generated/contract';
import type { BulkKind } from './BulkConfirmDialog';

const T = 'resources.shared.bulk.summary';
const DONE: Record<BulkKind, string> = { delete: 'deleted', approve: 'approved', reject: 'rejected' };

export interface BulkSummaryDialogProps {
  summary: { kind: BulkKind; result: BulkResult } | null;
  /** A readable name for a record id (its title when it was on the page). */
  nameOf: (id: string) => string;
  onClose: () => void;
}

export function BulkSummaryDialog({ summary, nameOf, onClose }: BulkSummaryDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  if (!summary) return null;
  const { kind, result } = summary;
  return (
    <Dialog open onClose={onClose} transitionDuration={MODAL_FADE_MS} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${T}.title_${kind}`)}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{translate(`${T}.${DONE[kind]}`, { smart_count: result.succeeded.length })}</Typography>
        {result.failed.length > 0 && (
          <>
            <Typography gutterBottom color="error">
              {translate(`${T}.failed`, { smart_count: result.failed.length })}
            </Typography>
            <ul aria-label={translate(`${T}.failed`, { smart_count: result.failed.length })} style={{ margin: 0, paddingLeft: 20 }}>
              {result.failed.map((failure) => (
                <li key={failure.id}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {nameOf(failure.id)}
                  </Typography>
                  <Typography variant="body2" component="span">
                    {`: ${failure.message}`}
                  </Typography>
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('resources.shared.bulk.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
