/**
 * The top bar's search field: it opens the search box, as Ctrl+K (⌘K on a Mac) does from
 * anywhere in the console, even while typing in a form (the browser's own Ctrl+K is only a
 * shortcut to its address bar).
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePrefetchSoon } from '../../usePrefetchSoon';
import { searchKeyLabel } from '../shortcuts/shortcuts';

// The search box is not part of any page's first paint: its code is fetched a moment after the
// layout mounts (so Ctrl+K soon after a load finds it in), not with the console's own chunks.
const loadSearchDialog = () => import('./SearchDialog');
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));

export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

export function GlobalSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: closing plays the dialog's exit transition.
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.isComposing) return;
      event.preventDefault();
      setMounted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  usePrefetchSoon(loadSearchDialog);
  const keys = searchKeyLabel();
  return (
    <>
      <ButtonBase
        onClick={show}
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
        <IconButton onClick={show} aria-label={translate('app.search.field_label')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }} color="inherit">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
