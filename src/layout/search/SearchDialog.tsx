/**
 * The global search box (Ctrl+K / ⌘K, or the search field of the top bar): one query over every
 * list, grouped by list. Arrow keys move through the hits and the "See all" links, Enter opens,
 * Esc closes; before anything is typed it offers the last few searches.
 */
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import {
  Box,
  Button,
  Dialog,
  Divider,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MIN_LENGTH } from '../../../domain/search';
import { entriesOf, type SearchEntry } from './entries';
import { useRecentSearches } from './recentSearches';
import { optionId, SearchNotice, SearchResults } from './SearchResults';
import { useGlobalSearch } from './useGlobalSearch';

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-label="Search"
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' }, '& .MuiDialog-paper': { mt: phone ? 0 : '10vh' } }}
    >
      {open && <SearchBox onClose={onClose} />}
    </Dialog>
  );
}

function SearchBox({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const search = useGlobalSearch(typed);
  const { recent, remember, clear } = useRecentSearches();

  const showRecent = typed.trim() === '' && recent.length > 0;
  const recentEntries: SearchEntry[] = showRecent ? recent.map((query) => ({ kind: 'recent', key: `recent:${query}`, query })) : [];
  const groupEntries = useMemo(() => entriesOf(search.groups), [search.groups]);
  const flat = showRecent ? recentEntries : groupEntries.flat();
  const activeKey = flat.some((e) => e.key === active) ? active : (flat[0]?.key ?? null);

  const open = (entry: SearchEntry) => {
    if (entry.kind === 'recent') {
      setTyped(entry.query);
      setActive(null);
      return;
    }
    remember(typed);
    onClose();
    navigate(entry.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!flat.length) return;
    const index = Math.max(0, flat.findIndex((e) => e.key === activeKey));
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = flat[(index + (event.key === 'ArrowDown' ? 1 : flat.length - 1)) % flat.length];
      setActive(next.key);
      document.getElementById(optionId(next.key))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(flat[index]);
    }
  };

  const short = typed.trim() !== '' && !search.enabled && typed.trim().length < SEARCH_MIN_LENGTH;
  return (
    <>
      <TextField
        autoFocus
        fullWidth
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={translate('app.search.placeholder')}
        variant="standard"
        slotProps={{
          htmlInput: {
            'aria-label': translate('app.search.field_label'),
            role: 'combobox',
            'aria-expanded': flat.length > 0,
            'aria-controls': 'global-search-results',
            'aria-activedescendant': activeKey ? optionId(activeKey) : undefined,
            autoComplete: 'off',
            maxLength: 100,
          },
          input: {
            disableUnderline: true,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            // phones have no Esc key: the full-screen box closes here
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={translate('app.search.close')} onClick={onClose} edge="end" size="small">
                  <CloseIcon />
                </IconButton>
              </InputAdornment>
            ),
            sx: { px: 2, py: 1.5, fontSize: '1.1rem' },
          },
        }}
      />
      <Box sx={{ height: 2 }}>{search.isFetching && <LinearProgress aria-label={translate('app.search.searching')} />}</Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', maxHeight: { sm: '60vh' }, flex: 1 }}>
        {showRecent && (
          <List dense disablePadding role="listbox" id="global-search-results" aria-label={translate('app.search.recent')}>
            <ListSubheader sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', lineHeight: '32px' }}>
              {translate('app.search.recent')}
              <Button size="small" onClick={clear}>
                {translate('app.search.clear_recent')}
              </Button>
            </ListSubheader>
            {recentEntries.map((entry) => (
              <ListItemButton
                key={entry.key}
                id={optionId(entry.key)}
                role="option"
                aria-selected={entry.key === activeKey}
                selected={entry.key === activeKey}
                onMouseMove={() => setActive(entry.key)}
                onClick={() => open(entry)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <HistoryIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={entry.kind === 'recent' ? entry.query : ''} />
              </ListItemButton>
            ))}
          </List>
        )}
        {short && <SearchNotice>{translate('app.search.too_short', { min: SEARCH_MIN_LENGTH })}</SearchNotice>}
        {search.isError && <SearchNotice>{translate('app.search.failed')}</SearchNotice>}
        {search.settled && search.groups.length === 0 && (
          <SearchNotice>{translate('app.search.no_results', { query: search.query })}</SearchNotice>
        )}
        {!search.isError && search.groups.length > 0 && (
          <SearchResults groups={search.groups} entries={groupEntries} active={activeKey} onHover={setActive} onOpen={open} />
        )}
      </Box>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, display: { xs: 'none', sm: 'block' } }}>
        {translate('app.search.hint')}
      </Typography>
    </>
  );
}
