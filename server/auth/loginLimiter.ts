/**
 * Slows down sign-in guessing without letting a stranger lock a staff member out.
 *
 * - Per (email, client address) pair: `perPair` failures are free, then every further attempt of
 *   that pair waits a growing delay (1 s, 2 s, 4 s, … up to 15 minutes). Someone guessing a
 *   colleague's password from their own machine slows only themselves: the colleague, signing in
 *   from another address, is not affected.
 * - Per client address, across emails: `perAddress` failures per 15 minutes, then that address is
 *   refused until the window ends. This stops one machine spraying a password over many accounts.
 *
 * Each attempt counts as a failure from the moment it is let through, before the password is
 * checked, so a burst of parallel guesses cannot all pass through one open moment; a right
 * password then clears its pair and is taken back from the address count, so people who type
 * their password right are never slowed down.
 */
import { createGuessThrottle } from './guessThrottle';

export const LOGIN_WINDOW_MS = 15 * 60_000;

export interface LoginLimits {
  perPair: number;
  perAddress: number;
}

export interface LoginLimiter {
  /**
   * Lets an attempt through and counts it as failed (returns 0), or returns the milliseconds this
   * (email, address) must wait, counting nothing.
   */
  begin(email: string, address: string): number;
  /** The password was right: the pair starts afresh and the address count is given back. */
  succeeded(email: string, address: string): void;
}

interface AddressWindow {
  failures: number;
  resetAt: number;
}

export function createLoginLimiter(limits: LoginLimits, now: () => number = Date.now): LoginLimiter {
  const pairs = createGuessThrottle({ freeFailures: limits.perPair, windowMs: LOGIN_WINDOW_MS, maxDelayMs: LOGIN_WINDOW_MS }, now);
  const addresses = new Map<string, AddressWindow>();

  const addressWindow = (address: string): AddressWindow | null => {
    const window = addresses.get(address);
    if (!window) return null;
    if (window.resetAt <= now()) {
      addresses.delete(address);
      return null;
    }
    return window;
  };
  const pairKey = (email: string, address: string) => `${email.trim().toLowerCase()}\u0000${address}`;

  const retryAfterMs = (email: string, address: string) => {
    const window = addressWindow(address);
    const addressWait = window && window.failures >= limits.perAddress ? window.resetAt - now() : 0;
    return Math.max(addressWait, pairs.waitMs(pairKey(email, address)));
  };

  return {
    begin(email, address) {
      const wait = retryAfterMs(email, address);
      if (wait > 0) return wait;
      pairs.recordFailure(pairKey(email, address));
      const window = addressWindow(address);
      if (window) window.failures += 1;
      else addresses.set(address, { failures: 1, resetAt: now() + LOGIN_WINDOW_MS });
      if (addresses.size > 50_000) {
        for (const [key, entry] of addresses) if (entry.resetAt <= now()) addresses.delete(key);
      }
      return 0;
    },
    succeeded(email, address) {
      pairs.clear(pairKey(email, address));
      const window = addressWindow(address);
      if (window) window.failures = Math.max(0, window.failures - 1);
    },
  };
}
