import { describe, expect, it } from 'vitest';
import {
  errorText,
  initialAuthState,
  sessionReducer,
  showsLoginForm,
  showsSessionLoader,
} from '../../providers/auth/sessionReducer';
import type { AuthState } from '../../providers/auth/types';
import type { User } from '../../domain/types';

const profile: User = {
  _id: 'u1',
  personalDetails: { firstName: 'Ada', lastName: 'Stone', email: 'ada@example.com' },
  role: 'Super Admin',
};
const signedIn: AuthState = { status: 'succeeded', profile, error: null, operation: 'login' };

describe('login status machine (spec §4)', () => {
  it('starts idle with no profile or error', () => {
    expect(initialAuthState).toEqual({ status: 'idle', profile: null, error: null, operation: null });
  });

  it.each(['session', 'login', 'logout', 'update'] as const)('a %s request sets loading', (operation) => {
    const next = sessionReducer(signedIn, { type: 'request', operation });
    expect(next.status).toBe('loading');
    expect(next.profile).toBe(profile);
  });

  it.each(['session', 'login', 'update'] as const)('%s success sets succeeded and stores the profile', (operation) => {
    const failed: AuthState = { status: 'failed', profile: null, error: 'boom', operation: 'login' };
    expect(sessionReducer(failed, { type: 'success', operation, profile })).toEqual({
      status: 'succeeded',
      profile,
      error: null,
      operation,
    });
  });

  it('logout success sets logout and clears profile and error', () => {
    const state: AuthState = { ...signedIn, error: 'old' };
    expect(sessionReducer(state, { type: 'loggedOut' })).toEqual({
      status: 'logout',
      profile: null,
      error: null,
      operation: 'logout',
    });
  });

  it('a login failure sets failed and keeps the server body as the error', () => {
    const body = { error: 'Invalid email or password.', code: 'UNAUTHENTICATED' };
    const next = sessionReducer(initialAuthState, { type: 'failure', operation: 'login', error: body });
    expect(next).toMatchObject({ status: 'failed', error: body, profile: null });
  });

  it('a failed profile update keeps the user signed in', () => {
    const next = sessionReducer(signedIn, { type: 'failure', operation: 'update', error: 'Update failed' });
    expect(next).toMatchObject({ status: 'failed', error: 'Update failed', profile });
  });

  it('a failed session check drops the cached profile', () => {
    const next = sessionReducer(signedIn, { type: 'failure', operation: 'session', error: { error: 'x' } });
    expect(next.profile).toBeNull();
  });
});

describe('what the screens show per status', () => {
  it('shows the form only while idle, failed or logout', () => {
    expect(showsLoginForm('idle')).toBe(true);
    expect(showsLoginForm('failed')).toBe(true);
    expect(showsLoginForm('logout')).toBe(true);
    expect(showsLoginForm('loading')).toBe(false);
    expect(showsLoginForm('succeeded')).toBe(false);
  });

  it('shows the loader while the session is idle or loading, not during a profile update', () => {
    expect(showsSessionLoader(initialAuthState)).toBe(true);
    expect(showsSessionLoader({ ...initialAuthState, status: 'loading' })).toBe(true);
    expect(showsSessionLoader({ ...signedIn, status: 'loading' })).toBe(false);
    expect(showsSessionLoader(signedIn)).toBe(false);
  });

  it('reads a person-readable line from an error body', () => {
    expect(errorText({ error: 'Invalid email or password.' })).toBe('Invalid email or password.');
    expect(errorText({ message: 'Nope' })).toBe('Nope');
    expect(errorText('Update failed')).toBe('Update failed');
    expect(errorText({ code: 'X' })).toBeNull();
    expect(errorText(null)).toBeNull();
  });
});
