/** Creates staff accounts that must exist (the demo sign-in) without touching existing ones. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { findUserByEmail, insertUser } from '../db/repositories/users';
import { hashPassword } from './passwords';

export interface StaffUserSeed {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** Returns the user's id and whether it was created now. An existing user keeps its password. */
export async function ensureStaffUser(db: Db, seed: StaffUserSeed): Promise<{ id: string; created: boolean }> {
  const existing = await findUserByEmail(db, seed.email);
  if (existing) return { id: existing.id, created: false };
  const id = randomUUID();
  await insertUser(db, {
    id,
    email: seed.email.trim(),
    firstName: seed.firstName,
    lastName: seed.lastName,
    role: seed.role,
    passwordHash: await hashPassword(seed.password),
  });
  return { id, created: true };
}
