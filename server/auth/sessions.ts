/**
 * Server-side sessions. The browser holds a random 32-byte token; the database holds its SHA-256,
 * so a leaked table cannot be replayed. Sessions slide: a session used after half its lifetime is
 * extended, so a person at work is not signed out mid-task.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from '../db/repositories/sessions';
import type { SessionUser } from '../graphql/context';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: string, ttlHours: number): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await insertSession(db, { tokenHash, userId, expiresAt });
  // Sign-in is rare enough to carry the clean-up of sessions nobody will present again.
  await deleteExpiredSessions(db);
  return { token, tokenHash, expiresAt };
}

export interface ResolvedSession {
  user: SessionUser;
  tokenHash: string;
  /** Set when the session was extended: the cookie should be sent again. */
  renewedUntil: Date | null;
  /** Every table's version when the session was read (server/db/tableVersions.ts). */
  tableVersions: string;
}

export async function resolveSession(db: Db, token: string, ttlHours: number): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const session = await findSessionWithUser(db, tokenHash);
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await deleteSession(db, tokenHash);
    return null;
  }
  let renewedUntil: Date | null = null;
  const ttlMs = ttlHours * 3_600_000;
  if (session.expiresAt.getTime() - now < ttlMs / 2) {
    renewedUntil = new Date(now + ttlMs);
    await extendSession(db, tokenHash, renewedUntil);
  }
  return {
    user: { id: session.userId, email: session.email, firstName: session.firstName, lastName: session.lastName, role: session.role },
    tokenHash,
    renewedUntil,
    tableVersions: session.tableVersions,
  };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
}

/** After a password change: every other device must sign in again with the new password. */
export async function endOtherSessions(db: Db, userId: string, keepTokenHash: string | null): Promise<number> {
  return deleteOtherSessions(db, userId, keepTokenHash);
}
