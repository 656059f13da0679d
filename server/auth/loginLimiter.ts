/**
 * Counts failed sign-ins per email and per client address in a fixed 15-minute window. Only
 * failures count, so people who type their password right are never slowed down; once a key is
 * over its limit every attempt is refused, so guessing cannot continue. Kept in memory: with
 * several server instances each enforces its own limit, which still bounds guessing.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;

interface Bucket {
  failures: number;
  resetAt: number;
}

export interface LoginLimiter {
  isBlocked(email: string, address: string): boolean;
  recordFailure(email: string, address: string): void;
  recordSuccess(email: string): void;
}

export function createLoginLimiter(
  limits: { perEmail: number; perAddress: number },
  now: () => number = Date.now,
): LoginLimiter {
  const buckets = new Map<string, Bucket>();

  const current = (key: string): Bucket | null => {
    const bucket = buckets.get(key);
    if (!bucket) return null;
    if (bucket.resetAt <= now()) {
      buckets.delete(key);
      return null;
    }
    return bucket;
  };
  const bump = (key: string) => {
    const bucket = current(key);
    if (bucket) bucket.failures += 1;
    else buckets.set(key, { failures: 1, resetAt: now() + LOGIN_WINDOW_MS });
    if (buckets.size > 50_000) sweep();
  };
  const sweep = () => {
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now()) buckets.delete(key);
  };
  const emailKey = (email: string) => `e:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `a:${address}`;

  return {
    isBlocked(email, address) {
      const byEmail = current(emailKey(email));
      const byAddress = current(addressKey(address));
      return (byEmail?.failures ?? 0) >= limits.perEmail || (byAddress?.failures ?? 0) >= limits.perAddress;
    },
    recordFailure(email, address) {
      bump(emailKey(email));
      bump(addressKey(address));
    },
    recordSuccess(email) {
      buckets.delete(emailKey(email));
    },
  };
}
