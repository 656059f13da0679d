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

/** Every matching event, newest first, in batches (the CSV export). */
export async function* auditBatches(db: Db, filters: AuditFilters, batch = 1000): AsyncGenerator<AuditEventRow[]> {
  let before: { at: Date; id: number } | null = null;
  for (;;) {
    let query = db.selectFrom('audit_events').where(where(filters));
    if (before) {
      const b: { at: Date; id: number } = before;
      query = query.where((eb) => eb.or([eb('at', '<', b.at), eb.and([eb('at', '=', b.at), eb('id', '<', b.id)])]));
    }
    const rows = await query.select(columns).orderBy('at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    before = { at: last.at, id: last.id };
    if (rows.length < batch) return;
  }
}
