/**
 * Staff administration (issue 13): accounts with a temporary password that must be changed,
 * deactivation, role change and password reset ending the person's sessions at once, the last
 * active Super Admin kept, the email fixed, one's own sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { VALIDATION } from '../../../domain/messages';
import { MUST_CHANGE_PASSWORD } from '../../../server/auth/access';
import { ACCOUNT_DEACTIVATED } from '../../../server/rest/auth';
import { EMAIL_FIXED, EMAIL_TAKEN, LAST_SUPER_ADMIN, LOOKALIKE_EMAIL, NOT_YOURSELF } from '../../../server/services/staff';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let admin: string;
const TEMP = 'Harbour7Lantern';

beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: { perPair: 1000, perAddress: 10_000 } } });
  admin = await server.signIn();
});
afterAll(() => server?.close());

const call: TestServer['rest'] = (...args) => server.rest(...args);

async function signIn(email: string, password: string) {
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'user-agent': 'StaffTest/1.0' } });
  const sid = res.cookies.find((c) => c.name === 'sid');
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, cookie: sid ? `sid=${sid.value}` : '' };
}

async function createStaff(email: string, role: string) {
  const res = await call('POST', '/api/staff', admin, { email, firstName: 'Nora', lastName: 'Quill', role, password: TEMP });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; mustChangePassword: boolean; status: string };
}

/** Signs in with the temporary password and sets a password of their own. */
async function activate(email: string): Promise<string> {
  const first = await signIn(email, TEMP);
  const changed = await call('POST', '/api/me/update-password', first.cookie, { currentPassword: TEMP, newPassword: 'Copper9Meadow' });
  expect(changed.status).toBe(200);
  return first.cookie;
}

const listJobs = (cookie: string) => server.gql('{ getAllJobs(page: 0, size: 1) { totalElements } }', {}, cookie);

describe('creating staff', () => {
  it('applies spec §5 password rules and messages to the temporary password', async () => {
    const base = { email: 'weak@example.com', firstName: 'Ann', lastName: 'Bell', role: 'Viewer' };
    const short = await call('POST', '/api/staff', admin, { ...base, password: 'Ab1' });
    expect(short).toMatchObject({ status: 400, body: { error: VALIDATION.password.tooShort } });
    const weak = await call('POST', '/api/staff', admin, { ...base, password: 'alllowercase1' });
    expect(weak).toMatchObject({ status: 400, body: { error: VALIDATION.password.weak } });
    const common = await call('POST', '/api/staff', admin, { ...base, password: 'Password123' });
    expect(common).toMatchObject({ status: 400, body: { error: VALIDATION.password.common } });
    const role = await call('POST', '/api/staff', admin, { ...base, role: 'Owner', password: TEMP });
    expect(role.status).toBe(400);
    expect((role.body.fields as Record<string, string>).role).toMatch(/Super Admin, Admin, Recruiter, Viewer/);
  });

  it('keeps emails unique, whatever their case', async () => {
    await createStaff('unique@example.com', 'Viewer');
    const again = await call('POST', '/api/staff', admin, { email: 'UNIQUE@example.com', firstName: 'A', lastName: 'B', role: 'Viewer', password: TEMP });
    expect(again).toMatchObject({ status: 400, body: { error: EMAIL_TAKEN } });
  });

  it('a new colleague must change the temporary password before doing anything else', async () => {
    const created = await createStaff('new.recruiter@example.com', 'Recruiter');
    expect(created).toMatchObject({ mustChangePassword: true, status: 'active' });
    const first = await signIn('new.recruiter@example.com', TEMP);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ role: 'Recruiter', mustChangePassword: true });
    const refused = await listJobs(first.cookie);
    expect(refused.errors?.[0]).toMatchObject({ message: MUST_CHANGE_PASSWORD, extensions: { code: 'FORBIDDEN' } });
    // nor the team's saved views: reading them, or publishing one to everyone
    const views = await server.gql('{ savedViews(list: "jobs") { id } }', {}, first.cookie);
    expect(views.errors?.[0]).toMatchObject({ message: MUST_CHANGE_PASSWORD, extensions: { code: 'FORBIDDEN' } });
    const shared = await server.gql(
      'mutation($input: SavedViewInput!) { createSavedView(input: $input) { id } }',
      { input: { list: 'jobs', name: 'Official view', shared: true, filters: [] } },
      first.cookie,
    );
    expect(shared.errors?.[0]).toMatchObject({ message: MUST_CHANGE_PASSWORD, extensions: { code: 'FORBIDDEN' } });
    const me = await call('GET', '/api/me', first.cookie);
    expect(me.body.mustChangePassword).toBe(true);
    await call('POST', '/api/me/update-password', first.cookie, { currentPassword: TEMP, newPassword: 'Copper9Meadow' });
    expect((await listJobs(first.cookie)).errors).toBeUndefined();
    expect((await server.gql('{ savedViews(list: "jobs") { id } }', {}, first.cookie)).errors).toBeUndefined();
    expect((await call('GET', '/api/me', first.cookie)).body.mustChangePassword).toBeUndefined();
  });
});

