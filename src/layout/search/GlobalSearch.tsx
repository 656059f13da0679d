/**
 * The top bar's search field: it opens the search box, as Ctrl+K (⌘K on a Mac) does from
 * anywhere in the console, even while typing in a form (the browser's own Ctrl+K is only a
 * shortcut to its address bar).
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { searchKeyLabel } from '../shortcuts/shortcuts';
import { SearchDialog } from './SearchDialog';

export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

export function GlobalSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.isComposing) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const keys = searchKeyLabel();
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`${translate('app.search.field_label')} (${keys})`}
        aria-haspopup="dialog"
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.5,
          mx: 1,
          minWidth: 220,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          justifyContent: 'flex-start',
          typography: 'body2',
        }}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          {translate('app.search.open')}…
        </Box>
        <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: '0.75rem', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5 }}>
          {keys}
        </Box>
      </ButtonBase>
      <Tooltip title={translate('app.search.field_label')}>
        <IconButton onClick={() => setOpen(true)} aria-label={translate('app.search.field_label')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }} color="inherit">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
