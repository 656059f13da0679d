/** Audit block values (spec §3 "Other shapes"): 'MMM DD, YYYY at h:mm A', 'Unknown', '-'. */
import { formatAuditDate } from '../dates';

export { formatAuditDate };

export interface AuditFields {
  createdAt?: string | null;
  createdBy?: string | null;
  updatedAt?: string | null;
  updatedBy?: string | null;
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
