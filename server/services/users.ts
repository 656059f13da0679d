/** The signed-in staff member's own profile and password. */
import { VALIDATION } from '../../domain/messages';
import { passwordChangeError } from '../../domain/password';
import type { User } from '../../domain/types';
import { checkPersonNames } from '../../domain/validation/names';
import { isGuessablePassword } from '../auth/commonPasswords';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById, updateUserNames, updateUserPassword, type StaffUserRow } from '../db/repositories/users';
import { badInput, notFound } from '../errors';
import type { ServiceDeps } from './deps';

export interface ProfileUpdate {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface UserService {
  getProfile(userId: string): Promise<User>;
  updateProfile(userId: string, update: ProfileUpdate): Promise<User>;
  /**
   * Throws BAD_USER_INPUT with the spec's message when a rule is broken or the current password is
   * wrong (then `fields.currentPassword` is set: the caller counts it as a guess).
   */
  changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void>;
}

export function toProfile(row: Pick<StaffUserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>): User {
  return {
    _id: row.id,
    personalDetails: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    role: row.role,
  };
}

export function createUserService(deps: ServiceDeps): UserService {
  const load = async (userId: string): Promise<StaffUserRow> => {
    const row = await findUserById(deps.db, userId);
    if (!row) throw notFound('User');
    return row;
  };

  return {
    async getProfile(userId) {
      return toProfile(await load(userId));
    },

    async updateProfile(userId, update) {
      const row = await load(userId);
      const fields: Record<string, string> = {};
      const { firstName, lastName } = checkPersonNames(update, fields);
      if (update.email !== undefined && update.email !== null) {
        if (update.email.trim().toLowerCase() !== row.email.toLowerCase()) {
          fields.email = VALIDATION.profile.emailReadOnly;
        }
      }
      const messages = Object.values(fields);
      if (messages.length > 0) {
        throw badInput(fields.email ?? messages.join('. '), fields);
      }
      await updateUserNames(deps.db, userId, firstName, lastName);
      return toProfile({ ...row, firstName, lastName });
    },

    async changePassword(userId, currentPassword, newPassword) {
      const current = typeof currentPassword === 'string' ? currentPassword : '';
      const next = typeof newPassword === 'string' ? newPassword : '';
      const ruleBroken = passwordChangeError(current, next);
      if (ruleBroken) throw badInput(ruleBroken, { newPassword: ruleBroken });
      const row = await load(userId);
      // Judged before the current password is, so this answer says nothing about that password.
      // The person's names count as guessable words; the email does not, since shared staff
      // addresses such as admin@… would refuse the role's own word.
      if (await isGuessablePassword(next, [row.firstName, row.lastName])) {
        throw badInput(VALIDATION.password.common, { newPassword: VALIDATION.password.common });
      }
      if (!(await verifyPassword(row.passwordHash, current))) {
        throw badInput(VALIDATION.password.wrongCurrent, { currentPassword: VALIDATION.password.wrongCurrent });
      }
      await updateUserPassword(deps.db, userId, await hashPassword(next));
    },
  };
}
