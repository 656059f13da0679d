import { initialAuthState, sessionReducer } from './sessionReducer';
import type { AuthAction, AuthState, SessionStore } from './types';

/** A tiny external store over the reducer, read by the UI through useSyncExternalStore. */
export function createSessionStore(initial: AuthState = initialAuthState): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action: AuthAction) {
      const next = sessionReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
