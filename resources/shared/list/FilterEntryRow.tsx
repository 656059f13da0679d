/** One filter of the Smart Filters drawer: its column, its value (Yes/No or a status where the column has choices), remove. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FilterColumnView } from './filterColumns';
import type { FilterEntry } from './filterEntries';

export interface FilterEntryRowProps {
  entry: FilterEntry;
  /** This entry's own column plus the columns no other entry uses */
  columns: readonly FilterColumnView[];
  onChange: (entry: FilterEntry) => void;
  onRemove: () => void;
  /** Focus the value when the row is added, so typing can start at once */
  autoFocus?: boolean;
}

export function FilterEntryRow({ entry, columns, onChange, onRemove, autoFocus }: FilterEntryRowProps) {
  const translate = useTranslate();
  const column = columns.find((c) => c.key === entry.columnName);
  const valueLabel = translate('resources.shared.list.filters.value');
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" data-testid="filter-entry">
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          select
          size="small"
          fullWidth
          label={translate('resources.shared.list.filters.column')}
          value={entry.columnName}
          // A new column's value means nothing in the old one (text vs Yes/No): start blank.
          onChange={(event) => onChange({ columnName: event.target.value, searchValue: '' })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {columns.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </TextField>
        {column?.choices ? (
          <TextField
            select
            size="small"
            fullWidth
            label={column.label}
            value={entry.searchValue}
            onChange={(event) => onChange({ ...entry, searchValue: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('resources.shared.list.filters.choose')}</option>
            {column.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField
            size="small"
            fullWidth
            label={column ? column.label : valueLabel}
            placeholder={valueLabel}
            value={entry.searchValue}
            autoFocus={autoFocus}
            onChange={(event) => onChange({ ...entry, searchValue: event.target.value })}
          />
        )}
      </Stack>
      <IconButton aria-label={translate('resources.shared.list.filters.remove')} title={translate('resources.shared.list.filters.remove')} onClick={onRemove}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
