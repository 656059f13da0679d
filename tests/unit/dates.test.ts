/** The console's date formats (resources/shared/dates): a day as dd/MM/yyyy, an audit moment as 'MMM DD, YYYY at h:mm A'. */
import { describe, expect, it } from 'vitest';
import { dayToInput, formatAuditDate, formatDay, formatListDate, inputToDay, isIsoDay } from '../../resources/shared/dates';
import { maskDay } from '../../resources/shared/detail/DateField';

describe('days', () => {
  it('shows list dates, birthdays and expiry dates as dd/MM/yyyy', () => {
    expect(formatListDate('2025-03-07T10:00:00')).toBe('07/03/2025');
    expect(formatDay('1992-04-18')).toBe('18/04/1992');
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
  });

  it('keeps text that is no date as typed on a detail screen, nothing in a list, a dash for nothing', () => {
    expect(formatDay('when filled')).toBe('when filled');
    expect(formatListDate('when filled')).toBe('');
    expect(formatDay('')).toBeNull();
    expect(formatDay(null)).toBeNull();
  });

  it('shows audit moments as MMM DD, YYYY at h:mm A', () => {
    expect(formatAuditDate('2025-03-05T15:07:00')).toBe('Mar 05, 2025 at 3:07 PM');
    expect(formatAuditDate(null)).toBeNull();
  });
});

describe('the date input', () => {
  it('shows a stored YYYY-MM-DD as dd/MM/yyyy and stores what is typed as YYYY-MM-DD', () => {
    expect(dayToInput('2026-12-31')).toBe('31/12/2026');
    expect(dayToInput(null)).toBe('');
    expect(inputToDay('31/12/2026')).toBe('2026-12-31');
    expect(inputToDay('29/02/2024')).toBe('2024-02-29');
  });

  it('stores nothing for an impossible or unfinished day', () => {
    for (const typed of ['31/02/2026', '29/02/2025', '12/13/2026', '1/2/2026', '31/12/26', '', 'tomorrow']) {
      expect(inputToDay(typed), typed).toBeNull();
    }
    expect(isIsoDay('2026-12-31')).toBe(true);
    expect(isIsoDay('31/12/2026')).toBe(false);
  });

  it('puts the slashes in as the digits arrive', () => {
    expect(maskDay('3')).toBe('3');
    expect(maskDay('311')).toBe('31/1');
    expect(maskDay('31122026')).toBe('31/12/2026');
    expect(maskDay('31/12/2026 extra 9')).toBe('31/12/2026');
    expect(maskDay('ab')).toBe('');
  });
});
