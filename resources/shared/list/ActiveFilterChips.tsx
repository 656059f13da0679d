/** The filters in force as chips (spec §2): removing one, or Clear All, drops its filter_ parameter. */
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceName } from '../definition';
import { filterLabel, filterValueText } from './filterColumns';
import { hasValue, withoutFilter } from './filterEntries';

export function ActiveFilterChips({ resource }: { resource: ResourceName }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const active = Object.entries((filterValues ?? {}) as Record<string, unknown>).filter(([, value]) => hasValue(value));
  if (active.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      role="group"
      aria-label={translate('resources.shared.list.filters.active')}
      sx={{ mb: 2 }}
    >
      {active.map(([key, value]) => {
        const label = `${filterLabel(resource, key, translate)}: ${filterValueText(resource, key, value, translate)}`;
        return (
          <Chip
            key={key}
            label={label}
            color="primary"
            variant="outlined"
            onDelete={() => setFilters(withoutFilter(filterValues, key), {})}
            deleteIcon={<CancelIcon titleAccess={translate('resources.shared.list.filters.remove_chip', { label })} />}
          />
        );
      })}
      <Button size="small" onClick={() => setFilters({}, {})}>
        {translate('resources.shared.list.filters.clear_all')}
      </Button>
    </Stack>
  );
}
