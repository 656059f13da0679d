/** Audit block values (spec §3 "Other shapes"): 'MMM DD, YYYY at h:mm A', 'Unknown', '-'. */
import { format, isValid, parseISO } from 'date-fns';

export interface AuditFields {
  createdAt?: string | null;
  createdBy?: string | null;
  updatedAt?: string | null;
  updatedBy?: string | null;
}

/** e.g. 'Mar 05, 2025 at 3:07 PM'; null for a missing or unreadable date. */
export function formatAuditDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM dd, yyyy 'at' h:mm a") : null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The four shown values; `unknown` is the translated 'Unknown'. */
export function auditValues(record: AuditFields, unknown: string) {
  return {
    createdAt: formatAuditDate(record.createdAt) ?? '-',
    createdBy: present(record.createdBy) ? record.createdBy : unknown,
    updatedAt: formatAuditDate(record.updatedAt) ?? '-',
    updatedBy: present(record.updatedBy) ? record.updatedBy : '-',
  };
}
