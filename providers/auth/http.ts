/** The REST routes of spec §7 for the session, over fetch with the session cookie. */
import type { User } from '../../domain/types';
import type { AuthTransport, PasswordChangeResult } from './types';

/** A non-2xx answer; `body` is the server's response body (parsed JSON when possible). */
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'error' in body ? String(body.error) : `HTTP ${status}`);
    this.name = 'AuthHttpError';
  }
}

export interface HttpTransportOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpAuthTransport(options: HttpTransportOptions = {}): AuthTransport {
  const baseUrl = options.baseUrl ?? '';
  // Bound lazily so tests can swap globalThis.fetch after the transport is built.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call(method: string, path: string, payload?: unknown): Promise<unknown> {
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      credentials: 'same-origin',
      headers: payload === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await readBody(response);
    if (!response.ok) throw new AuthHttpError(response.status, body);
    return body;
  }

  return {
    login: async (email, password) => (await call('POST', '/api/auth/login', { email, password })) as User,
    logout: async () => {
      await call('POST', '/api/auth/logout');
    },
    me: async () => (await call('GET', '/api/me')) as User,
    updateProfile: async (fields) => (await call('PUT', '/api/user/update', fields)) as User,
    async updatePassword(currentPassword, newPassword): Promise<PasswordChangeResult> {
      try {
        const body = (await call('POST', '/api/me/update-password', { currentPassword, newPassword })) as
          | Partial<PasswordChangeResult>
          | null;
        return { success: body?.success === true, error: body?.error ?? undefined };
      } catch (error) {
        // 401: the session is over (e.g. ended after too many wrong current passwords); the
        // caller must treat it like any other lost session, not as a refused password.
        if (!(error instanceof AuthHttpError) || error.status === 401) throw error;
        const body = error.body as { error?: unknown } | null;
        return { success: false, error: typeof body?.error === 'string' ? body.error : undefined };
      }
    },
  };
}
