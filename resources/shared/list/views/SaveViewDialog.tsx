/** Names the filters on screen as a view, private or shared with the team; also renames a view. */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDialogSubmit } from '../../../../ui/components/useDialogSubmit';

const MAX_NAME = 60;

export interface SaveViewDialogProps {
  title: string;
  initialName?: string;
  /** Omitted when renaming (sharing has its own menu item) or when the role may not share */
  initialShared?: boolean;
  onSave: (values: { name: string; shared: boolean }) => Promise<unknown>;
  onClose: () => void;
}

export function SaveViewDialog({ title, initialName = '', initialShared, onSave, onClose }: SaveViewDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(initialShared ?? false);
  const { error, saving, submitting } = useDialogSubmit(onClose);
  const blank = name.trim() === '';
  const save = submitting(() => onSave({ name, shared }));
  // Enter in a blank name does nothing, like the disabled Save button (and reaches no outer form)
  const submit = (event: FormEvent) => {
    if (!blank) return save(event);
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-view-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.shared.list.views.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error !== null}
            helperText={error ?? translate('resources.shared.list.views.name_hint', { max: MAX_NAME })}
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
          {initialShared !== undefined && (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
              label={translate('resources.shared.list.views.share')}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={blank || saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
