/** How views reach the session: they never call fetch, they use these hooks. */
import { useCallback, useSyncExternalStore } from 'react';
import { useAuthProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { initialAuthState } from './sessionReducer';
import type { AuthState, MarketplaceAuthProvider, ProfileUpdate } from './types';

const noStore = {
  getState: () => initialAuthState,
  subscribe: () => () => undefined,
};

export function useMarketplaceAuth(): MarketplaceAuthProvider {
  const provider = useAuthProvider<MarketplaceAuthProvider>();
  if (!provider || !('session' in provider)) {
    throw new Error('The console needs the marketplace auth provider (providers/auth).');
  }
  return provider;
}

/** The login status, profile and error of spec §4, re-rendering on every change. */
export function useSession(): AuthState {
  const provider = useAuthProvider<MarketplaceAuthProvider>();
  const store = provider && 'session' in provider ? provider.session : noStore;
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useUpdateProfile() {
  const auth = useMarketplaceAuth();
  const queryClient = useQueryClient();
  return useCallback(
    async (fields: ProfileUpdate) => {
      const profile = await auth.updateProfile(fields);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      return profile;
    },
    [auth, queryClient],
  );
}

export function useUpdatePassword() {
  const auth = useMarketplaceAuth();
  return useCallback(
    (currentPassword: string, newPassword: string) => auth.updatePassword(currentPassword, newPassword),
    [auth],
  );
}
