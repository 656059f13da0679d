/**
 * An in-memory stand-in for the session routes: the offline demo and the tests sign in with
 * domain DEMO_USER without a server. It keeps the server's answers' shapes and messages.
 */
import { DEMO_USER } from '../../domain/constants';
import { passwordChangeError } from '../../domain/password';
import { VALIDATION } from '../../domain/messages';
import type { User } from '../../domain/types';
import { AuthHttpError } from './http';
import type { AuthTransport } from './types';

export interface FakeAuthOptions {
  user?: User;
  password?: string;
  /** Start with a live session, as after a reload while signed in. */
  signedIn?: boolean;
  /** Milliseconds each call waits, to let tests see the loading state. */
  delayMs?: number;
}

export const DEMO_PROFILE: User = {
  _id: 'demo-admin',
  personalDetails: { firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName, email: DEMO_USER.email },
  role: DEMO_USER.role,
};

const INVALID_LOGIN = { error: 'Invalid email or password.', code: 'UNAUTHENTICATED' };
const NO_SESSION = { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };

export function createFakeAuthTransport(options: FakeAuthOptions = {}): AuthTransport {
  let user: User = structuredClone(options.user ?? DEMO_PROFILE);
  let password = options.password ?? DEMO_USER.password;
  let signedIn = options.signedIn ?? false;
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  const current = async (): Promise<User> => {
    await wait();
    if (!signedIn) throw new AuthHttpError(401, NO_SESSION);
    return structuredClone(user);
  };

  return {
    async login(email, pass) {
      await wait();
      if (email.trim().toLowerCase() !== user.personalDetails.email?.toLowerCase() || pass !== password) {
        throw new AuthHttpError(401, INVALID_LOGIN);
      }
      signedIn = true;
      return structuredClone(user);
    },
    async logout() {
      await wait();
      signedIn = false;
    },
    me: current,
    async updateProfile(fields) {
      await current();
      if (!fields.firstName.trim() || !fields.lastName.trim()) {
        throw new AuthHttpError(400, { error: 'First and last name are required.', code: 'BAD_USER_INPUT' });
      }
      user = { ...user, personalDetails: { ...user.personalDetails, firstName: fields.firstName, lastName: fields.lastName } };
      return structuredClone(user);
    },
    async updatePassword(currentPassword, newPassword) {
      await current();
      const rule = passwordChangeError(currentPassword, newPassword);
      if (rule) return { success: false, error: rule };
      if (currentPassword !== password) return { success: false, error: VALIDATION.password.wrongCurrent };
      password = newPassword;
      return { success: true };
    },
  };
}
