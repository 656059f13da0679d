import { describe, expect, it } from 'vitest';
import { createGuessThrottle, delayAfter } from '../../../server/auth/guessThrottle';
import { createLoginLimiter, LOGIN_WINDOW_MS } from '../../../server/auth/loginLimiter';

describe('createGuessThrottle', () => {
  const options = { freeFailures: 2, windowMs: 60_000, maxDelayMs: 10_000 };

  it('lets the free failures through, then doubles the wait up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => delayAfter(n, options))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(delayAfter(10_000, options)).toBe(10_000);
  });

  it('makes a key wait after its free failures and forgets it after a quiet window', () => {
    let now = 0;
    const throttle = createGuessThrottle(options, () => now);
    throttle.recordFailure('k');
    throttle.recordFailure('k');
    expect(throttle.waitMs('k')).toBe(0);
    expect(throttle.recordFailure('k')).toBe(3);
    expect(throttle.waitMs('k')).toBe(1_000);
    expect(throttle.waitMs('other')).toBe(0);
    now += 1_000;
    expect(throttle.waitMs('k')).toBe(0);
    throttle.recordFailure('k');
    expect(throttle.waitMs('k')).toBe(2_000);
    // a failure right after its wait still counts: the delays keep growing
    now += 2_000;
    throttle.recordFailure('k');
    expect(throttle.waitMs('k')).toBe(4_000);
    now += 4_000 + 60_000;
    expect(throttle.recordFailure('k')).toBe(1);
  });
});

describe('createLoginLimiter', () => {
  it('slows one (email, address) pair with growing delays, case-insensitively', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ perPair: 2, perAddress: 100 }, () => now);
    expect(limiter.begin('Ann@example.com', '1.1.1.1')).toBe(0);
    expect(limiter.begin('ann@example.com ', '1.1.1.1')).toBe(0);
    expect(limiter.begin('ANN@example.com', '1.1.1.1')).toBe(0);
    expect(limiter.begin('ann@example.com', '1.1.1.1')).toBe(1_000);
    now += 1_000;
    expect(limiter.begin('ann@example.com', '1.1.1.1')).toBe(0);
    expect(limiter.begin('ann@example.com', '1.1.1.1')).toBe(2_000);
  });

  it('counts an attempt before its password is checked, so parallel guesses cannot all pass', () => {
    const limiter = createLoginLimiter({ perPair: 2, perAddress: 100 }, () => 5_000);
    const let_through = Array.from({ length: 20 }, () => limiter.begin('ann@example.com', '1.1.1.1')).filter((wait) => wait === 0);
    expect(let_through).toHaveLength(3);
  });

  it('never slows the same email from another address: a stranger cannot lock a colleague out', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ perPair: 2, perAddress: 1_000 }, () => now);
    // a stranger guessing patiently, each time as soon as allowed: 12 guesses
    for (let i = 0; i < 12; i++) {
      const wait = limiter.begin('ann@example.com', '6.6.6.6');
      if (wait > 0) {
        now += wait;
        expect(limiter.begin('ann@example.com', '6.6.6.6')).toBe(0);
      }
    }
    expect(limiter.begin('ann@example.com', '6.6.6.6')).toBe(512_000);
    expect(limiter.begin('ann@example.com', '1.1.1.1')).toBe(0);
  });

  it('caps attempts per address across emails until the window ends; a success is given back', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ perPair: 5, perAddress: 3 }, () => now);
    expect(limiter.begin('a@example.com', '9.9.9.9')).toBe(0);
    limiter.succeeded('a@example.com', '9.9.9.9');
    expect(limiter.begin('b@example.com', '9.9.9.9')).toBe(0);
    expect(limiter.begin('c@example.com', '9.9.9.9')).toBe(0);
    expect(limiter.begin('d@example.com', '9.9.9.9')).toBe(0);
    expect(limiter.begin('e@example.com', '9.9.9.9')).toBe(LOGIN_WINDOW_MS);
    expect(limiter.begin('e@example.com', '8.8.8.8')).toBe(0);
    now += LOGIN_WINDOW_MS;
    expect(limiter.begin('e@example.com', '9.9.9.9')).toBe(0);
  });

  it('a right password starts its pair afresh', () => {
    const limiter = createLoginLimiter({ perPair: 1, perAddress: 100 }, () => 0);
    limiter.begin('ann@example.com', '1.1.1.1');
    limiter.begin('ann@example.com', '1.1.1.1');
    limiter.succeeded('ann@example.com', '1.1.1.1');
    expect(limiter.begin('ann@example.com', '1.1.1.1')).toBe(0);
  });
});
