import { PASSWORD_MIN_LENGTH } from './constants';
import { VALIDATION } from './messages';

/** The password-change rules of spec §5; returns the first broken rule's message, or null. */
export function passwordChangeError(currentPassword: string, newPassword: string): string | null {
  if (!currentPassword || !newPassword) return VALIDATION.password.bothRequired;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return VALIDATION.password.tooShort;
  if (!/[A-Z]/.test(newPassword) || !/[a-z]/.test(newPassword) || !/\d/.test(newPassword)) {
    return VALIDATION.password.weak;
  }
  return null;
}
