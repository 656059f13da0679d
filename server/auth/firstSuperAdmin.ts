/**
 * The first Super Admin of a database run without the demo data (SEED_DEMO=false). The demo
 * sign-in's password is published (README, the demo's start-up line), so such a database never
 * gets it: the first Super Admin is ADMIN_EMAIL with ADMIN_PASSWORD, or with a one-time password
 * printed once and changed at the first sign-in. Nothing is made while an active Super Admin
 * exists, and an existing account is never changed.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { DEMO_USER } from '../../domain/constants';
import { newPasswordError } from '../../domain/password';
import { ConfigError, type ServerConfig } from '../config';
import type { Db } from '../db/client';
import { findStaff, hasActiveSuperAdmin } from '../db/repositories/staff';
import { findUserByEmail, insertUser } from '../db/repositories/users';
import { isGuessablePassword } from './commonPasswords';
import { hashPassword, verifyPassword } from './passwords';

/** Beside the seed's 7_317_001: servers starting together on one database make one first admin. */
const FIRST_ADMIN_LOCK_KEY = 7_317_002;
/** The account's names until its owner changes them on /user-details. */
const NAMES = { firstName: 'Site', lastName: 'Administrator' };
/** No 0/O, 1/l/I: the one-time password is read off a log and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export type FirstAdminOutcome =
  | { created: false }
  /** oneTimePassword: generated (ADMIN_PASSWORD unset), to be shown once; null when ADMIN_PASSWORD was used. */
  | { created: true; email: string; oneTimePassword: string | null };

/** 4 groups of 5 from 56 characters: ~116 bits, and it passes the staff password rules. */
export function generateOneTimePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
    const password = groups.join('-');
    if (newPasswordError(password) === null) return password;
  }
}

/**
 * Makes the first Super Admin when the database has no active one. Refuses (ConfigError, naming
 * the setting) when one is needed and ADMIN_EMAIL is unset or taken, or ADMIN_PASSWORD is common.
 */
export async function ensureFirstSuperAdmin(db: Db, settings: ServerConfig['firstAdmin']): Promise<FirstAdminOutcome> {
  if (await hasActiveSuperAdmin(db)) return { created: false };
  const email = settings.email;
  if (email === null) {
    throw new ConfigError(
      'The database has no Super Admin, and SEED_DEMO=false makes no demo account: set ADMIN_EMAIL to the sign-in address of the first Super Admin (with ADMIN_PASSWORD, or a one-time password is printed at start).',
    );
  }
  // composition and length were checked with the configuration (server/config.ts)
  if (settings.password !== null && (await isGuessablePassword(settings.password, []))) {
    throw new ConfigError('ADMIN_PASSWORD is too common or too easy to guess (the staff password rules): choose a less predictable one, such as a few unrelated words, or unset it to have a one-time password printed.');
  }
  const oneTimePassword = settings.password === null ? generateOneTimePassword() : null;
  const passwordHash = await hashPassword(settings.password ?? oneTimePassword!);
  const created = await db.transaction().execute(async (tx) => {
    // servers starting at once on one database: the first one in makes the account, the others find it
    await sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`.execute(tx);
    if (await hasActiveSuperAdmin(tx)) return false;
    if (await findUserByEmail(tx, email)) {
      throw new ConfigError(
        `The database has no active Super Admin, and ADMIN_EMAIL (${email}) is the address of an existing staff account, which is left as it is: set ADMIN_EMAIL to a new address for the first Super Admin.`,
      );
    }
    await insertUser(tx, { id: randomUUID(), email, ...NAMES, role: 'Super Admin', passwordHash, mustChangePassword: oneTimePassword !== null });
    return true;
  });
  return created ? { created: true, email, oneTimePassword } : { created: false };
}

/**
 * True when the demo Super Admin (made by every start before SEED_DEMO=false stopped making it)
 * is active and still takes the published demo password.
 */
export async function demoPasswordStillSignsIn(db: Db): Promise<boolean> {
  const user = await findUserByEmail(db, DEMO_USER.email);
  if (!user || (await findStaff(db, user.id))?.status !== 'active') return false;
  return verifyPassword(user.passwordHash, DEMO_USER.password);
}
