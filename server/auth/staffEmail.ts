/**
 * The rule for a staff member's sign-in address, shared by staff administration and the first
 * Super Admin's ADMIN_EMAIL setting.
 */
import { isValidEmail } from '../../domain/validation/rules';

/** RFC 5321's longest address; longer input is refused before it reaches the database. */
export const MAX_EMAIL_LENGTH = 254;
export const INVALID_EMAIL = 'Enter a valid email address';
export const LOOKALIKE_EMAIL = 'Use a plain email address: no accented or look-alike letters, invisible characters or trailing dot';
/**
 * A sign-in address is fixed once created and shown in the staff list and the audit trail: one
 * with a Cyrillic 'а', a dotless 'ı', an invisible zero-width space or a trailing dot would read
 * as a colleague's own ('аdmin@example.com'). Staff addresses are the company's: plain ASCII.
 */
const PLAIN_SIGN_IN_ADDRESS = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** The message for an address a staff account may not have, or null when it may. */
export function staffEmailProblem(email: string): string | null {
  if (!email || !isValidEmail(email) || email.length > MAX_EMAIL_LENGTH) return INVALID_EMAIL;
  if (!PLAIN_SIGN_IN_ADDRESS.test(email)) return LOOKALIKE_EMAIL;
  return null;
}
