/** Job values shown in view mode. */
import { format, isValid, parseISO } from 'date-fns';

/** 'YYYY-MM-DD' (or a full ISO time) as 'Dec 31, 2026'; other text as it is; null when missing. */
export function formatExpiryDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM dd, yyyy') : value;
}
