/**
 * Which audit events a staff member may read: the one rule every read of the trail goes through.
 * The Activity list, its CSV and a record's history (server/rest/activity.ts) read events only
 * through readAuditPage and readAuditBatches below, never the repository's queries directly.
 *
 * A staff account's events (its creation, role changes with the roles before and after, password
 * resets, sign-ins, and failed sign-ins with the email as typed) are staff administration: they go
 * with viewing staff accounts. A role that may not view them (an Admin) gets none of them from any
 * read: the general list and its CSV leave them out, and asking for them by name (the entity
 * filter `staff`, or one account's history) is refused with the same message as the staff routes.
 */
import { can, forbiddenMessage } from '../auth/roles';
import type { Db } from '../db/client';
import { auditBatches, type AuditEventRow, type AuditFilters, findAuditPage } from '../db/repositories/audit';
import { forbidden } from '../errors';

/** The right a staff account's history needs: viewing the account (server/auth/access.ts checks it on GET /api/activity/staff/:id too). */
export const STAFF_HISTORY = { resource: 'staff', action: 'show' } as const;

/** The audit entity of staff accounts' events (domain/audit.ts). */
const STAFF_ENTITY = 'staff';

export interface AuditReader {
  role: string;
}

export function mayReadStaffHistory(reader: AuditReader): boolean {
  return can(reader.role, STAFF_HISTORY.resource, STAFF_HISTORY.action);
}

/**
 * The filters narrowed to what the reader may see: unchanged for a role that may view staff
 * accounts; otherwise staff events are left out, and a read that names them is refused (403).
 */
export function visibleAuditFilters(reader: AuditReader, filters: AuditFilters): AuditFilters {
  if (mayReadStaffHistory(reader)) return filters;
  if (filters.entity === STAFF_ENTITY) throw forbidden(forbiddenMessage(reader.role, STAFF_HISTORY.resource, STAFF_HISTORY.action));
  return { ...filters, exceptEntities: [STAFF_ENTITY] };
}

/** A page of the events the reader may see, newest first. */
export function readAuditPage(db: Db, reader: AuditReader, filters: AuditFilters, page: number, size: number): Promise<{ rows: AuditEventRow[]; total: number }> {
  return findAuditPage(db, visibleAuditFilters(reader, filters), page, size);
}

/**
 * Every event the reader may see, in batches (the CSV). The rule is applied here, before the first
 * batch is asked for, so a refusal is an error answer, not a file cut short.
 */
export function readAuditBatches(db: Db, reader: AuditReader, filters: AuditFilters): AsyncGenerator<AuditEventRow[]> {
  return auditBatches(db, visibleAuditFilters(reader, filters));
}
