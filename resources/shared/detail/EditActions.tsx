/**
 * Save and Exit Edit while a detail screen is in edit mode. A long form (a job is ~3,000 px) put
 * them out of reach once staff scrolled to the field they came to change: the header that holds
 * them stays pinned under the app bar while editing (STICKY_WHILE_EDITING), on every detail page
 * built on DetailHeader (jobs, job seekers, companies, employers).
 */
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useDetailContext } from './context';

/**
 * react-admin's app bar is fixed (alwaysOn) and 56 px high on phones, 48 px from sm up
 * (MUI's dense toolbar): the pinned header sits just under it.
 */
const APP_BAR_HEIGHT = { xs: 56, sm: 48 } as const;

/** The header's look while pinned: opaque (the form scrolls under it) and set off by a line. */
export const STICKY_WHILE_EDITING = {
  position: 'sticky',
  top: APP_BAR_HEIGHT,
  // under the app bar (its menus and dialogs stay above), over the form's fields
  zIndex: (theme: Theme) => theme.zIndex.appBar - 1,
  bgcolor: 'background.default',
  borderBottom: 1,
  borderColor: 'divider',
  py: 1,
} as const;

/** Submits the detail form; reads 'Saving...' while the save runs. */
export function SaveButton() {
  const translate = useTranslate();
  const { saving } = useDetailContext();
  return (
    <Button type="submit" variant="contained" disabled={saving}>
      {translate(saving ? 'resources.shared.detail.saving' : 'resources.shared.detail.save')}
    </Button>
  );
}

/** The more-actions menu's Exit Edit, one click away beside Save: leaves edit mode, discarding the input. */
export function ExitEditButton() {
  const translate = useTranslate();
  const { saving, exitEdit } = useDetailContext();
  return (
    <Button variant="outlined" onClick={exitEdit} disabled={saving}>
      {translate('resources.shared.detail.actions.exit_edit')}
    </Button>
  );
}
