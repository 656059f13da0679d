/**
 * Limits guessing the current password through a signed-in session (the password-change
 * dialog). A stolen session must not become a way to find the password: per user, wrong
 * guesses slow down like sign-in (a few free, then growing delays); per session, the fifth wrong
 * guess ends the session, so going on needs the password that was being guessed. One check at a
 * time per user: parallel guesses would otherwise all pass before the first was counted.
 *
 * The session's count is kept with the session in the database, so neither a restart nor another
 * server instance gives it fresh guesses; the delays are a slow-down and live in memory.
 */
import type { Db } from '../db/client';
import { addPasswordGuess, clearPasswordGuesses } from '../db/repositories/sessions';
import { createGuessThrottle } from './guessThrottle';

export const PASSWORD_GUESSES_PER_SESSION = 5;
const FREE_GUESSES_PER_USER = 3;
const WINDOW_MS = 15 * 60_000;

export interface PasswordGuessLimiter {
  /** Milliseconds before this user may try again; 0 when now. */
  retryAfterMs(userId: string): number;
  /** False while another change of this user's password is being checked. */
  enter(userId: string): boolean;
  leave(userId: string): void;
  /** Counts a wrong current password; true when the session has used up its guesses. */
  recordFailure(userId: string, sessionTokenHash: string): Promise<boolean>;
  recordSuccess(userId: string, sessionTokenHash: string): Promise<void>;
}

export function createPasswordGuessLimiter(db: Db, now: () => number = Date.now): PasswordGuessLimiter {
  const users = createGuessThrottle({ freeFailures: FREE_GUESSES_PER_USER, windowMs: WINDOW_MS, maxDelayMs: WINDOW_MS }, now);
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
    async recordFailure(userId, sessionTokenHash) {
      users.recordFailure(userId);
      return (await addPasswordGuess(db, sessionTokenHash)) >= PASSWORD_GUESSES_PER_SESSION;
    },
    async recordSuccess(userId, sessionTokenHash) {
      users.clear(userId);
      await clearPasswordGuesses(db, sessionTokenHash);
    },
  };
}
