/**
 * Server-side sessions. The browser holds a random 32-byte token; the database holds its SHA-256,
 * so a leaked table cannot be replayed. Sessions slide: a session used after half its idle
 * lifetime is extended, so a person at work is not signed out mid-task; but never past its
 * absolute lifetime from sign-in, so a stolen cookie kept busy does not last forever.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionsBeyond,
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

/** SESSION_TTL_HOURS (idle) and SESSION_MAX_HOURS (absolute). */
export interface SessionLifetime {
  ttlHours: number;
  maxHours: number;
}

const HOUR_MS = 3_600_000;

/**
 * Sessions one person may hold at once: a browser per device and then some. Beyond it, each new
 * sign-in ends the person's oldest session, so a script signing in again and again (with a
 * password it has) cannot fill the table; a real person never sees it.
 */
export const MAX_SESSIONS_PER_PERSON = 20;

export async function createSession(db: Db, userId: string, lifetime: SessionLifetime): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const now = Date.now();
  const expiresAt = new Date(now + Math.min(lifetime.ttlHours, lifetime.maxHours) * HOUR_MS);
  await insertSession(db, { tokenHash, userId, expiresAt, createdAt: new Date(now) });
  // Sign-in is rare enough to carry the clean-up of sessions nobody will present again.
  await deleteSessionsBeyond(db, userId, MAX_SESSIONS_PER_PERSON);
  await deleteExpiredSessions(db);
  return { token, tokenHash, expiresAt };
}

export interface ResolvedSession {
  user: SessionUser;
  tokenHash: string;
  /** Set when the session was extended: the cookie should be sent again. */
  renewedUntil: Date | null;
  /**
   * Every table's version when the session was read (server/db/tableVersions.ts), for the read
   * cache; null when the caller did not ask for them (the read cache is off).
   */
  tableVersions: string | null;
}

export async function resolveSession(
  db: Db,
  token: string,
  lifetime: SessionLifetime,
  options: { tableVersions: boolean } = { tableVersions: true },
): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const session = await findSessionWithUser(db, tokenHash, options);
  if (!session) return null;
  const now = Date.now();
  const endsAt = session.createdAt.getTime() + lifetime.maxHours * HOUR_MS;
  if (session.expiresAt.getTime() <= now || endsAt <= now) {
    await deleteSession(db, tokenHash);
    return null;
  }
  let renewedUntil: Date | null = null;
  const ttlMs = lifetime.ttlHours * HOUR_MS;
  const until = Math.min(now + ttlMs, endsAt);
  if (session.expiresAt.getTime() - now < ttlMs / 2 && until > session.expiresAt.getTime()) {
    renewedUntil = new Date(until);
    await extendSession(db, tokenHash, renewedUntil);
  }
  return {
    user: { id: session.userId, email: session.email, firstName: session.firstName, lastName: session.lastName, role: session.role, mustChangePassword: session.mustChangePassword },
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

export function sessionLifetime(config: { sessionTtlHours: number; sessionMaxHours: number }): SessionLifetime {
  return { ttlHours: config.sessionTtlHours, maxHours: config.sessionMaxHours };
}
