/** Names the filters on screen as a view, private or shared with the team; also renames a view. */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';

const MAX_NAME = 60;

export interface SaveViewDialogProps {
  title: string;
  initialName?: string;
  /** Omitted when renaming: sharing has its own menu item */
  initialShared?: boolean;
  onSave: (values: { name: string; shared: boolean }) => Promise<unknown>;
  onClose: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function SaveViewDialog({ title, initialName = '', initialShared, onSave, onClose }: SaveViewDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(initialShared ?? false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blank = name.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React carries the submit up its own tree, portals included: not to the Smart Filters form
    event.stopPropagation();
    if (blank || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ name, shared });
      onClose();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
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
