/**
 * Confirms a bulk action before it runs. A delete cannot be undone and may reach records the
 * person never saw (all matching): they type the number of records, and the server refuses when
 * that many no longer match. The server's refusal (count changed, too many) shows in the dialog.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_FADE_MS } from '../../../../domain/constants';

export type BulkKind = 'delete' | 'approve' | 'reject';

const T = 'resources.shared.bulk';

export interface BulkConfirmDialogProps {
  kind: BulkKind | null;
  count: number;
  running: boolean;
  /** The selection cannot be acted on (more than the limit): only Cancel. */
  blocked?: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function BulkConfirmDialog({ kind, count, running, blocked = false, error, onCancel, onConfirm }: BulkConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const shown = kind ?? 'delete';
  const typedOk = shown !== 'delete' || typed.trim() === String(count);
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog open={kind !== null} onClose={running ? undefined : close} transitionDuration={MODAL_FADE_MS} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${T}.${shown}.title`, { smart_count: count })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${T}.${shown}.explain`)}</DialogContentText>
        {shown === 'delete' && (
          <TextField
            label={translate(`${T}.delete.field`)}
            helperText={translate(`${T}.delete.type_count`, { count })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            fullWidth
            margin="normal"
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate(`${T}.cancel`)}
        </Button>
        <Button
          variant="contained"
          color={shown === 'approve' ? 'success' : 'error'}
          onClick={() => {
            setTyped('');
            onConfirm();
          }}
          disabled={!typedOk || running || blocked}
          aria-busy={running}
        >
          {translate(`${T}.${shown}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
