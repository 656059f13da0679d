import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { VALIDATION } from '../../../domain/messages';
import { passwordChangeError } from '../../../domain/password';
import { useUpdatePassword } from '../../../providers/auth';

const RULE_KEYS: Record<string, string> = {
  [VALIDATION.password.bothRequired]: 'app.password.both_required',
  [VALIDATION.password.tooShort]: 'app.password.too_short',
  [VALIDATION.password.weak]: 'app.password.weak',
};

export interface PasswordDialogProps {
  open: boolean;
  onClose(): void;
  onUpdated(): void;
}

/** Update Password (spec §4/§5): validates, calls the server, closes on success. */
export function PasswordDialog({ open, onClose, onUpdated }: PasswordDialogProps) {
  const translate = useTranslate();
  const updatePassword = useUpdatePassword();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setCurrent('');
    setNext('');
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = passwordChangeError(current, next);
    if (rule) {
      setError(RULE_KEYS[rule] ? translate(RULE_KEYS[rule]) : rule);
      return;
    }
    setBusy(true);
    try {
      const result = await updatePassword(current, next);
      if (result.success) {
        reset();
        onUpdated();
        return;
      }
      setError(result.error || translate('app.password.failed'));
    } catch (failure) {
      // The server ended the session (too many wrong current passwords): back to sign-in, with
      // the server's reason as the notification (react-admin's own is skipped: it notifies only
      // when its session check still passes, and this session is over).
      if (await logoutIfAccessDenied(failure)) {
        notify(failure instanceof Error ? failure.message : translate('app.password.failed'), { type: 'error' });
        return;
      }
      setError(translate('app.password.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="password-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-dialog-title">{translate('app.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextField
              label={translate('app.password.current')}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              fullWidth
              autoFocus
            />
            <TextField
              label={translate('app.password.new')}
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{translate('app.password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
