import { describe, expect, it } from 'vitest';
import { CONFIRMATION_RULES, confirmationMatches } from '../../domain/confirmations';

describe('typed delete confirmations (spec §5)', () => {
  it('company: exact, case and spaces included', () => {
    expect(confirmationMatches('exact', 'Aurora Gems', 'Aurora Gems')).toBe(true);
    expect(confirmationMatches('exact', 'aurora gems', 'Aurora Gems')).toBe(false);
    expect(confirmationMatches('exact', ' Aurora Gems', 'Aurora Gems')).toBe(false);
    expect(confirmationMatches('exact', 'Aurora Gems ', 'Aurora Gems')).toBe(false);
  });

  it('employer: case-sensitive, surrounding spaces forgiven', () => {
    expect(confirmationMatches('caseSensitive', 'Riya Shah', 'Riya Shah')).toBe(true);
    expect(confirmationMatches('caseSensitive', '  Riya Shah ', 'Riya Shah')).toBe(true);
    expect(confirmationMatches('caseSensitive', 'riya shah', 'Riya Shah')).toBe(false);
    expect(confirmationMatches('caseSensitive', 'Riya  Shah', 'Riya Shah')).toBe(false);
  });

  it('job, application, job seeker: ignore case and surrounding spaces', () => {
    expect(confirmationMatches('relaxed', '  gold SMITH ', 'Gold Smith')).toBe(true);
    expect(confirmationMatches('relaxed', 'Gold Smit', 'Gold Smith')).toBe(false);
    expect(CONFIRMATION_RULES.jobs).toBe('relaxed');
    expect(CONFIRMATION_RULES['job-applications']).toBe('relaxed');
    expect(CONFIRMATION_RULES.jobseekers).toBe('relaxed');
    expect(CONFIRMATION_RULES.companies).toBe('exact');
    expect(CONFIRMATION_RULES.employers).toBe('caseSensitive');
  });

  it('never matches an empty or missing name, whatever is typed', () => {
    for (const rule of ['exact', 'caseSensitive', 'relaxed'] as const) {
      expect(confirmationMatches(rule, '', '')).toBe(false);
      expect(confirmationMatches(rule, '', null)).toBe(false);
      expect(confirmationMatches(rule, '  ', '  ')).toBe(false);
    }
  });
});
