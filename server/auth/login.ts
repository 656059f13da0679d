/** Checks a sign-in. Unknown emails cost the same time as wrong passwords. */
import type { Db } from '../db/client';
import { findUserByEmail, type StaffUserRow } from '../db/repositories/users';
import { verifyAgainstDummy, verifyPassword } from './passwords';

/**
 * The longest address a staff account can have (RFC 5321's 254 characters; staff.ts refuses
 * longer ones): a longer one typed at sign-in names nobody, and is refused before it is counted,
 * looked up or written to the audit trail.
 */
export const MAX_EMAIL_LENGTH = 254;

export async function authenticate(db: Db, email: string, password: string): Promise<StaffUserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}
