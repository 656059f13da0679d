import { describe, expect, it } from 'vitest';
import { requiredYears, seniorityFit } from '../../../domain/ai/seniority';

describe('seniority fit', () => {
  it("reads the job's years, else the least years of its experience level", () => {
    expect(requiredYears({ yearsOfExperience: 5, experience: 'Entry/Fresher' })).toBe(5);
    expect(requiredYears({ experience: 'Sr-Level' })).toBe(6);
    expect(requiredYears({ experience: 'Management-Level' })).toBe(10);
    expect(requiredYears({ experience: 'Something else' })).toBeNull();
    expect(requiredYears({})).toBeNull();
  });

  it('forgives a year short, penalises far below, and does not mind more years', () => {
    const job = { yearsOfExperience: 8 };
    expect(seniorityFit(8, job).fit).toBe(1);
    expect(seniorityFit(15, job).fit).toBe(1);
    expect(seniorityFit(7, job).fit).toBe(1);
    const short = seniorityFit(4, job).fit;
    const farShort = seniorityFit(1, job).fit;
    expect(short).toBeLessThan(1);
    expect(farShort).toBeLessThan(short);
    expect(seniorityFit(0, job).fit).toBe(0.25);
    // two years short weighs more on a 3-year job than on a 10-year one
    expect(seniorityFit(0, { yearsOfExperience: 3 }).fit).toBeLessThan(seniorityFit(7, { yearsOfExperience: 10 }).fit);
  });

  it('costs a little for far more years than an entry-level job asks, and nothing for a job that asks more', () => {
    const entry = { experience: 'Entry/Fresher' };
    expect(seniorityFit(2, entry).fit).toBe(1);
    expect(seniorityFit(3, { yearsOfExperience: 1 }).fit).toBe(1);
    const seasoned = seniorityFit(6, entry).fit;
    expect(seasoned).toBeLessThan(1);
    expect(seniorityFit(20, entry).fit).toBeLessThan(seasoned);
    expect(seniorityFit(20, entry).fit).toBeGreaterThanOrEqual(0.9);
    expect(seniorityFit(20, { yearsOfExperience: 2 }).fit).toBe(1);
  });

  it('is neutral when the job asks nothing, and unsure when the seeker does not say', () => {
    expect(seniorityFit(0, { experience: 'Entry/Fresher' })).toEqual({ years: 0, required: 0, fit: 1 });
    expect(seniorityFit(null, { yearsOfExperience: 5 })).toEqual({ years: null, required: 5, fit: 0.8 });
  });
});
