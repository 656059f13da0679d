import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { VALIDATION } from './messages';

/**
 * Letters and digits of any script count: an accented capital such as 'É' is upper case, so a
 * French or German password is judged by what it is, not by whether it is ASCII.
 */
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;

/** Characters as a person counts them (an emoji or 'É' is one), not UTF-16 code units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The password-change rules both sides check: spec §5's three (with its messages), then a
 * maximum length and a new password that differs from the current one. Returns the first broken
 * rule's message, or null. The common-password check needs dictionaries and runs on the server.
 */
export function passwordChangeError(currentPassword: string, newPassword: string): string | null {
  if (!currentPassword || !newPassword) return VALIDATION.password.bothRequired;
  const broken = newPasswordError(newPassword);
  if (broken) return broken;
  if (newPassword === currentPassword) return VALIDATION.password.sameAsCurrent;
  return null;
}

/**
 * The rules a password set with no current one to compare (a temporary one an administrator
 * gives, the first Super Admin's, a generated one-time one) must pass: spec §5's three and the
 * maximum length, with the same messages. Returns the first broken rule's message, or null.
 */
export function newPasswordError(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return VALIDATION.password.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return VALIDATION.password.tooLong;
  if (!UPPER.test(password) || !LOWER.test(password) || !DIGIT.test(password)) return VALIDATION.password.weak;
  return null;
}
