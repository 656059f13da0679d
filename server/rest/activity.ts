/**
 * The audit trail, read only (issue 13): GET /api/activity (the global Activity screen, 100 rows
 * a page, filters `filter_<key>` as in every list URL), GET /api/activity.csv (the filtered events
 * as CSV), GET /api/activity/staff (the staff filter's picker) and GET /api/activity/:entity/:id
 * (one record's history). There is no route that changes or deletes an event, and the table
 * refuses it too (migration 010). Every read goes through ../audit/visibility.ts, which leaves
 * staff accounts' events out for a role that may not view staff accounts (an Admin).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ENTITIES, isAuditEntity } from '../../domain/audit';
import { LIST_PAGE_SIZE } from '../../domain/constants';
import { isValidDate } from '../../domain/validation/rules';
import type { Db } from '../db/client';
import type { AuditEventRow, AuditFilters } from '../db/repositories/audit';
import { findStaffPage } from '../db/repositories/staff';
import { badInput } from '../errors';
import { toStaffMember } from '../services/staff';
import { csvLine } from '../export/csv';
import { readAuditBatches, readAuditPage } from '../audit/visibility';
import { signedIn } from './auth';
import { pageArgs } from './staff';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function dateFilter(raw: unknown, name: string, endOfDay: boolean): Date | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00.000Z` : raw);
  // A calendar day in years 1-9999, as the date picker writes it: JavaScript also reads
  // '-271821-04-20' or 31 February, which the trail's timestamps cannot be compared with.
  if (!isValidDate(raw) || Number.isNaN(date.getTime())) throw badInput(`${name} must be a date (YYYY-MM-DD).`, { [name]: 'Invalid date' });
  // "to 2026-11-25" includes that whole day.
  return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(date.getTime() + 86_400_000) : date;
}

export function auditFiltersOf(query: Record<string, unknown>): AuditFilters {
  const text = (key: string) => (typeof query[key] === 'string' && query[key] !== '' ? (query[key] as string).slice(0, 200) : undefined);
  const actorId = text('filter_actorId');
  if (actorId && !UUID.test(actorId)) throw badInput('filter_actorId must be a staff id.');
  const entity = text('filter_entity');
  if (entity && !isAuditEntity(entity)) throw badInput(`filter_entity must be one of ${AUDIT_ENTITIES.join(', ')}.`);
  return {
    actorId,
    actor: text('filter_actor'),
    entity,
    action: text('filter_action'),
    from: dateFilter(query.filter_from, 'filter_from', false),
    to: dateFilter(query.filter_to, 'filter_to', true),
  };
}

/**
 * The longest text of an event the Activity screens are sent: they show a change's first 120
 * characters (ui/activity/activityText.ts), and an event keeps the whole before and after of each
 * field, so a page of 100 edits of a 50,000-character description was a 10 MB answer. The CSV
 * keeps every change whole.
 */
export const ACTIVITY_TEXT_CHARS = 1_000;

/** A value with each of its texts cut to ACTIVITY_TEXT_CHARS, with an ellipsis (lists and groups of values too). */
function shortened(value: unknown): unknown {
  if (typeof value === 'string') return value.length > ACTIVITY_TEXT_CHARS ? `${value.slice(0, ACTIVITY_TEXT_CHARS)}…` : value;
  if (Array.isArray(value)) return value.map(shortened);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
  return value;
}

/** An event as the Activity screens read it: its texts shortened. */
export function toEvent(row: AuditEventRow) {
  return {
    ...row,
    at: row.at.toISOString(),
    summary: shortened(row.summary) as string | null,
    changes: shortened(row.changes) as AuditEventRow['changes'],
  };
}

const CSV_HEADER = ['When', 'Staff', 'Staff email', 'Entity', 'Record id', 'Action', 'Record', 'Changes'];

function csvRow(row: AuditEventRow): string {
  const changes = row.changes
    ? Object.entries(row.changes)
        .map(([field, [before, after]]) => `${field}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`)
        .join('; ')
    : '';
  return csvLine([row.at.toISOString(), row.actorName ?? '', row.actorEmail ?? '', row.entity, row.entityId, row.action, row.summary ?? '', changes]);
}

export function registerActivityRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/activity', async (request) => {
    const { page, size } = pageArgs(request.query, LIST_PAGE_SIZE);
    const { rows, total } = await readAuditPage(deps.db, signedIn(request.user), auditFiltersOf(request.query), page, size);
    return { content: rows.map(toEvent), totalElements: total };
  });

  // The Activity screen's staff picker: names and emails only, for everyone who may read the trail
  // (an Admin may not list the staff accounts themselves, with their roles and status).
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/activity/staff', async (request) => {
    const { page, size } = pageArgs(request.query, 20);
    const q = typeof request.query.filter_q === 'string' ? request.query.filter_q.trim().slice(0, 200) : '';
    const { rows, total } = await findStaffPage(deps.db, { q: q || undefined }, page, size);
    return {
      content: rows.map(toStaffMember).map(({ id, email, fullName }) => ({ id, email, fullName })),
      totalElements: total,
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/api/activity.csv', async (request, reply) => {
    const batches = readAuditBatches(deps.db, signedIn(request.user), auditFiltersOf(request.query));
    // the first batch before any header: a query that fails is an error answer, not a 200 cut short
    const first = await batches.next();
    async function* lines() {
      yield csvLine(CSV_HEADER);
      if (first.done) return;
      yield first.value.map(csvRow).join('');
      for await (const batch of batches) yield batch.map(csvRow).join('');
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="activity.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  });

  app.get<{ Params: { entity: string; id: string }; Querystring: Record<string, string | undefined> }>(
    '/api/activity/:entity/:id',
    async (request) => {
      const { entity, id } = request.params;
      if (!isAuditEntity(entity)) throw badInput(`entity must be one of ${AUDIT_ENTITIES.join(', ')}.`);
      const { page, size } = pageArgs(request.query, 10);
      const { rows, total } = await readAuditPage(deps.db, signedIn(request.user), { entity, entityId: id.slice(0, 200) }, page, size);
      return { content: rows.map(toEvent), totalElements: total };
    },
  );
}
