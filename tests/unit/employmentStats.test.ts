import { describe, expect, it } from 'vitest';
import { employmentStats } from '../../domain/employmentStats';

describe('employmentStats', () => {
  it('used is posted minus left; remaining is left; one company when linked', () => {
    expect(employmentStats({ jobsPosted: 12, jobsLeft: 5, companyId: 'c1' })).toEqual({
      jobsPosted: 12,
      jobsRemaining: 5,
      jobsUsed: 7,
      companies: 1,
    });
  });

  it('no company linked counts 0 companies', () => {
    expect(employmentStats({ jobsPosted: 3, jobsLeft: 3, companyId: null }).companies).toBe(0);
    expect(employmentStats({ jobsPosted: 3, jobsLeft: 3, companyId: '' }).companies).toBe(0);
    expect(employmentStats({ jobsPosted: 3, jobsLeft: 3 }).jobsUsed).toBe(0);
  });

  it('missing counters count as 0', () => {
    expect(employmentStats({})).toEqual({ jobsPosted: 0, jobsRemaining: 0, jobsUsed: 0, companies: 0 });
    expect(employmentStats({ jobsPosted: 4, jobsLeft: null })).toMatchObject({ jobsUsed: 4, jobsRemaining: 0 });
    expect(employmentStats({ jobsPosted: Number.NaN, jobsLeft: 2 })).toMatchObject({ jobsPosted: 0, jobsUsed: -2 });
  });
});
