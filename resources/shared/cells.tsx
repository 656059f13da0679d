/** Cell text of a definition column, and the coloured status dot and chip. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { ListColumn, RecordData } from './definition';
import { formatListDate } from './dates';
import { capitalise, readPath } from './format';
import { formatAge } from './list/age';
import { statusColor, statusDotColour } from './statusColors';

export function cellText(column: ListColumn, record: RecordData, translate: TranslateFunction): string {
  const raw = column.value ? column.value(record) : readPath(record, column.source);
  switch (column.kind) {
    case 'date':
      return formatListDate(raw);
    case 'age':
      return formatAge(raw);
    case 'yesNo':
      if (raw === true) return translate('ra.boolean.true', { _: 'Yes' });
      if (raw === false) return translate('ra.boolean.false', { _: 'No' });
      return '';
    case 'capitalised':
    case 'statusDot':
    case 'statusChip':
      return capitalise(raw);
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

/** A cell as shown: text, or the dot / chip for status columns. */
export function cellContent(column: ListColumn, record: RecordData, translate: TranslateFunction): ReactNode {
  const text = cellText(column, record, translate);
  if (column.kind === 'statusDot') return <StatusDot status={readPath(record, column.source)} label={text} />;
  if (column.kind === 'statusChip') return <StatusChip status={readPath(record, column.source)} label={text} />;
  return text;
}

export function StatusDot({ status, label }: { status: unknown; label: string }) {
  const colour = statusDotColour(status);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden data-colour={colour} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colour }} />
      {label}
    </Box>
  );
}

/** A status as a coloured chip: company requests (spec §2: approved success, rejected error, pending warning) and companies. */
export function StatusChip({ status, label }: { status: unknown; label: string }) {
  return <Chip size="small" color={statusColor(status)} label={label} />;
}
