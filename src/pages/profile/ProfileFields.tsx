import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProfileUpdate } from '../../../providers/auth';
import { LabeledValue, ValueGrid } from '../../../resources/shared/detail/LabeledValue';

export interface ProfileFieldsProps {
  values: ProfileUpdate;
  email: string;
  role: string;
  editing: boolean;
  onChange(values: ProfileUpdate): void;
}

/**
 * First and last name (inputs in edit mode), email and role (never editable). Read-only values
 * are label and value as on every detail page: greyed disabled inputs read as unavailable and
 * had too little contrast.
 */
export function ProfileFields({ values, email, role, editing, onChange }: ProfileFieldsProps) {
  const translate = useTranslate();
  return (
    <ValueGrid>
      {editing ? (
        <>
          <TextField
            label={translate('app.profile.first_name')}
            value={values.firstName}
            onChange={(event) => onChange({ ...values, firstName: event.target.value })}
            required
            fullWidth
            autoFocus
          />
          <TextField
            label={translate('app.profile.last_name')}
            value={values.lastName}
            onChange={(event) => onChange({ ...values, lastName: event.target.value })}
            required
            fullWidth
          />
        </>
      ) : (
        <>
          <LabeledValue label={translate('app.profile.first_name')} value={values.firstName} />
          <LabeledValue label={translate('app.profile.last_name')} value={values.lastName} />
        </>
      )}
      <LabeledValue
        label={translate('app.profile.email')}
        value={
          <>
            {email || '-'}
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('app.profile.email_read_only')}
            </Typography>
          </>
        }
      />
      <LabeledValue label={translate('app.profile.role')} value={role} />
    </ValueGrid>
  );
}
