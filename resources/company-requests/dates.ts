/** Detail dates as the audit block shows them (spec §3): MMM DD, YYYY at h:mm A; a dash when missing. */
import { format, isValid, parseISO } from 'date-fns';

export function formatDetailDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '-';
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM dd, yyyy 'at' h:mm a") : '-';
}
