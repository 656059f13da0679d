/** The rules behind a field's kind the server checks on every write (domain/validation). */
import { describe, expect, it } from 'vitest';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { isValidDate, yearsOfExperienceError } from '../../domain/validation';
import { formatErrors } from '../../domain/validation/declared';

describe('isValidDate', () => {
  it('takes a calendar day as the date picker writes it, with or without a time', () => {
    for (const value of ['2026-12-31', '2024-02-29', '0001-01-01', '9999-12-31', '2026-12-31T10:30', '2026-12-31T10:30:00.000Z', '2026-12-31 10:30:00+05:30', '2026-12-31T23:59:59-1400', '2026-12-31T00:00']) {
      expect(isValidDate(value), value).toBe(true);
    }
  });

  it('refuses what is no day of the calendar, or no date at all', () => {
    for (const value of ['2026-02-30', '2025-02-29', '2026-13-01', '0000-01-01', '+275760-09-13', '31/12/2026', '2026-1-5', 'soon', '<img src=x>', '', null, undefined]) {
      expect(isValidDate(value), String(value)).toBe(false);
    }
  });

  it('refuses a time that is no time of day', () => {
    for (const value of ['2026-02-28T25:99:99', '2026-02-28T24:00', '2026-02-28T10:60', '2026-02-28T10:30:61', '2026-02-28T10:30+15:00', '2026-02-28T10:30+05:75']) {
      expect(isValidDate(value), String(value)).toBe(false);
    }
  });
});

describe('yearsOfExperienceError', () => {
  it('takes 0 to 60, and no value', () => {
    for (const value of [0, 0.5, 12, 60, null, undefined]) expect(yearsOfExperienceError(value)).toBeNull();
  });

  it('names what is wrong with the rest', () => {
    expect(yearsOfExperienceError(-1)).toBe('Years of experience must be 0 or more.');
    expect(yearsOfExperienceError(Number.NaN)).toBe('Years of experience must be 0 or more.');
    expect(yearsOfExperienceError(60.5)).toBe('Years of experience must be 60 or fewer.');
    expect(yearsOfExperienceError(1e308)).toBe('Years of experience must be 60 or fewer.');
  });
});

describe('formatErrors', () => {
  it("reads nested fields by their declared path: a seeker's birthday and job type", () => {
    expect(formatErrors(JOB_SEEKER_DECLARATION, { personalDetails: { birthday: '14/03/1991' }, jobPreferences: { jobType: 'GIG' } })).toEqual({
      'personalDetails.birthday': 'Enter a valid date',
      'jobPreferences.jobType': expect.stringMatching(/^Choose one of FULL_TIME, /),
    });
    expect(formatErrors(JOB_SEEKER_DECLARATION, { personalDetails: { birthday: '1991-03-14' }, jobPreferences: { jobType: 'FULL_TIME' } })).toEqual({});
  });

  it('leaves blank values to the required rules', () => {
    expect(formatErrors(JOB_SEEKER_DECLARATION, { personalDetails: { birthday: '', email: ' ' } })).toEqual({});
    expect(formatErrors(COMPANY_DECLARATION, {})).toEqual({});
  });
});
