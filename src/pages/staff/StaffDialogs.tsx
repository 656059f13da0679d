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
      <DialogTitle id="staff-form-title">{member ? translate('app.staff.edit_title') : translate('app.staff.create_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
          <TextField
            label={translate('app.staff.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            required
            disabled={!!member}
            helperText={member ? translate('app.staff.email_fixed') : undefined}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={translate('app.staff.first_name')} value={values.firstName} onChange={set('firstName')} required fullWidth />
            <TextField label={translate('app.staff.last_name')} value={values.lastName} onChange={set('lastName')} required fullWidth />
          </Stack>
          <TextField select label={translate('app.staff.role')} value={values.role} onChange={set('role')} required>
            {ROLE_NAMES.map((role) => (
              <MenuItem key={role} value={role}>
                {role}
              </MenuItem>
            ))}
          </TextField>
          {member ? null : (
            <TextField
              label={translate('app.staff.temporary_password')}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              required
              helperText={translate('app.staff.temporary_hint')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.staff.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? translate('app.staff.saving') : member ? translate('app.staff.save') : translate('app.staff.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ResetPasswordDialog({ member, onClose, onSubmit }: { member: StaffMember; onClose(): void; onSubmit(password: string): Promise<unknown> }) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const { error, saving, submitting } = useDialogSubmit(onClose);
  const submit = submitting(() => onSubmit(password));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" component="form" onSubmit={submit} aria-labelledby="reset-title">
      <DialogTitle id="reset-title">{translate('app.staff.reset_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            {translate('app.staff.reset_hint', { name: member.fullName })}
          </Alert>
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
          <TextField
            label={translate('app.staff.temporary_password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.staff.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('app.staff.reset')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
