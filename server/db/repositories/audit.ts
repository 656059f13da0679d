/** SQL for the audit trail (migration 010). Only reads and the sign-in events: no update, no delete. */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { isValidEmail } from '../../../domain/validation/rules';
import type { Db } from '../client';
import type { Database } from '../database';

export interface AuditEventRow {
  id: number;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  summary: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}

export interface AuditFilters {
  actorId?: string;
  /** Part of the staff member's email or name, or their whole email (what the staff picker writes). */
  actor?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Kinds of record left out: those the reader may not view (server/audit/visibility.ts). */
  exceptEntities?: readonly string[];
}

const columns = [
  'id',
  'at',
  'actor_id as actorId',
  'actor_email as actorEmail',
  'actor_name as actorName',
  'entity',
  'entity_id as entityId',
  'action',
  'summary',
  'changes',
] as const;

/** Sign-in, sign-in failed and sign-out: events with no row change of their own to trigger on. */
export async function insertAuthEvent(
  db: Db,
  event: { actorId: string | null; actorEmail: string; actorName: string | null; action: string },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      actor_id: event.actorId,
      actor_email: event.actorEmail.slice(0, 320),
      actor_name: event.actorName,
      entity: 'staff',
      entity_id: event.actorId ?? '',
      action: event.action,
      summary: event.actorEmail.slice(0, 320),
    })
    .execute();
}

function where(filters: AuditFilters) {
  return (eb: ExpressionBuilder<Database, 'audit_events'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (filters.actorId) parts.push(eb('actor_id', '=', filters.actorId));
    // A whole address names one person: picking ann@example.com must not also show joann@example.com.
    if (filters.actor && isValidEmail(filters.actor)) parts.push(eb(sql`lower(actor_email)`, '=', filters.actor.trim().toLowerCase()));
    else if (filters.actor) {
      const like = `%${filters.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(eb.or([eb('actor_email', 'ilike', like), eb('actor_name', 'ilike', like)]));
    }
    if (filters.entity) parts.push(eb('entity', '=', filters.entity));
    if (filters.exceptEntities?.length) parts.push(eb('entity', 'not in', filters.exceptEntities));
    if (filters.entityId) parts.push(eb('entity_id', '=', filters.entityId));
    if (filters.action) parts.push(eb('action', '=', filters.action));
    if (filters.from) parts.push(eb('at', '>=', filters.from));
    if (filters.to) parts.push(eb('at', '<', filters.to));
    return parts.length ? eb.and(parts) : sql<SqlBool>`true`;
  };
}

/** Newest first. The total is counted only for the first pages' pagination (bounded by the index). */
export async function findAuditPage(db: Db, filters: AuditFilters, page: number, size: number): Promise<{ rows: AuditEventRow[]; total: number }> {
  const base = db.selectFrom('audit_events').where(where(filters));
  const [rows, count] = await Promise.all([
    base.select(columns).orderBy('at', 'desc').orderBy('id', 'desc').limit(size).offset(page * size).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Bytes of events' changes and summaries a CSV batch holds at most (one event is always taken). An
 * event keeps the whole before and after of each field changed: an edit of a job's description at
 * its 50,000 characters is ~100 KB, so a batch of 1,000 such events held 100 MB of text, ~770 MB
 * of memory once read and written (four exports at once: 2.5 GB).
 */
export const AUDIT_BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Every matching event, newest first, in batches (the CSV export): up to `batch` events, fewer
 * when their changes would pass `maxBytes` (weighed in the database first, no text read).
 */
export async function* auditBatches(db: Db, filters: AuditFilters, batch = 1000, maxBytes = AUDIT_BATCH_BYTES): AsyncGenerator<AuditEventRow[]> {
  // The last event read, by id: its time is compared in the database, where it has microseconds
  // (a Date keeps milliseconds, and events of one transaction share one time).
  let before: number | null = null;
  // Events weighed a step: twice what the last batch took (from 100, up to `batch`), so that heavy
  // events are not weighed again and again (a batch of 20 events of 100 KB weighs ~40, not 1,000).
  let ahead = Math.min(batch, 100);
  for (;;) {
    let query = db.selectFrom('audit_events').where(where(filters));
    if (before !== null) query = query.where(sql<SqlBool>`(at, id) < (SELECT l.at, l.id FROM audit_events l WHERE l.id = ${before})`);
    const weighed = await query
      .select(['id', sql<number>`coalesce(octet_length(changes::text), 0) + coalesce(octet_length(summary), 0)`.as('bytes')])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(ahead)
      .execute();
    if (weighed.length === 0) return;
    let taken = 0;
    for (let bytes = 0; taken < weighed.length; taken++) {
      bytes += Number(weighed[taken].bytes);
      if (taken > 0 && bytes > maxBytes) break;
    }
    const ids = weighed.slice(0, taken).map((r) => r.id);
    yield await db.selectFrom('audit_events').where('id', 'in', ids).select(columns).orderBy('at', 'desc').orderBy('id', 'desc').execute();
    before = weighed[taken - 1].id;
    if (weighed.length < ahead && taken === weighed.length) return;
    ahead = Math.min(batch, Math.max(16, taken * 2));
  }
}
