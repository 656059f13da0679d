/**
 * Limits guessing the current password through a signed-in session (the password-change
 * dialog). A stolen session must not become a way to find the password: per user, wrong
 * guesses slow down like sign-in (a few free, then growing delays); per session, the fifth wrong
 * guess ends the session, so going on needs the password that was being guessed. One check at a
 * time per user: parallel guesses would otherwise all pass before the first was counted.
 */
import { createGuessThrottle } from './guessThrottle';

export const PASSWORD_GUESSES_PER_SESSION = 5;
const FREE_GUESSES_PER_USER = 3;
const WINDOW_MS = 15 * 60_000;
const SESSION_MEMORY_MS = 24 * 3_600_000;

export interface PasswordGuessLimiter {
  /** Milliseconds before this user may try again; 0 when now. */
  retryAfterMs(userId: string): number;
  /** False while another change of this user's password is being checked. */
  enter(userId: string): boolean;
  leave(userId: string): void;
  /** Counts a wrong current password; true when the session has used up its guesses. */
  recordFailure(userId: string, sessionKey: string): boolean;
  recordSuccess(userId: string, sessionKey: string): void;
}

export function createPasswordGuessLimiter(now: () => number = Date.now): PasswordGuessLimiter {
  const users = createGuessThrottle({ freeFailures: FREE_GUESSES_PER_USER, windowMs: WINDOW_MS, maxDelayMs: WINDOW_MS }, now);
  // Only counted, never delayed: the session ends instead.
  const sessions = createGuessThrottle(
    { freeFailures: Number.MAX_SAFE_INTEGER, windowMs: SESSION_MEMORY_MS, maxDelayMs: 0 },
    now,
  );
  const checking = new Set<string>();
  return {
    retryAfterMs: (userId) => users.waitMs(userId),
    enter(userId) {
      if (checking.has(userId)) return false;
      checking.add(userId);
      return true;
    },
    leave(userId) {
      checking.delete(userId);
    },
    recordFailure(userId, sessionKey) {
      users.recordFailure(userId);
      return sessions.recordFailure(sessionKey) >= PASSWORD_GUESSES_PER_SESSION;
    },
    recordSuccess(userId, sessionKey) {
      users.clear(userId);
      sessions.clear(sessionKey);
    },
  };
}
