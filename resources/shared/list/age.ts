/** How long ago a date was, in words ('3 days ago'), for the company requests' age column. */
import { formatDistanceToNow, isValid, parseISO } from 'date-fns';

export function formatAge(value: unknown, now: Date = new Date()): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = parseISO(value);
  if (!isValid(date)) return '';
  // A clock a little behind the server's would otherwise say 'in less than a minute'.
  return formatDistanceToNow(date > now ? now : date, { addSuffix: true });
}
