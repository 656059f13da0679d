/** Checks a sign-in. Unknown emails cost the same time as wrong passwords. */
import type { Db } from '../db/client';
import { findUserByEmail, type StaffUserRow } from '../db/repositories/users';
import { verifyAgainstDummy, verifyPassword } from './passwords';

/**
 * The longest address a staff account can have (staffEmail.ts): a longer one typed at sign-in
 * names nobody, and is refused before it is counted, looked up or written to the audit trail.
 */
export { MAX_EMAIL_LENGTH } from './staffEmail';

export async function authenticate(db: Db, email: string, password: string): Promise<StaffUserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}
