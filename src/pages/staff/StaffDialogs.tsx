/** Add / edit a staff member and reset a password: dialogs of the User RBAC page. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ROLE_NAMES, type StaffMember } from '../../../providers/staff/types';
import { useDialogSubmit } from '../../../ui/components/useDialogSubmit';

export interface StaffFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  password: string;
}

/** Create (with email and a temporary password) or edit (name and role; the email is fixed). */
export function StaffFormDialog({
  member,
  onClose,
  onSubmit,
}: {
  member: StaffMember | null;
  onClose(): void;
  onSubmit(values: StaffFormValues): Promise<unknown>;
}) {
  const translate = useTranslate();
  const t = (key: string, fallback: string) => translate(`app.staff.${key}`, { _: fallback });
  const [values, setValues] = useState<StaffFormValues>({
    email: member?.email ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    role: member?.role ?? 'Recruiter',
    password: '',
  });
  const { error, saving, submitting } = useDialogSubmit(onClose);
  const set = (key: keyof StaffFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = submitting(() => onSubmit(values));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" component="form" onSubmit={submit} aria-labelledby="staff-form-title">
      <DialogTitle id="staff-form-title">{member ? t('edit_title', 'Edit staff member') : t('create_title', 'Add staff member')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
          <TextField
            label={t('email', 'Email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            required
            disabled={!!member}
            helperText={member ? t('email_fixed', 'Email address cannot be changed') : undefined}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('first_name', 'First name')} value={values.firstName} onChange={set('firstName')} required fullWidth />
            <TextField label={t('last_name', 'Last name')} value={values.lastName} onChange={set('lastName')} required fullWidth />
          </Stack>
          <TextField select label={t('role', 'Role')} value={values.role} onChange={set('role')} required>
            {ROLE_NAMES.map((role) => (
              <MenuItem key={role} value={role}>
                {role}
              </MenuItem>
            ))}
          </TextField>
          {member ? null : (
            <TextField
              label={t('temporary_password', 'Temporary password')}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              required
              helperText={t('temporary_hint', 'At least 8 characters with uppercase, lowercase and a number. It must be changed at first sign-in.')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel', 'Cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('saving', 'Saving...') : member ? t('save', 'Save') : t('create', 'Add staff member')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ResetPasswordDialog({ member, onClose, onSubmit }: { member: StaffMember; onClose(): void; onSubmit(password: string): Promise<unknown> }) {
  const translate = useTranslate();
  const t = (key: string, fallback: string, options: Record<string, unknown> = {}) => translate(`app.staff.${key}`, { _: fallback, ...options });
  const [password, setPassword] = useState('');
  const { error, saving, submitting } = useDialogSubmit(onClose);
  const submit = submitting(() => onSubmit(password));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" component="form" onSubmit={submit} aria-labelledby="reset-title">
      <DialogTitle id="reset-title">{t('reset_title', 'Reset password')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            {t('reset_hint', `${member.fullName} is signed out everywhere and must choose a new password at next sign-in.`, { name: member.fullName })}
          </Alert>
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
          <TextField
            label={t('temporary_password', 'Temporary password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel', 'Cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('reset', 'Reset password')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
