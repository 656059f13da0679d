/** View-mode label/value pairs: a missing value shows a dash (spec §5 "Other rules"). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The value as text, or '-' when it is missing or blank. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '-';
  const text = String(value);
  return text.trim() === '' ? '-' : text;
}

export interface LabeledValueProps {
  /** Translation key or text. */
  label: string;
  /** Plain values are shown with displayValue; elements as they are. */
  value: unknown;
}

export function LabeledValue({ label, value }: LabeledValueProps) {
  const translate = useTranslate();
  const shown: ReactNode = isElementLike(value) ? value : displayValue(value);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label, { _: label })}
      </Typography>
      <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {shown}
      </Typography>
    </Box>
  );
}

const isElementLike = (value: unknown): value is ReactNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && '$$typeof' in (value as object);

/** One column on phones, two from the sm breakpoint (inputs and values alike). */
export function ValueGrid({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>
      {children}
    </Box>
  );
}
