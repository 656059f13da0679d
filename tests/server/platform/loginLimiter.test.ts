import { describe, expect, it } from 'vitest';
import { createLoginLimiter, LOGIN_WINDOW_MS } from '../../../server/auth/loginLimiter';

describe('createLoginLimiter', () => {
  it('blocks an email after its failures, case-insensitively, until the window ends', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ perEmail: 2, perAddress: 100 }, () => now);
    limiter.recordFailure('Ann@example.com', '1.1.1.1');
    expect(limiter.isBlocked('ann@example.com', '2.2.2.2')).toBe(false);
    limiter.recordFailure('ann@example.com ', '1.1.1.2');
    expect(limiter.isBlocked('ANN@example.com', '3.3.3.3')).toBe(true);
    expect(limiter.isBlocked('bob@example.com', '3.3.3.3')).toBe(false);
    now += LOGIN_WINDOW_MS;
    expect(limiter.isBlocked('ann@example.com', '3.3.3.3')).toBe(false);
  });

  it('blocks an address across emails, and a success clears only the email count', () => {
    const limiter = createLoginLimiter({ perEmail: 2, perAddress: 3 });
    limiter.recordFailure('a@example.com', '9.9.9.9');
    limiter.recordSuccess('a@example.com');
    limiter.recordFailure('a@example.com', '9.9.9.9');
    expect(limiter.isBlocked('a@example.com', '8.8.8.8')).toBe(false);
    limiter.recordFailure('b@example.com', '9.9.9.9');
    expect(limiter.isBlocked('c@example.com', '9.9.9.9')).toBe(true);
    expect(limiter.isBlocked('c@example.com', '8.8.8.8')).toBe(false);
  });
});
