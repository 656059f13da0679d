/** SQL for sign-in sessions. Only the SHA-256 of a token is ever stored or looked up. */
import type { Db } from '../client';
import { sql } from 'kysely';
import { fixedStatement, runCompiled } from '../fixedStatement';
import { tableVersionsSql } from '../tableVersions';

export interface SessionRow {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  /** When the person signed in: the absolute lifetime counts from here. */
  createdAt: Date;
}

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
    })
    .execute();
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['token_hash as tokenHash', 'user_id as userId', 'expires_at as expiresAt', 'created_at as createdAt'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ?? null;
}

export interface SessionWithUser extends SessionRow {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  mustChangePassword: boolean;
  /** Every table's version, read in the same statement (server/db/tableVersions.ts); null when not asked for. */
  tableVersions: string | null;
}

/**
 * A session and its user by token hash; with `tableVersions`, every table's version read in the
 * same statement (for the read cache: one statement on every signed-in request). Without the
 * read cache nothing uses them, and they are not read.
 */
export async function findSessionWithUser(db: Db, tokenHash: string, options: { tableVersions: boolean }): Promise<SessionWithUser | null> {
  const lookup = options.tableVersions ? sessionWithVersions : sessionAlone;
  const { rows } = await runCompiled(db, lookup(db, tokenHash));
  const row = rows[0];
  if (!row) return null;
  return { ...row, tableVersions: options.tableVersions ? (row.tableVersions ?? '') : null };
}

const sessionQuery = (db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('staff_users', 'staff_users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash as tokenHash',
      'sessions.user_id as userId',
      'sessions.expires_at as expiresAt',
      'sessions.created_at as createdAt',
      'staff_users.email as email',
      'staff_users.first_name as firstName',
      'staff_users.last_name as lastName',
      'staff_users.role as role',
      'staff_users.must_change_password as mustChangePassword',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    // A deactivated account's sessions are ended with it; this keeps any straggler out too.
    .where('staff_users.status', '=', 'active');

// The lookup runs on every signed-in request: its text is made once (./fixedStatement.ts).
const sessionAlone = fixedStatement((db, tokenHash) => sessionQuery(db, tokenHash).select(sql<null>`NULL`.as('tableVersions')));
const sessionWithVersions = fixedStatement((db, tokenHash) => sessionQuery(db, tokenHash).select(tableVersionsSql().as('tableVersions')));

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

/** Counts one more wrong current password through the session; returns the session's count. */
export async function addPasswordGuess(db: Db, tokenHash: string): Promise<number> {
  const row = await db
    .updateTable('sessions')
    .set((eb) => ({ password_guesses: eb('password_guesses', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('password_guesses')
    .executeTakeFirst();
  return row?.password_guesses ?? 0;
}

export async function clearPasswordGuesses(db: Db, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ password_guesses: 0 }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user except the one given (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string | null): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends a person's oldest sessions beyond their newest `keep` (the one just made among them);
 * returns how many ended.
 */
export async function deleteSessionsBeyond(db: Db, userId: string, keep: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', 'in', (eb) =>
      eb.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('token_hash').offset(keep),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
