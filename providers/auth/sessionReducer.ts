/**
 * The login status machine of spec §4 as a pure reducer:
 * a request sets loading; login, session and update success set succeeded with the profile;
 * logout success sets logout and clears profile and error; any failure sets failed with the error.
 */
import type { AuthAction, AuthState, AuthStatus } from './types';

export const initialAuthState: AuthState = { status: 'idle', profile: null, error: null, operation: null };

export function sessionReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'loading', operation: action.operation };
    case 'success':
      return { status: 'succeeded', profile: action.profile, error: null, operation: action.operation };
    case 'loggedOut':
      return { status: 'logout', profile: null, error: null, operation: 'logout' };
    case 'failure':
      return {
        status: 'failed',
        // A failed profile update leaves the user signed in; every other failure ends the session.
        profile: action.operation === 'update' ? state.profile : null,
        error: action.error,
        operation: action.operation,
      };
    default:
      return state;
  }
}

/** Spec §2: the sign-in form shows only while the status is idle, failed or logout. */
export function showsLoginForm(status: AuthStatus): boolean {
  return status === 'idle' || status === 'failed' || status === 'logout';
}

/** Spec §2: a loader while the session profile is idle or loading (not during a profile update). */
export function showsSessionLoader(state: AuthState): boolean {
  return state.profile === null && (state.status === 'idle' || state.status === 'loading');
}

/** A person-readable line out of a stored error body ({ error }, { message }, or plain text). */
export function errorText(error: unknown): string | null {
  if (error == null) return null;
  if (typeof error === 'string') return error.trim() || null;
  if (typeof error === 'object') {
    const record = error as Record<string, unknown>;
    for (const key of ['error', 'message']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}
