/** The page-wide keyboard shortcuts and the dialog `?` opens to list them. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment, useState } from 'react';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { FOCUS_FILTERS_KEY, GO_TO_LIST, HELP_KEY, LEADER_KEY, searchKeyLabel } from './shortcuts';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

function Keys({ keys }: { keys: string[] }) {
  const translate = useTranslate();
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? ` ${translate('app.shortcuts.then')} ` : null}
          <Box
            component="kbd"
            sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default', fontFamily: 'monospace' }}
          >
            {key}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

export function KeyboardShortcuts() {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const [open, setOpen] = useState(false);
  useKeyboardShortcuts(() => setOpen(true));
  const rows: Array<[string[], string]> = [
    [[FOCUS_FILTERS_KEY], translate('app.shortcuts.focus_filters')],
    ...GO_TO_LIST.map(([letter, resource]): [string[], string] => [
      [LEADER_KEY, letter],
      translate('app.shortcuts.go_to', { list: resourceLabel(resource, 2) }),
    ]),
    [[HELP_KEY], translate('app.shortcuts.help')],
    [[searchKeyLabel()], translate('app.search.shortcut')],
  ];
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="shortcuts-title" fullWidth maxWidth="xs">
      <DialogTitle id="shortcuts-title">{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([keys, action]) => (
              <TableRow key={keys.join(' ')}>
                <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                  <Keys keys={keys} />
                </TableCell>
                <TableCell>{action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{translate('app.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
