/** SQL for staff administration (issue 13): the staff list, roles, status and their sessions. */
import { sql } from 'kysely';
import type { Db } from '../client';
import { insertUser } from './users';

export interface StaffRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
  lastSignInAt: Date | null;
  mustChangePassword: boolean;
  createdAt: Date;
}

const columns = [
  'id',
  'email',
  'first_name as firstName',
  'last_name as lastName',
  'role',
  'status',
  'last_sign_in_at as lastSignInAt',
  'must_change_password as mustChangePassword',
  'created_at as createdAt',
] as const;

export interface StaffFilters {
  q?: string;
  role?: string;
  status?: string;
}

export async function findStaffPage(db: Db, filters: StaffFilters, page: number, size: number): Promise<{ rows: StaffRow[]; total: number }> {
  let query = db.selectFrom('staff_users');
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('email', 'ilike', like), eb(sql<string>`first_name || ' ' || last_name`, 'ilike', like)]),
    );
  }
  if (filters.role) query = query.where('role', '=', filters.role);
  if (filters.status) query = query.where('status', '=', filters.status);
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy('created_at', 'asc').orderBy('id').limit(size).offset(page * size).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findStaff(db: Db, id: string): Promise<StaffRow | null> {
  return (await db.selectFrom('staff_users').select(columns).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Whether anyone can manage staff: an active Super Admin exists. */
export async function hasActiveSuperAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'Super Admin')
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The active Super Admins, locked until the transaction ends: two demotions cannot both pass. */
export async function lockActiveSuperAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'Super Admin')
    .where('status', '=', 'active')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** A staff account added by an administrator: its password is temporary until changed. */
export const insertStaff = (
  db: Db,
  user: { id: string; email: string; firstName: string; lastName: string; role: string; passwordHash: string; mustChangePassword: boolean },
): Promise<void> => insertUser(db, user);

export async function updateStaff(
  db: Db,
  id: string,
  set: Partial<{ firstName: string; lastName: string; role: string; status: string; passwordHash: string; mustChangePassword: boolean }>,
): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({
      ...(set.firstName !== undefined ? { first_name: set.firstName } : {}),
      ...(set.lastName !== undefined ? { last_name: set.lastName } : {}),
      ...(set.role !== undefined ? { role: set.role } : {}),
      ...(set.status !== undefined ? { status: set.status } : {}),
      ...(set.passwordHash !== undefined ? { password_hash: set.passwordHash } : {}),
      ...(set.mustChangePassword !== undefined ? { must_change_password: set.mustChangePassword } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function recordSignIn(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('staff_users').set({ last_sign_in_at: at }).where('id', '=', id).execute();
}

export async function setSessionClient(db: Db, tokenHash: string, userAgent: string | null, ip: string | null): Promise<void> {
  await db.updateTable('sessions').set({ user_agent: userAgent?.slice(0, 300) ?? null, ip }).where('token_hash', '=', tokenHash).execute();
}

export interface OwnSessionRow {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function findUserSessions(db: Db, userId: string): Promise<OwnSessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['token_hash as tokenHash', 'created_at as createdAt', 'expires_at as expiresAt', 'user_agent as userAgent', 'ip'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every session of the user ends at once: their next request answers 401. */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
