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
  /** Where the offline demo keeps its session, so a reload stays signed in (like the cookie). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export const DEMO_SESSION_KEY = 'jewel-admin.demo-session';

export const DEMO_PROFILE: User = {
  _id: 'demo-admin',
  personalDetails: { firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName, email: DEMO_USER.email },
  role: DEMO_USER.role,
};

const INVALID_LOGIN = { error: 'Invalid email or password.', code: 'UNAUTHENTICATED' };
const NO_SESSION = { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };

export function createFakeAuthTransport(options: FakeAuthOptions = {}): AuthTransport {
  const { storage } = options;
  const saved = readSaved(storage);
  let user: User = structuredClone(saved?.user ?? options.user ?? DEMO_PROFILE);
  let password = saved?.password ?? options.password ?? DEMO_USER.password;
  let signedIn = saved?.signedIn ?? options.signedIn ?? false;
  const save = () => storage?.setItem(DEMO_SESSION_KEY, JSON.stringify({ user, password, signedIn }));
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
      save();
      return structuredClone(user);
    },
    async logout() {
      await wait();
      signedIn = false;
      save();
    },
    me: current,
    async updateProfile(fields) {
      await current();
      if (!fields.firstName.trim() || !fields.lastName.trim()) {
        throw new AuthHttpError(400, { error: 'First and last name are required.', code: 'BAD_USER_INPUT' });
      }
      user = { ...user, personalDetails: { ...user.personalDetails, firstName: fields.firstName, lastName: fields.lastName } };
      save();
      return structuredClone(user);
    },
    async updatePassword(currentPassword, newPassword) {
      await current();
      const rule = passwordChangeError(currentPassword, newPassword);
      if (rule) return { success: false, error: rule };
      if (currentPassword !== password) return { success: false, error: VALIDATION.password.wrongCurrent };
      password = newPassword;
      save();
      return { success: true };
    },
  };
}

interface SavedSession {
  user: User;
  password: string;
  signedIn: boolean;
}

function readSaved(storage: FakeAuthOptions['storage']): SavedSession | null {
  const text = storage?.getItem(DEMO_SESSION_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as SavedSession;
  } catch {
    return null;
  }
}