describe('sign-in addresses that read as a colleague\'s', () => {
  it('are refused: look-alike letters, invisible characters, a trailing dot; plain ones are taken', async () => {
    for (const email of ['\u0430dmin@example.com', 'adm\u0131n@example.com', 'admin@ex\u0430mple.com', 'admin\u200b@example.com', 'admin@example.com.']) {
      const res = await call('POST', '/api/staff', admin, { email, firstName: 'Nora', lastName: 'Quill', role: 'Viewer', password: TEMP });
      expect(res.status, email).toBe(400);
      expect(res.body).toMatchObject({ fields: { email: LOOKALIKE_EMAIL } });
    }
    await createStaff("o'brien.sales+team@example.co.in", 'Viewer');
  });
});

describe('taking access away ends the sessions at once', () => {
  it('deactivating: the next request answers 401 and sign-in is refused until reactivated', async () => {
    const { id } = await createStaff('leaver@example.com', 'Recruiter');
    const cookie = await activate('leaver@example.com');
    expect((await listJobs(cookie)).errors).toBeUndefined();
    const res = await call('POST', `/api/staff/${id}/deactivate`, admin);
    expect(res.body.status).toBe('deactivated');
    const after = await listJobs(cookie);
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/me', cookie)).status).toBe(401);
    const again = await signIn('leaver@example.com', 'Copper9Meadow');
    expect(again).toMatchObject({ status: 401, body: { error: ACCOUNT_DEACTIVATED } });
    await call('POST', `/api/staff/${id}/reactivate`, admin);
    expect((await signIn('leaver@example.com', 'Copper9Meadow')).status).toBe(200);
  });

  it('changing the role: the next request answers 401, and the new role applies after signing in', async () => {
    const { id } = await createStaff('promoted@example.com', 'Viewer');
    const cookie = await activate('promoted@example.com');
    const res = await call('PUT', `/api/staff/${id}`, admin, { firstName: 'Nora', lastName: 'Quill', role: 'Admin' });
    expect(res.body.role).toBe('Admin');
    expect((await call('GET', '/api/me', cookie)).status).toBe(401);
    const again = await signIn('promoted@example.com', 'Copper9Meadow');
    expect(again.body.role).toBe('Admin');
  });

  it('resetting the password: sessions end, the temporary password signs in and must be changed', async () => {
    const { id } = await createStaff('forgetful@example.com', 'Recruiter');
    const cookie = await activate('forgetful@example.com');
    const weak = await call('POST', `/api/staff/${id}/reset-password`, admin, { password: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { error: VALIDATION.password.tooShort } });
    expect((await call('GET', '/api/me', cookie)).status).toBe(200);
    const res = await call('POST', `/api/staff/${id}/reset-password`, admin, { password: 'Lighthouse4Pebble' });
    expect(res.body.mustChangePassword).toBe(true);
    expect((await call('GET', '/api/me', cookie)).status).toBe(401);
    expect((await signIn('forgetful@example.com', 'Copper9Meadow')).status).toBe(401);
    const temp = await signIn('forgetful@example.com', 'Lighthouse4Pebble');
    expect(temp.body.mustChangePassword).toBe(true);
  });

  it('an edit that keeps the role leaves the sessions alone; the email never changes', async () => {
    const { id } = await createStaff('renamed@example.com', 'Viewer');
    const cookie = await activate('renamed@example.com');
    const res = await call('PUT', `/api/staff/${id}`, admin, { firstName: 'Nell', lastName: 'Quill', role: 'Viewer' });
    expect(res.body.fullName).toBe('Nell Quill');
    expect((await call('GET', '/api/me', cookie)).status).toBe(200);
    const email = await call('PUT', `/api/staff/${id}`, admin, { firstName: 'Nell', lastName: 'Quill', role: 'Viewer', email: 'other@example.com' });
    expect(email).toMatchObject({ status: 400, body: { error: EMAIL_FIXED } });
  });
});

