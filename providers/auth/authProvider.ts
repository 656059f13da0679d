/**
 * react-admin's authProvider over an AuthTransport, driving the login status machine (spec §4).
 * The profile is cached in the session store, so checkAuth asks the server once per session,
 * not once per navigation; a 401 from any call clears it.
 */
import type { User } from '../../domain/types';
import { AuthHttpError } from './http';
import { createSessionStore } from './sessionStore';
import type { AuthTransport, Identity, MarketplaceAuthProvider, ProfileUpdate } from './types';

const UPDATE_FAILED = 'Update failed';

/** The server's response body when the error carries one (REST or react-admin HttpError). */
function bodyOf(error: unknown): unknown {
  if (error instanceof AuthHttpError) return error.body;
  const body = (error as { body?: unknown } | null)?.body;
  if (body != null) return body;
  return error instanceof Error ? error.message : error;
}

/** True for a 401 from REST, or UNAUTHENTICATED from GraphQL (plain or Apollo-wrapped). */
export function isUnauthenticated(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const record = error as Record<string, unknown>;
  if (record.status === 401 || record.statusCode === 401) return true;
  const nested = [record.networkError, record.cause, record.body].filter(Boolean);
  if (nested.some(isUnauthenticated)) return true;
  const lists = [record.graphQLErrors, record.errors].filter(Array.isArray) as unknown[][];
  return lists.some((list) =>
    list.some((item) => (item as { extensions?: { code?: unknown } })?.extensions?.code === 'UNAUTHENTICATED'),
  );
}

export function identityOf(user: User): Identity {
  const { firstName, lastName, email } = user.personalDetails;
  return {
    id: user._id,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || (email ?? ''),
    email: email ?? '',
    role: user.role,
  };
}

export function createAuthProvider(transport: AuthTransport): MarketplaceAuthProvider {
  const session = createSessionStore();
  let pendingSession: Promise<User> | null = null;

  function loadSession(): Promise<User> {
    // Several hooks ask at once on start-up; they share one /api/me request.
    pendingSession ??= (async () => {
      session.dispatch({ type: 'request', operation: 'session' });
      try {
        const profile = await transport.me();
        session.dispatch({ type: 'success', operation: 'session', profile });
        return profile;
      } catch (error) {
        session.dispatch({ type: 'failure', operation: 'session', error: bodyOf(error) });
        throw error;
      } finally {
        pendingSession = null;
      }
    })();
    return pendingSession;
  }

  async function currentProfile(): Promise<User> {
    return session.getState().profile ?? loadSession();
  }

  return {
    session,
    async login(params: { email?: string; username?: string; password?: string }) {
      session.dispatch({ type: 'request', operation: 'login' });
      try {
        const profile = await transport.login((params.email ?? params.username ?? '').trim(), params.password ?? '');
        session.dispatch({ type: 'success', operation: 'login', profile });
      } catch (error) {
        session.dispatch({ type: 'failure', operation: 'login', error: bodyOf(error) });
        throw error;
      }
    },
    async logout() {
      // An unsigned visitor (checkAuth failed) has no server session to end.
      if (!session.getState().profile) {
        session.dispatch({ type: 'loggedOut' });
        return;
      }
      session.dispatch({ type: 'request', operation: 'logout' });
      try {
        await transport.logout();
        session.dispatch({ type: 'loggedOut' });
      } catch (error) {
        session.dispatch({ type: 'failure', operation: 'logout', error: bodyOf(error) });
      }
    },
    async checkAuth() {
      await currentProfile();
    },
    async checkError(error: unknown) {
      if (!isUnauthenticated(error)) return;
      session.dispatch({ type: 'failure', operation: 'session', error: bodyOf(error) });
      throw error;
    },
    async getIdentity() {
      return identityOf(await currentProfile());
    },
    async updateProfile(fields: ProfileUpdate) {
      const email = session.getState().profile?.personalDetails.email ?? '';
      session.dispatch({ type: 'request', operation: 'update' });
      try {
        await transport.updateProfile({ ...fields, email });
        // The spec refetches the profile from the session after an update.
        const profile = await transport.me();
        session.dispatch({ type: 'success', operation: 'update', profile });
        return profile;
      } catch (error) {
        const body = error instanceof AuthHttpError ? error.body : null;
        session.dispatch({ type: 'failure', operation: 'update', error: body ?? UPDATE_FAILED });
        throw error;
      }
    },
    updatePassword: (currentPassword, newPassword) => transport.updatePassword(currentPassword, newPassword),
  };
}
