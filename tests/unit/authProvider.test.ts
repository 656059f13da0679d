import { describe, expect, it, vi } from 'vitest';
import { createRestAuthProvider, isUnauthenticated } from '../../providers/auth';

const profile = {
  _id: 'u1',
  personalDetails: { firstName: 'Ada', lastName: 'Stone', email: 'ada@example.com' },
  role: 'Super Admin',
};

interface Call {
  method: string;
  url: string;
  body: unknown;
  credentials?: RequestCredentials;
}

/** A fetch stand-in that answers per "METHOD path" and records each call. */
function fakeServer(routes: Record<string, (body: unknown) => [number, unknown]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body, credentials: init?.credentials });
    const handler = routes[`${method} ${url}`];
    const [status, payload] = handler ? handler(body) : [404, { error: 'no route' }];
    return new Response(payload === undefined ? null : JSON.stringify(payload), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('auth provider over the REST routes', () => {
  it('logs in with POST /api/auth/login and stores the profile', async () => {
    const server = fakeServer({ 'POST /api/auth/login': () => [200, profile] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await auth.login({ email: ' ada@example.com ', password: 'Secret123' });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'ada@example.com', password: 'Secret123' },
      credentials: 'same-origin',
    });
    expect(auth.session.getState()).toMatchObject({ status: 'succeeded', profile });
  });

  it('keeps the server body as the error when the login fails', async () => {
    const body = { error: 'Invalid email or password.', code: 'UNAUTHENTICATED' };
    const server = fakeServer({ 'POST /api/auth/login': () => [401, body] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).rejects.toThrow('Invalid email or password.');
    expect(auth.session.getState()).toMatchObject({ status: 'failed', error: body, operation: 'login' });
  });

  it('checks the session once with GET /api/me and then uses the cached profile', async () => {
    const server = fakeServer({ 'GET /api/me': () => [200, profile] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await Promise.all([auth.checkAuth({}), auth.checkAuth({}), auth.getIdentity!()]);
    await auth.checkAuth({});
    expect(server.calls.filter((c) => c.url === '/api/me')).toHaveLength(1);
    await expect(auth.getIdentity!()).resolves.toEqual({
      id: 'u1',
      fullName: 'Ada Stone',
      email: 'ada@example.com',
      role: 'Super Admin',
    });
  });

  it('rejects checkAuth without a session and stores the body', async () => {
    const body = { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
    const server = fakeServer({ 'GET /api/me': () => [401, body] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await expect(auth.checkAuth({})).rejects.toBeTruthy();
    expect(auth.session.getState()).toMatchObject({ status: 'failed', error: body, profile: null });
  });

  it('drops the cached profile on a 401 from a data call, so the next check asks again', async () => {
    let meStatus = 200;
    const server = fakeServer({ 'GET /api/me': () => [meStatus, meStatus === 200 ? profile : { error: 'x' }] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await auth.checkAuth({});
    await expect(auth.checkError({ message: 'boom', status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ status: 401 });
    meStatus = 401;
    await expect(auth.checkAuth({})).rejects.toBeTruthy();
    expect(server.calls.filter((c) => c.url === '/api/me')).toHaveLength(2);
  });

  it('logs out with POST /api/auth/logout and clears the profile', async () => {
    const server = fakeServer({
      'POST /api/auth/login': () => [200, profile],
      'POST /api/auth/logout': () => [204, undefined],
    });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await auth.login({ email: 'ada@example.com', password: 'x' });
    await auth.logout({});
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/auth/logout');
    expect(auth.session.getState()).toEqual({ status: 'logout', profile: null, error: null, operation: 'logout' });
  });

  it('does not call the server to log out a visitor who never signed in', async () => {
    const server = fakeServer({});
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await auth.logout({});
    expect(server.calls).toHaveLength(0);
    expect(auth.session.getState().status).toBe('logout');
  });

  it('updates the profile with PUT /api/user/update, then refetches /api/me', async () => {
    let current = profile;
    const server = fakeServer({
      'GET /api/me': () => [200, current],
      'PUT /api/user/update': (body) => {
        const fields = body as { firstName: string; lastName: string };
        current = { ...profile, personalDetails: { ...profile.personalDetails, ...fields } };
        return [200, current];
      },
    });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await auth.checkAuth({});
    await auth.updateProfile({ firstName: 'Ida', lastName: 'Stone' });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/me', 'PUT /api/user/update', 'GET /api/me']);
    expect(server.calls[1].body).toEqual({ firstName: 'Ida', lastName: 'Stone', email: 'ada@example.com' });
    expect(auth.session.getState().profile?.personalDetails.firstName).toBe('Ida');
  });

  it("stores 'Update failed' when a failed update gives no body", async () => {
    const server = fakeServer({ 'GET /api/me': () => [200, profile], 'PUT /api/user/update': () => [500, undefined] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await auth.checkAuth({});
    await expect(auth.updateProfile({ firstName: 'A', lastName: 'B' })).rejects.toBeTruthy();
    expect(auth.session.getState()).toMatchObject({ status: 'failed', error: 'Update failed', profile });
  });

  it('changes the password with POST /api/me/update-password and reads success and error', async () => {
    const server = fakeServer({
      'POST /api/me/update-password': (body) =>
        (body as { currentPassword: string }).currentPassword === 'Right1234'
          ? [200, { success: true }]
          : [400, { success: false, error: 'Current password is incorrect.' }],
    });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    await expect(auth.updatePassword('Right1234', 'Newpass123')).resolves.toEqual({ success: true, error: undefined });
    expect(server.calls[0].body).toEqual({ currentPassword: 'Right1234', newPassword: 'Newpass123' });
    await expect(auth.updatePassword('Wrong', 'Newpass123')).resolves.toEqual({
      success: false,
      error: 'Current password is incorrect.',
    });
  });

  it('lets a 401 from the password change through, as a lost session', async () => {
    const server = fakeServer({ 'POST /api/me/update-password': () => [401, { success: false, error: 'Signed out', code: 'UNAUTHENTICATED' }] });
    const auth = createRestAuthProvider({ fetch: server.fetch });
    const failure = await auth.updatePassword('Wrong', 'Newpass123').catch((error: unknown) => error);
    expect(isUnauthenticated(failure)).toBe(true);
  });
});

describe('isUnauthenticated', () => {
  it('recognises REST 401s and GraphQL UNAUTHENTICATED errors', () => {
    expect(isUnauthenticated({ status: 401 })).toBe(true);
    expect(isUnauthenticated({ networkError: { statusCode: 401 } })).toBe(true);
    expect(isUnauthenticated({ graphQLErrors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(true);
    expect(isUnauthenticated({ body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } })).toBe(true);
    expect(isUnauthenticated({ status: 500 })).toBe(false);
    expect(isUnauthenticated(new Error('x'))).toBe(false);
    expect(isUnauthenticated(null)).toBe(false);
  });
});
