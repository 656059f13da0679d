/**
 * Status management (spec §4): only in edit mode, through Save Status, which needs a selected
 * value. Each save is recorded in the history by the server. The picked status is an input of
 * the detail form (./pendingInput), so leaving the panel before saving it asks first.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { type RaRecord, useNotify, useTranslate } from 'react-admin';
import { APPLICATION_STATUSES } from '../../domain/enums';
import { SectionCard } from '../shared/detail';
import { NEW_STATUS } from './pendingInput';
import { isApplicationStatus, statusLabelKey } from './status';
import { useApplicationUpdate } from './useApplicationUpdate';

const T = 'resources.job-applications.screen.status_management';

export function StatusManagement({ record, editing }: { record: RaRecord; editing: boolean }) {
  const translate = useTranslate();
  return (
    <SectionCard title={`${T}.title`}>
      {editing ? <StatusPicker record={record} /> : <Typography color="text.secondary">{translate(`${T}.view_hint`)}</Typography>}
    </SectionCard>
  );
}

function StatusPicker({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { resetField } = useFormContext();
  const { field } = useController({ name: NEW_STATUS, defaultValue: '' });
  const selected = typeof field.value === 'string' ? field.value : '';
  const [failed, setFailed] = useState(false);
  const update = useApplicationUpdate(record);

  const save = () => {
    if (!isApplicationStatus(selected)) return;
    setFailed(false);
    update.mutate(
      { status: selected },
      {
        onSuccess: () => {
          resetField(NEW_STATUS, { defaultValue: '' });
          notify(`${T}.saved`, { type: 'success' });
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Stack spacing={2}>
      {failed && <Alert severity="error">{translate(`${T}.failed`)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'stretch', sm: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(`${T}.label`)}
          name={field.name}
          value={selected}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {APPLICATION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(statusLabelKey(status))}
            </MenuItem>
          ))}
        </TextField>
        <Button type="button" variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} disabled={!isApplicationStatus(selected) || update.isPending} onClick={save}>
          {translate(update.isPending ? `${T}.saving` : `${T}.save`)}
        </Button>
      </Stack>
    </Stack>
  );
}
