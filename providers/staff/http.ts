/** The staff, permissions and activity routes over fetch with the session cookie. */
import { AuthHttpError } from '../auth/http';
import type { Filters, StaffApi } from './types';

export interface StaffHttpOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
}

function query(filters: Filters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') params.set(`filter_${key}`, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createStaffApi(options: StaffHttpOptions = {}): StaffApi {
  const baseUrl = options.baseUrl ?? '';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: string, path: string, payload?: unknown): Promise<T> {
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      credentials: 'same-origin',
      headers: payload === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON answer keeps its text
    }
    if (!response.ok) throw new AuthHttpError(response.status, body);
    return body as T;
  }

  let permissions: Promise<Awaited<ReturnType<StaffApi['permissions']>>> | null = null;
  return {
    permissions() {
      permissions ??= call('GET', '/api/permissions');
      permissions.catch(() => {
        permissions = null;
      });
      return permissions;
    },
    listStaff: (filters, page, size) => call('GET', `/api/staff${query(filters, { page, size })}`),
    createStaff: (input) => call('POST', '/api/staff', input),
    updateStaff: (id, input) => call('PUT', `/api/staff/${encodeURIComponent(id)}`, input),
    setActive: (id, active) => call('POST', `/api/staff/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, {}),
    resetPassword: (id, password) => call('POST', `/api/staff/${encodeURIComponent(id)}/reset-password`, { password }),
    activity: (filters, page, size = 100) => call('GET', `/api/activity${query(filters, { page, size })}`),
    activityStaff: (q) => call('GET', `/api/activity/staff${query({ q })}`),
    recordActivity: (entity, id, page, size) =>
      call('GET', `/api/activity/${encodeURIComponent(entity)}/${encodeURIComponent(id)}${query({}, { page, size })}`),
    activityCsvUrl: (filters) => `${baseUrl}/api/activity.csv${query(filters)}`,
    mySessions: () => call('GET', '/api/me/sessions'),
    signOutOthers: async () => (await call<{ ended: number }>('POST', '/api/me/sessions/sign-out-others', {})).ended,
  };
}
