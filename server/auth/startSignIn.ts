/**
 * The sign-in a start makes sure of, and what its ready line says about it. With the demo data:
 * the demo Super Admin, whose published password the line prints. Without it (SEED_DEMO=false)
 * the demo account is never made: the first Super Admin comes from ADMIN_EMAIL / ADMIN_PASSWORD
 * when the database has none, and no line prints a password but a one-time one, once.
 */
import { DEMO_USER } from '../../domain/constants';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { demoPasswordStillSignsIn, ensureFirstSuperAdmin } from './firstSuperAdmin';
import { ensureStaffUser } from './staffUsers';

export type SignInHint = { kind: 'demo' } | { kind: 'account'; email: string; oneTimePassword: boolean } | { kind: 'staff' };

export interface StartLog {
  log(message: string): void;
  warn(message: string): void;
}

export async function ensureSignIn(config: Pick<ServerConfig, 'seedDemo' | 'firstAdmin'>, db: Db, out: StartLog): Promise<SignInHint> {
  if (config.seedDemo) {
    await ensureStaffUser(db, { ...DEMO_USER });
    return { kind: 'demo' };
  }
  const first = await ensureFirstSuperAdmin(db, config.firstAdmin);
  if (first.created && first.oneTimePassword !== null) {
    out.log(`First Super Admin created: ${first.email}, one-time password: ${first.oneTimePassword}`);
    out.log('Sign in with it now and choose your own password (the console asks for one at once); it is not printed again.');
    return { kind: 'account', email: first.email, oneTimePassword: true };
  }
  if (first.created) {
    out.log(`First Super Admin created: ${first.email}, with the password of ADMIN_PASSWORD.`);
    return { kind: 'account', email: first.email, oneTimePassword: false };
  }
  if (config.firstAdmin.password !== null) {
    out.log('ADMIN_PASSWORD is not used: the database has a Super Admin already, and it only sets the first one\'s password. Remove it from the environment.');
  }
  // databases started before SEED_DEMO=false stopped making the demo account still have it
  if (await demoPasswordStillSignsIn(db)) {
    out.warn(
      `Warning: ${DEMO_USER.email} still signs in with the demo password published in the README, and this server runs without the demo data. Sign in as it and change its password, or deactivate it on User RBAC once another Super Admin exists.`,
    );
  }
  return { kind: 'staff' };
}

/** The ready line's advice, after "Console ready at <url>  —  ". */
export function signInText(hint: SignInHint): string {
  if (hint.kind === 'demo') return `sign in as ${DEMO_USER.email} / ${DEMO_USER.password}`;
  if (hint.kind === 'account') return `sign in as ${hint.email}${hint.oneTimePassword ? ' with the one-time password above' : ''}`;
  return 'sign in with your staff account';
}
