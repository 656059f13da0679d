import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { hashPassword } from '../../../server/auth/passwords';
import { startTestServer, type TestServer } from '../harness';
import { sidFrom } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const put = (cookie: string | null, payload: unknown) =>
  server.app.inject({ method: 'PUT', url: '/api/user/update', headers: cookie ? { cookie } : {}, payload: payload as object });
const changePassword = (cookie: string | null, payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/me/update-password', headers: cookie ? { cookie } : {}, payload: payload as object });

describe('PUT /api/user/update', () => {
  it('updates trimmed names and keeps the email', async () => {
    const cookie = await server.signIn();
    const res = await put(cookie, { firstName: '  Mira ', lastName: ' Solano  ', email: DEMO_USER.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ personalDetails: { firstName: 'Mira', lastName: 'Solano', email: DEMO_USER.email } });
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().personalDetails).toEqual({ firstName: 'Mira', lastName: 'Solano', email: DEMO_USER.email });
  });

  it('refuses an email change', async () => {
    const cookie = await server.signIn();
    const res = await put(cookie, { firstName: 'A', lastName: 'B', email: 'other@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Email address cannot be changed', code: 'BAD_USER_INPUT' });
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().personalDetails.email).toBe(DEMO_USER.email);
    expect(me.json().personalDetails.firstName).not.toBe('A');
  });

  it('requires both names', async () => {
    const cookie = await server.signIn();
    const res = await put(cookie, { firstName: '   ', lastName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });

  it('refuses unsigned callers', async () => {
    expect((await put(null, { firstName: 'X', lastName: 'Y' })).statusCode).toBe(401);
  });
});

describe('GraphQL updateUserById', () => {
  it('updates one’s own profile and refuses another id', async () => {
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: await server.signIn() } });
    const id = me.json()._id as string;
    const mutation = `mutation($id: ID!, $input: UserUpdateInput!) {
      updateUserById(id: $id, input: $input) { _id role personalDetails { firstName lastName email } } }`;
    const ok = await server.gql<{ updateUserById: { _id: string; personalDetails: { firstName: string } } }>(mutation, {
      id,
      input: { firstName: 'Amelia', lastName: 'Hart' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateUserById).toMatchObject({ _id: id, personalDetails: { firstName: 'Amelia' } });

    const other = await server.gql(mutation, {
      id: '00000000-0000-4000-8000-000000000000',
      input: { firstName: 'Eve', lastName: 'Hacker' },
    });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const email = await server.gql(mutation, { id, input: { firstName: 'A', lastName: 'B', email: 'x@example.com' } });
    expect(email.errors?.[0]).toMatchObject({
      message: 'Email address cannot be changed',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email address cannot be changed' } },
    });
  });
});

describe('POST /api/me/update-password', () => {
  it('answers each rule with the spec message', async () => {
    const cookie = await server.signIn();
    const cases: Array<[Record<string, string>, string]> = [
      [{ currentPassword: '', newPassword: 'Abcdefg1' }, 'Please enter both current and new password.'],
      [{ currentPassword: DEMO_USER.password, newPassword: 'Ab1' }, 'New password must be at least 8 characters long.'],
      [{ currentPassword: DEMO_USER.password, newPassword: 'abcdefgh1' }, 'New password must contain uppercase, lowercase, and a number.'],
      [{ currentPassword: 'Not@Right1', newPassword: 'Abcdefgh1' }, 'Current password is incorrect.'],
    ];
    for (const [payload, message] of cases) {
      const res = await changePassword(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: message });
    }
  });

  it('changes the password, ends the other sessions, and the new password signs in', async () => {
    const current = await server.signIn();
    const other = await server.signIn();
    const res = await changePassword(current, { currentPassword: DEMO_USER.password, newPassword: 'Newpass@2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: null });

    expect((await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: current } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } })).statusCode).toBe(401);

    const oldLogin = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USER.email, password: 'Newpass@2026' },
    });
    expect(newLogin.statusCode).toBe(200);
    expect(sidFrom(newLogin)).not.toBeNull();

    // put it back for the other tests of this file (a password change must differ from the current one)
    await server.db.updateTable('staff_users').set({ password_hash: await hashPassword(DEMO_USER.password) }).where('email', '=', DEMO_USER.email).execute();
  });

  it('refuses unsigned callers', async () => {
    const res = await changePassword(null, { currentPassword: 'a', newPassword: 'b' });
    expect(res.statusCode).toBe(401);
  });
});
