/**
 * The sign-in limits of loginLimiter.ts, counted in the database (migration 012) instead of in
 * one process: with several app servers behind a balancer, a guesser gets `perPair` free failures
 * and `perAddress` per 15 minutes in all, wherever the requests land.
 *
 * One attempt is one short transaction. It first takes a transaction-level advisory lock on the
 * client address, so attempts from one address (every pair includes it) are decided one at a
 * time on every server: a burst of parallel guesses cannot all pass through one open moment.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { delayAfter } from './guessThrottle';
import { LOGIN_WINDOW_MS, type LoginLimits } from './loginLimiter';

export interface SharedLoginLimiter {
  /** As LoginLimiter.begin: 0 lets the attempt through (counted as failed), else ms to wait. */
  begin(email: string, address: string): Promise<number>;
  /** As LoginLimiter.succeeded: the pair starts afresh, the address count is given back. */
  succeeded(email: string, address: string): Promise<void>;
}

const pairKey = (email: string, address: string) => `pair:${email.trim().toLowerCase()}\u0001${address}`;
const addressKey = (address: string) => `addr:${address}`;

interface Row {
  key: string;
  failures: number;
  wait_ms: number;
  reset_ms: number;
}

export function createSharedLoginLimiter(db: Db, limits: LoginLimits): SharedLoginLimiter {
  const pairOptions = { freeFailures: limits.perPair, windowMs: LOGIN_WINDOW_MS, maxDelayMs: LOGIN_WINDOW_MS };
  let attempts = 0;

  return {
    async begin(email, address) {
      const pair = pairKey(email, address);
      const addr = addressKey(address);
      const wait = await db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${addr}))`.execute(tx);
        const { rows } = await sql<Row>`
          SELECT key, failures,
            greatest(0, extract(epoch FROM next_allowed_at - now()) * 1000)::float8 AS wait_ms,
            greatest(0, extract(epoch FROM forget_at - now()) * 1000)::float8 AS reset_ms
          FROM login_throttle WHERE key IN (${pair}, ${addr}) AND forget_at > now()`.execute(tx);
        const pairRow = rows.find((r) => r.key === pair);
        const addrRow = rows.find((r) => r.key === addr);
        const addressWait = addrRow && addrRow.failures >= limits.perAddress ? Math.ceil(addrRow.reset_ms) : 0;
        const waitMs = Math.max(addressWait, Math.ceil(pairRow?.wait_ms ?? 0));
        if (waitMs > 0) return waitMs;
        const failures = (pairRow?.failures ?? 0) + 1;
        const delay = delayAfter(failures, pairOptions);
        await sql`
          INSERT INTO login_throttle (key, failures, next_allowed_at, forget_at) VALUES
            (${pair}, ${failures}, now() + ${delay} * interval '1 millisecond', now() + ${delay + LOGIN_WINDOW_MS} * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET failures = EXCLUDED.failures,
            next_allowed_at = EXCLUDED.next_allowed_at, forget_at = EXCLUDED.forget_at`.execute(tx);
        // the address window starts at its first failure and is not moved by later ones
        await sql`
          INSERT INTO login_throttle (key, failures, next_allowed_at, forget_at) VALUES
            (${addr}, 1, now(), now() + ${LOGIN_WINDOW_MS} * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN login_throttle.forget_at > now() THEN login_throttle.failures + 1 ELSE 1 END,
            forget_at = CASE WHEN login_throttle.forget_at > now() THEN login_throttle.forget_at ELSE EXCLUDED.forget_at END`.execute(tx);
        return 0;
      });
      // old rows are swept now and then, by whichever server counts the attempt
      if (wait === 0 && ++attempts % 100 === 0) await sql`DELETE FROM login_throttle WHERE forget_at <= now()`.execute(db);
      return wait;
    },
    async succeeded(email, address) {
      const addr = addressKey(address);
      await db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${addr}))`.execute(tx);
        await sql`DELETE FROM login_throttle WHERE key = ${pairKey(email, address)}`.execute(tx);
        await sql`UPDATE login_throttle SET failures = greatest(0, failures - 1) WHERE key = ${addr} AND forget_at > now()`.execute(tx);
      });
    },
  };
}
