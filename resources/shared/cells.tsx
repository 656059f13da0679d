/** Cell text of a definition column, and the coloured status dot. */
import Box from '@mui/material/Box';
import type { TranslateFunction } from 'react-admin';
import type { ListColumn, RecordData } from './definition';
import { formatListDate } from './dates';
import { capitalise, readPath } from './format';

export function cellText(column: ListColumn, record: RecordData, translate: TranslateFunction): string {
  const raw = column.value ? column.value(record) : readPath(record, column.source);
  switch (column.kind) {
    case 'date':
      return formatListDate(raw);
    case 'yesNo':
      if (raw === true) return translate('ra.boolean.true', { _: 'Yes' });
      if (raw === false) return translate('ra.boolean.false', { _: 'No' });
      return '';
    case 'capitalised':
    case 'statusDot':
      return capitalise(raw);
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

const DOT_COLOURS: Record<string, string> = {
  accepted: 'success.main',
  approved: 'success.main',
  active: 'success.main',
  pending: 'warning.main',
  rejected: 'error.main',
};

export function StatusDot({ status, label }: { status: unknown; label: string }) {
  const colour = typeof status === 'string' ? (DOT_COLOURS[status] ?? 'grey.500') : 'grey.500';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colour }} />
      {label}
    </Box>
  );
}