describe('the last active Super Admin', () => {
  it('can be neither demoted nor deactivated; with a second one, either can', async () => {
    const me = (await call('GET', '/api/me', admin)).body as { _id: string };
    const demote = await call('PUT', `/api/staff/${me._id}`, admin, { firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName, role: 'Admin' });
    expect(demote).toMatchObject({ status: 409, body: { error: LAST_SUPER_ADMIN } });
    const self = await call('POST', `/api/staff/${me._id}/deactivate`, admin);
    expect(self).toMatchObject({ status: 400, body: { error: NOT_YOURSELF } });

    const second = await createStaff('second.super@example.com', 'Super Admin');
    const secondCookie = await activate('second.super@example.com');
    const deactivateFirst = await call('POST', `/api/staff/${me._id}/deactivate`, secondCookie);
    expect(deactivateFirst.body.status).toBe('deactivated');
    // Now the second is the last one: its own demotion is refused.
    const demoteSecond = await call('PUT', `/api/staff/${second.id}`, secondCookie, { firstName: 'Nora', lastName: 'Quill', role: 'Viewer' });
    expect(demoteSecond).toMatchObject({ status: 409, body: { error: LAST_SUPER_ADMIN } });
    await call('POST', `/api/staff/${me._id}/reactivate`, secondCookie);
    admin = await server.signIn();
  });

  it('lists staff with filters, 25 a page by default', async () => {
    const all = await call('GET', '/api/staff', admin);
    expect(all.body.totalElements).toBeGreaterThanOrEqual(8);
    const viewers = await call('GET', '/api/staff?filter_role=Viewer', admin);
    expect((viewers.body.content as Array<{ role: string }>).every((u) => u.role === 'Viewer')).toBe(true);
    const byName = await call('GET', '/api/staff?filter_q=nell', admin);
    expect((byName.body.content as Array<{ email: string }>).map((u) => u.email)).toEqual(['renamed@example.com']);
    const admins = await call('GET', '/api/staff?filter_q=admin%40example.com', admin);
    expect((admins.body.content as Array<{ lastSignInAt: string | null }>)[0].lastSignInAt).not.toBeNull();
  });
});

describe('one’s own sessions', () => {
  it('lists them with the browser and signs out the others', async () => {
    await createStaff('two.browsers@example.com', 'Viewer');
    const one = await activate('two.browsers@example.com');
    const two = (await signIn('two.browsers@example.com', 'Copper9Meadow')).cookie;
    const list = await call('GET', '/api/me/sessions', two);
    const sessions = list.body as unknown as Array<{ current: boolean; userAgent: string; tokenHash?: string }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0].userAgent).toBe('StaffTest/1.0');
    expect(JSON.stringify(sessions)).not.toMatch(/tokenHash|token_hash/);
    const ended = await call('POST', '/api/me/sessions/sign-out-others', two);
    expect(ended.body.ended).toBe(1);
    expect((await call('GET', '/api/me', one)).status).toBe(401);
    expect((await call('GET', '/api/me', two)).status).toBe(200);
  });
});
