/** List dates (kept apart from format.ts so the date library loads with the lists, not the shell). */
import { format, isValid, parseISO } from 'date-fns';

/** dd/MM/yyyy as spec §2 shows list dates; '' for missing or unreadable dates. */
export function formatListDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
}
