/**
 * Add note (spec §4, §5): edit mode only; Save Note stays disabled while the text is empty. The
 * note being typed is an input of the detail form (./pendingInput): a reload of the application
 * keeps it, leaving the panel with it asks first, and it is cleared only once the server has
 * stored it.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type RaRecord, useNotify, useTranslate } from 'react-admin';
import { htmlToPlainText } from '../../domain/richText';
import { RichTextEditor } from '../shared/detail';
import { NEW_NOTE } from './pendingInput';
import { useApplicationUpdate } from './useApplicationUpdate';

const T = 'resources.job-applications.screen.notes';

export function AddNote({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { resetField } = useFormContext();
  const note = (useWatch({ name: NEW_NOTE }) as string | null | undefined) ?? '';
  const [failed, setFailed] = useState(false);
  const update = useApplicationUpdate(record);
  const empty = htmlToPlainText(note) === '';
  const dirty = Boolean((useFormState({ name: NEW_NOTE }).dirtyFields as Record<string, unknown>)[NEW_NOTE]);
  // A blank editor holds nothing to lose (typed, then erased): it becomes the field's clean value,
  // so leaving does not ask. The editor keeps showing what it shows.
  useEffect(() => {
    if (empty && dirty) resetField(NEW_NOTE, { defaultValue: note });
  }, [empty, dirty, note, resetField]);

  const save = () => {
    if (empty) return;
    setFailed(false);
    update.mutate(
      { note },
      {
        onSuccess: () => {
          resetField(NEW_NOTE, { defaultValue: '' });
          notify(`${T}.saved`, { type: 'success' });
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={translate(`${T}.add`)}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${T}.add`)}
      </Typography>
      {failed && <Alert severity="error">{translate(`${T}.failed`)}</Alert>}
      <RichTextEditor source={NEW_NOTE} />
      <Stack direction="row" justifyContent="flex-end">
        <Button type="button" variant="contained" disabled={empty || update.isPending} onClick={save}>
          {translate(update.isPending ? `${T}.saving` : `${T}.save`)}
        </Button>
      </Stack>
    </Stack>
  );
}
