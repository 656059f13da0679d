import { createAuthProvider } from './authProvider';
import { createFakeAuthTransport, type FakeAuthOptions } from './fakeTransport';
import { createHttpAuthTransport, type HttpTransportOptions } from './http';
import type { MarketplaceAuthProvider } from './types';

export { createAuthProvider, identityOf, isUnauthenticated } from './authProvider';
export { AuthHttpError, createHttpAuthTransport } from './http';
export { createFakeAuthTransport, DEMO_PROFILE } from './fakeTransport';
export type { FakeAuthOptions } from './fakeTransport';
export { errorText, initialAuthState, sessionReducer, showsLoginForm, showsSessionLoader } from './sessionReducer';
export { useMarketplaceAuth, useSession, useUpdatePassword, useUpdateProfile } from './hooks';
export type * from './types';

/** The real provider: the REST session routes of the marketplace server. */
export function createRestAuthProvider(options?: HttpTransportOptions): MarketplaceAuthProvider {
  return createAuthProvider(createHttpAuthTransport(options));
}

/** The offline demo's provider: accepts the DEMO_USER sign-in, keeps everything in memory. */
export function createFakeAuthProvider(options?: FakeAuthOptions): MarketplaceAuthProvider {
  return createAuthProvider(createFakeAuthTransport(options));
}
