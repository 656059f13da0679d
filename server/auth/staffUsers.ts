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
  try {
    await insertUser(db, {
      id,
      email: seed.email.trim(),
      firstName: seed.firstName,
      lastName: seed.lastName,
      role: seed.role,
      passwordHash: await hashPassword(seed.password),
    });
  } catch (error) {
    // another app server starting at the same moment on the same database created it first
    const winner = (error as { code?: string }).code === '23505' ? await findUserByEmail(db, seed.email) : undefined;
    if (!winner) throw error;
    return { id: winner.id, created: false };
  }
  return { id, created: true };
}

/**
 * One demo colleague for each other role, beside the demo Super Admin (DEMO_USER), so every
 * role can be tried at once (README, "Staff and roles"). Only with the demo data.
 */
export const DEMO_STAFF: readonly StaffUserSeed[] = [
  { email: 'olivia.admin@example.com', password: 'Demo@12345', firstName: 'Olivia', lastName: 'Grant', role: 'Admin' },
  { email: 'ravi.recruiter@example.com', password: 'Demo@12345', firstName: 'Ravi', lastName: 'Mehta', role: 'Recruiter' },
  { email: 'vera.viewer@example.com', password: 'Demo@12345', firstName: 'Vera', lastName: 'Lindqvist', role: 'Viewer' },
];

export async function ensureDemoStaff(db: Db): Promise<void> {
  for (const seed of DEMO_STAFF) await ensureStaffUser(db, seed);
}
