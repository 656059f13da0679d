/** The page header of spec §2: title, the filter control (with the copy-link action), Export CSV, Add New. */
import FilterListIcon from '@mui/icons-material/FilterList';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { AddNewButton } from '../AddNewButton';
import type { ResourceName } from '../definition';
import { ExportCsvButton } from './ExportCsvButton';
import { anyFilterActive, hasValue } from './filterEntries';
import { FILTERS_BUTTON_MARK } from './filtersButtonMark';
import { useCopyListLink } from './useCopyListLink';

export interface ListPageHeaderProps {
  resource: ResourceName;
  onOpenFilters: () => void;
  addNew?: boolean;
}

export function ListPageHeader({ resource, onOpenFilters, addNew = false }: ListPageHeaderProps) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const copyLink = useCopyListLink();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  const active = anyFilterActive(values);
  const count = Object.values(values).filter(hasValue).length;
  const copyLabel = translate('resources.shared.list.copy_link.action');
  return (
    <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      {/* On a phone the title has its own line and the actions sit together under it. */}
      <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: { xs: '100%', sm: 160 }, fontWeight: 600 }}>
        {translate(`resources.${resource}.name`, { smart_count: 2 })}
      </Typography>
      <Button
        variant={active ? 'contained' : 'outlined'}
        color="primary"
        startIcon={<FilterListIcon />}
        onClick={onOpenFilters}
        data-active={active ? 'true' : 'false'}
        {...FILTERS_BUTTON_MARK}
      >
        {translate('resources.shared.list.filters.open')}
        {count > 0 ? ` (${count})` : ''}
      </Button>
      <IconButton aria-label={copyLabel} title={copyLabel} onClick={() => void copyLink()} color={active ? 'primary' : 'default'}>
        <LinkIcon />
      </IconButton>
      <ExportCsvButton resource={resource} />
      {addNew && <AddNewButton resource={resource} />}
    </Stack>
  );
}
