import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../domain/messages';
import { newPasswordError, passwordChangeError, passwordLength } from '../../domain/password';

const CURRENT = 'Old-Current-1';

describe('passwordChangeError', () => {
  it("keeps spec §5's three rules and messages", () => {
    expect(passwordChangeError('', 'Abcdefg1')).toBe('Please enter both current and new password.');
    expect(passwordChangeError(CURRENT, 'Ab1')).toBe('New password must be at least 8 characters long.');
    expect(passwordChangeError(CURRENT, 'abcdefgh1')).toBe('New password must contain uppercase, lowercase, and a number.');
    expect(passwordChangeError(CURRENT, 'Abcdefgh1')).toBeNull();
  });

  it('counts accented capitals and small letters of any script as upper and lower case', () => {
    expect(passwordChangeError(CURRENT, 'Élan-vital-9')).toBeNull();
    expect(passwordChangeError(CURRENT, 'ÅNGSTRÖM-é-9')).toBeNull();
    expect(passwordChangeError(CURRENT, 'élan-vital-9')).toBe(VALIDATION.password.weak);
    expect(passwordChangeError(CURRENT, 'ÉLAN-VITAL-9')).toBe(VALIDATION.password.weak);
  });

  it('counts characters as people do, not UTF-16 units', () => {
    expect(passwordLength('Ab1😀')).toBe(4);
    expect(passwordChangeError(CURRENT, 'Ab1😀😀😀😀')).toBe(VALIDATION.password.tooShort);
    expect(passwordChangeError(CURRENT, 'Ab1😀😀😀😀😀')).toBeNull();
  });

  it('bounds the length at 256 characters', () => {
    expect(passwordChangeError(CURRENT, `Ab1${'x'.repeat(253)}`)).toBeNull();
    expect(passwordChangeError(CURRENT, `Ab1${'x'.repeat(254)}`)).toBe('New password must be at most 256 characters long.');
    expect(passwordChangeError(CURRENT, `Ab1${'é'.repeat(254)}`)).toBe(VALIDATION.password.tooLong);
  });

  it('wants a new password that differs from the current one', () => {
    expect(passwordChangeError(CURRENT, CURRENT)).toBe('New password must be different from the current password.');
  });
});

describe('newPasswordError', () => {
  it('judges a password set with no current one by the same rules and messages, an empty one as too short', () => {
    expect(newPasswordError('')).toBe(VALIDATION.password.tooShort);
    expect(newPasswordError('abcdefgh1')).toBe(VALIDATION.password.weak);
    expect(newPasswordError(`Ab1${'x'.repeat(254)}`)).toBe(VALIDATION.password.tooLong);
    expect(newPasswordError('Abcdefgh1')).toBeNull();
  });
});
