/** Shapes of the console's sign-in session (spec §3 "Login user profile", §4 login status). */
import type { AuthProvider } from 'react-admin';
import type { User } from '../../domain/types';

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed' | 'logout';

/** Which request last moved the status, so a view can tell a failed sign-in from a stale session. */
export type AuthOperation = 'session' | 'login' | 'logout' | 'update';

/** The server's response body of a failed call (JSON when it sent JSON, else its text). */
export type AuthErrorBody = unknown;

export interface AuthState {
  status: AuthStatus;
  profile: User | null;
  error: AuthErrorBody | null;
  operation: AuthOperation | null;
}

export type AuthAction =
  | { type: 'request'; operation: AuthOperation }
  | { type: 'success'; operation: Exclude<AuthOperation, 'logout'>; profile: User }
  | { type: 'loggedOut' }
  | { type: 'failure'; operation: AuthOperation; error: AuthErrorBody };

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
}

export interface PasswordChangeResult {
  success: boolean;
  error?: string;
}

/** The REST routes of spec §7 the console's session needs; the fake one keeps a user in memory. */
export interface AuthTransport {
  login(email: string, password: string): Promise<User>;
  logout(): Promise<void>;
  me(): Promise<User>;
  updateProfile(fields: ProfileUpdate & { email: string }): Promise<User>;
  updatePassword(currentPassword: string, newPassword: string): Promise<PasswordChangeResult>;
}

export interface SessionStore {
  getState(): AuthState;
  dispatch(action: AuthAction): void;
  subscribe(listener: () => void): () => void;
}

export interface Identity {
  id: string;
  fullName: string;
  email: string;
  role: string;
}

/** react-admin's AuthProvider plus the profile calls the /user-details page needs. */
export interface MarketplaceAuthProvider extends AuthProvider {
  session: SessionStore;
  updateProfile(fields: ProfileUpdate): Promise<User>;
  updatePassword(currentPassword: string, newPassword: string): Promise<PasswordChangeResult>;
}
