/** How a person (employer, job seeker) is named in lists and titles. */
import type { RecordData } from './definition';
import { readPath } from './format';

export const personName = (record: RecordData): string | null => {
  const full = readPath(record, 'personalDetails.fullName');
  if (typeof full === 'string' && full.trim() !== '') return full;
  const parts = [readPath(record, 'personalDetails.firstName'), readPath(record, 'personalDetails.lastName')].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : null;
};
