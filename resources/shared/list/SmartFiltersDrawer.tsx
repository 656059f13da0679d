/**
 * The Smart Filters drawer (spec §2, §5): add a column filter, edit its value, Apply Search
 * (disabled until one value is non-blank; blank filters dropped), Clear All. Edits stay a draft
 * until applied; applying sets react-admin's filters, which ListUrlSync writes to the URL.
 */
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceName } from '../definition';
import { filterSpecsOf, useFilterColumns } from './filterColumns';
import { canApply, toFilterEntries, toFilterValues } from './filterEntries';
import type { FilterEntry } from './filterEntries';
import { FilterEntryRow } from './FilterEntryRow';
import { SavedViewsSection } from './views/SavedViewsSection';

export interface SmartFiltersDrawerProps {
  resource: ResourceName;
  open: boolean;
  onClose: () => void;
}

export function SmartFiltersDrawer({ resource, open, onClose }: SmartFiltersDrawerProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const columns = useFilterColumns(resource);
  const [entries, setEntries] = useState<FilterEntry[]>([]);
  const [added, setAdded] = useState(-1);

  // Each opening starts from the filters in force, not from an abandoned draft.
  useEffect(() => {
    if (open) {
      setEntries(toFilterEntries(filterValues ?? {}, columns.map((c) => c.key)));
      setAdded(-1);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const used = new Set(entries.map((e) => e.columnName));
  const free = columns.filter((c) => !used.has(c.key));
  const addFilter = () => {
    if (!free[0]) return;
    setAdded(entries.length);
    setEntries([...entries, { columnName: free[0].key, searchValue: '' }]);
  };
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    // Enter in a value field submits the form: it obeys the same rule as the button.
    if (!canApply(entries)) return;
    setFilters(toFilterValues(entries, filterSpecsOf(resource)), {});
    onClose();
  };
  const clearAll = () => {
    setEntries([]);
    setFilters({}, {});
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}>
      <Box
        component="form"
        noValidate
        onSubmit={apply}
        role="dialog"
        aria-labelledby="smart-filters-title"
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
          <Typography id="smart-filters-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('resources.shared.list.filters.title')}
          </Typography>
          <IconButton aria-label={translate('resources.shared.list.filters.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Stack spacing={2.5} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
          <SavedViewsSection resource={resource} draft={toFilterValues(entries, filterSpecsOf(resource))} onOpened={onClose} />
          <Divider />
          {entries.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.shared.list.filters.none')}
            </Typography>
          )}
          {entries.map((entry, index) => (
            <FilterEntryRow
              key={`${index}-${entry.columnName}`}
              entry={entry}
              autoFocus={index === added}
              columns={columns.filter((c) => c.key === entry.columnName || !used.has(c.key))}
              onChange={(next) => setEntries(entries.map((e, i) => (i === index ? next : e)))}
              onRemove={() => setEntries(entries.filter((_, i) => i !== index))}
            />
          ))}
          <Box>
            <Button startIcon={<AddIcon />} onClick={addFilter} disabled={free.length === 0}>
              {translate('resources.shared.list.filters.add')}
            </Button>
            {free.length === 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {translate('resources.shared.list.filters.all_used')}
              </Typography>
            )}
          </Box>
        </Stack>
        <Divider />
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ p: 2 }}>
          <Button color="inherit" onClick={clearAll}>
            {translate('resources.shared.list.filters.clear_all')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canApply(entries)}>
            {translate('resources.shared.list.filters.apply')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
