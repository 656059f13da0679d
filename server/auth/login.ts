/** Checks a sign-in. Unknown emails cost the same time as wrong passwords. */
import type { Db } from '../db/client';
import { findUserByEmail, type StaffUserRow } from '../db/repositories/users';
import { verifyAgainstDummy, verifyPassword } from './passwords';

export async function authenticate(db: Db, email: string, password: string): Promise<StaffUserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}
