/**
 * Growing delays for password guesses. A key (an email from one address, a signed-in user) may
 * fail `freeFailures` times without waiting, so a person who mistypes is not slowed; after that
 * each failure makes the next attempt wait twice as long as the one before (1 s, 2 s, 4 s, …,
 * at most `maxDelayMs`). Guessing slows to a crawl, but nobody is locked out for good: the
 * record is forgotten once the key has been quiet for the window after its last wait.
 * Kept in memory: with several server instances each slows its own share of the guesses.
 */
export interface GuessThrottleOptions {
  freeFailures: number;
  windowMs: number;
  maxDelayMs: number;
  firstDelayMs?: number;
}

export interface GuessThrottle {
  /** Milliseconds before the key may try again (0: now). */
  waitMs(key: string): number;
  /** Counts a failure; returns the failures counted so far for the key. */
  recordFailure(key: string): number;
  clear(key: string): void;
}

interface Entry {
  failures: number;
  nextAllowedAt: number;
  forgetAt: number;
}

const SWEEP_ABOVE = 50_000;

export function delayAfter(failures: number, options: GuessThrottleOptions): number {
  const over = failures - options.freeFailures;
  if (over <= 0) return 0;
  const first = options.firstDelayMs ?? 1_000;
  // 2 ** 40 ms is past any sensible cap; stopping there keeps the number finite.
  return Math.min(first * 2 ** Math.min(over - 1, 40), options.maxDelayMs);
}

export function createGuessThrottle(options: GuessThrottleOptions, now: () => number = Date.now): GuessThrottle {
  const entries = new Map<string, Entry>();

  const current = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.forgetAt <= now()) {
      entries.delete(key);
      return null;
    }
    return entry;
  };
  const sweep = () => {
    for (const [key, entry] of entries) if (entry.forgetAt <= now()) entries.delete(key);
  };

  return {
    waitMs(key) {
      const entry = current(key);
      return entry ? Math.max(0, entry.nextAllowedAt - now()) : 0;
    },
    recordFailure(key) {
      const failures = (current(key)?.failures ?? 0) + 1;
      const delay = delayAfter(failures, options);
      const at = now();
      entries.set(key, { failures, nextAllowedAt: at + delay, forgetAt: at + delay + options.windowMs });
      if (entries.size > SWEEP_ABOVE) sweep();
      return failures;
    },
    clear(key) {
      entries.delete(key);
    },
  };
}
