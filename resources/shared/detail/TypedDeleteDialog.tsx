/**
 * The typed-confirmation delete dialog (spec §5): Confirm Delete is enabled only while the typed
 * text matches the expected name by the entity's rule; otherwise nothing happens.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ConfirmationRule, confirmationMatches } from '../../../domain/confirmations';
import { MODAL_FADE_MS } from '../../../domain/constants';

export interface TypedDeleteDialogProps {
  open: boolean;
  /** The entity's name in the title, e.g. 'Company' → 'Delete Company'. */
  name: string;
  /** The text the user must type (company name, job title, full name). */
  expected: string;
  rule: ConfirmationRule;
  onClose: () => void;
  onConfirm: () => void;
  /** Disables the buttons and shows 'Deleting...'. */
  pending?: boolean;
  /** An already-translated failure shown in the dialog. */
  error?: string | null;
  /** What else the delete does (e.g. to related records), shown above the prompt. */
  details?: ReactNode;
}

export function TypedDeleteDialog({ open, name, expected, rule, onClose, onConfirm, pending, error, details }: TypedDeleteDialogProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const matches = confirmationMatches(rule, typed, expected);
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} transitionDuration={MODAL_FADE_MS} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.shared.detail.delete_dialog.title', { name })}</DialogTitle>
      <DialogContent>
        {details ? <DialogContentText sx={{ mb: 1 }}>{details}</DialogContentText> : null}
        <DialogContentText>{translate('resources.shared.detail.delete_dialog.prompt')}</DialogContentText>
        <DialogContentText component="div" sx={{ mb: 2, fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {expected}
        </DialogContentText>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            if (matches && !pending) onConfirm();
          }}
        >
          <TextField
            autoFocus
            fullWidth
            label={translate('resources.shared.detail.delete_dialog.label')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            autoComplete="off"
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('resources.shared.detail.delete_dialog.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={!matches || pending} onClick={onConfirm}>
          {translate(pending ? 'resources.shared.detail.delete_dialog.deleting' : 'resources.shared.detail.delete_dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
