/**
 * react-admin's `canAccess` from the permissions table the server serves (GET /api/permissions)
 * and the signed-in person's role: the console offers only what the role may do. The server
 * checks every call again; this only spares people buttons that would be refused.
 */
import type { AuthProvider } from 'react-admin';
import type { MarketplaceAuthProvider } from '../auth/types';
import type { PermissionsTable, StaffApi } from './types';

/** The role's right, or true where the table says nothing (a screen that is not a resource). */
export function allows(table: PermissionsTable, role: string, resource: string, action: string): boolean {
  if (!table.resources.includes(resource)) return true;
  const applicable = table.applicable[resource] ?? [];
  if (!applicable.includes(action)) return true;
  return table.grants[role]?.[resource]?.includes(action) ?? false;
}

export interface StaffAwareAuthProvider extends MarketplaceAuthProvider {
  staff: StaffApi;
}

export function withStaffAccess(auth: MarketplaceAuthProvider, staff: StaffApi): StaffAwareAuthProvider {
  const canAccess: NonNullable<AuthProvider['canAccess']> = async ({ resource, action }) => {
    try {
      if (!auth.session.getState().profile) await auth.checkAuth({});
      const profile = auth.session.getState().profile;
      if (!profile) return false;
      return allows(await staff.permissions(), profile.role, resource, action);
    } catch {
      // Unknown (offline, signed out): let the page load; the server refuses what is not allowed.
      return true;
    }
  };
  // A temporary password, once replaced, no longer holds the person on /user-details.
  const updatePassword: MarketplaceAuthProvider['updatePassword'] = async (currentPassword, newPassword) => {
    const result = await auth.updatePassword(currentPassword, newPassword);
    const profile = auth.session.getState().profile;
    if (result.success && profile && mustChangePassword(profile)) {
      const { mustChangePassword: _done, ...rest } = profile as typeof profile & { mustChangePassword?: boolean };
      auth.session.dispatch({ type: 'success', operation: 'session', profile: rest });
    }
    return result;
  };
  return { ...auth, canAccess, updatePassword, staff };
}

/** The server set a temporary password: it must be changed before anything else. */
export function mustChangePassword(profile: unknown): boolean {
  return !!profile && typeof profile === 'object' && (profile as { mustChangePassword?: unknown }).mustChangePassword === true;
}

/** The staff API of the auth provider, or null (the offline demo has none). */
export function staffApiOf(auth: unknown): StaffApi | null {
  return auth && typeof auth === 'object' && 'staff' in auth ? ((auth as StaffAwareAuthProvider).staff ?? null) : null;
}
