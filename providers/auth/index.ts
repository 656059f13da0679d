import { createAuthProvider } from './authProvider';
import { createFakeAuthTransport, type FakeAuthOptions } from './fakeTransport';
import { createHttpAuthTransport, type HttpTransportOptions } from './http';
import type { MarketplaceAuthProvider } from './types';
import { withStaffAccess } from '../staff/access';
import { createStaffApi } from '../staff/http';

export { createAuthProvider, identityOf, isUnauthenticated } from './authProvider';
export { AuthHttpError, createHttpAuthTransport } from './http';
export { createFakeAuthTransport, DEMO_PROFILE } from './fakeTransport';
export type { FakeAuthOptions } from './fakeTransport';
export { errorText, initialAuthState, sessionReducer, showsLoginForm, showsSessionLoader } from './sessionReducer';
export { useMarketplaceAuth, useSession, useUpdatePassword, useUpdateProfile } from './hooks';
export type * from './types';

/**
 * The real provider: the REST session routes of the marketplace server, with `canAccess` from
 * the server's permissions table and the staff administration routes (providers/staff).
 */
export function createRestAuthProvider(options?: HttpTransportOptions): MarketplaceAuthProvider {
  return withStaffAccess(createAuthProvider(createHttpAuthTransport(options)), createStaffApi(options));
}

/** The offline demo's provider: accepts the DEMO_USER sign-in, keeps everything in memory. */
export function createFakeAuthProvider(options?: FakeAuthOptions): MarketplaceAuthProvider {
  return createAuthProvider(createFakeAuthTransport(options));
}
