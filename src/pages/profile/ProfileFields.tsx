import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProfileUpdate } from '../../../providers/auth';

export interface ProfileFieldsProps {
  values: ProfileUpdate;
  email: string;
  role: string;
  editing: boolean;
  onChange(values: ProfileUpdate): void;
}

/** First and last name (editable in edit mode), email and role (never editable). */
export function ProfileFields({ values, email, role, editing, onChange }: ProfileFieldsProps) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={translate('app.profile.first_name')}
          value={values.firstName}
          onChange={(event) => onChange({ ...values, firstName: event.target.value })}
          disabled={!editing}
          required={editing}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={translate('app.profile.last_name')}
          value={values.lastName}
          onChange={(event) => onChange({ ...values, lastName: event.target.value })}
          disabled={!editing}
          required={editing}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={translate('app.profile.email')}
          value={email}
          helperText={translate('app.profile.email_read_only')}
          slotProps={{ input: { readOnly: true } }}
          disabled
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={translate('app.profile.role')} value={role} disabled fullWidth />
      </Grid>
    </Grid>
  );
}
