/** SQL for staff users. Emails are matched case-insensitively (the unique index is on lower(email)). */
import { sql } from 'kysely';
import type { Db } from '../client';

export interface StaffUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  passwordHash: string;
}

const columns = [
  'id',
  'email',
  'first_name as firstName',
  'last_name as lastName',
  'role',
  'password_hash as passwordHash',
] as const;

export async function findUserById(db: Db, id: string): Promise<StaffUserRow | null> {
  const row = await db.selectFrom('staff_users').select(columns).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<StaffUserRow | null> {
  const row = await db
    .selectFrom('staff_users')
    .select(columns)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function insertUser(
  db: Db,
  user: { id: string; email: string; firstName: string; lastName: string; role: string; passwordHash: string; mustChangePassword?: boolean },
): Promise<void> {
  await db
    .insertInto('staff_users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      password_hash: user.passwordHash,
      ...(user.mustChangePassword === undefined ? {} : { must_change_password: user.mustChangePassword }),
    })
    .execute();
}

export async function updateUserNames(db: Db, id: string, firstName: string, lastName: string): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ first_name: firstName, last_name: lastName, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function updateUserPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('staff_users')
    // The person chose their own password: a temporary one set by an administrator is gone.
    .set({ password_hash: passwordHash, must_change_password: false, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
