/**
 * A staff account's history is staff administration: GET /api/activity/staff/<id> was refused to an
 * Admin ("cannot view staff accounts"), but the same events (the account's creation, `role changed`
 * with the roles before and after, `password reset`, sign-ins, failed sign-ins with the email as
 * typed) came back from the general Activity list and its CSV, `?filter_entity=staff` or not.
 * Every read of the trail now goes through one rule (server/audit/visibility.ts): a role that may
 * not view staff accounts gets no staff events from the list or the CSV, and naming them (the
 * entity filter, one account's history) is refused with the per-record route's message.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { visibleAuditFilters } from '../../../server/audit/visibility';
import { hashPassword } from '../../../server/auth/passwords';
import { forbiddenMessage, ROLES } from '../../../server/auth/roles';
import { insertStaff } from '../../../server/db/repositories/staff';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ config: { loginRateLimit: { perPair: 1000, perAddress: 10_000 } } });
const PASSWORD = 'Harbour7Lantern';
const TYPED_EMAIL = 'Typed.As.Is@Staff-Rule.test';
const REFUSED = forbiddenMessage('Admin', 'staff', 'show');

let admin: string;
let staffId: string;

interface Event {
  entity: string;
  entityId: string;
  action: string;
  summary: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}

const get = (url: string, cookie: string) => signedIn.server.app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  const { server, cookie } = signedIn;
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    server.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  // A staff account's life, by the Super Admin: created, role changed, password reset; then it signs in and someone fails to.
  const created = await send('POST', '/api/staff', { email: 'ria@staff-rule.test', firstName: 'Ria', lastName: 'Sen', role: 'Viewer', password: PASSWORD });
  expect(created.statusCode, created.body).toBe(200);
  staffId = (created.json() as { id: string }).id;
  expect((await send('PUT', `/api/staff/${staffId}`, { firstName: 'Ria', lastName: 'Sen', role: 'Recruiter' })).statusCode).toBe(200);
  expect((await send('POST', `/api/staff/${staffId}/reset-password`, { password: 'Lighthouse4Pebble' })).statusCode).toBe(200);
  expect((await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ria@staff-rule.test', password: 'Lighthouse4Pebble' } })).statusCode).toBe(200);
  await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TYPED_EMAIL, password: 'Wrong1Password' } });
  // A marketplace change the Admin may see.
  await server.db
    .insertInto('audit_events')
    .values({ actor_email: 'admin@example.com', actor_name: 'Amelia Hart', entity: 'jobs', entity_id: 'job-1', action: 'update', summary: 'Stone Setter', changes: JSON.stringify({ salary: ['15k', '18k'] }) })
    .execute();

  await insertStaff(server.db, { id: randomUUID(), email: 'adam@staff-rule.test', firstName: 'Adam', lastName: 'Rule', role: 'Admin', passwordHash: await hashPassword(PASSWORD), mustChangePassword: false });
  const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'adam@staff-rule.test', password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  admin = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
});

describe('an Admin (may not view staff accounts) reading the Activity trail', () => {
  it('the list leaves staff events out, and its total counts only what it shows', async () => {
    const res = await get('/api/activity?size=100', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content: Event[]; totalElements: number };
    expect(body.content.filter((e) => e.entity === 'staff')).toEqual([]);
    expect(body.content.some((e) => e.entity === 'jobs' && e.summary === 'Stone Setter')).toBe(true);
    expect(body.totalElements).toBe(body.content.length);
    expect(res.body).not.toContain(TYPED_EMAIL);
    expect(res.body).not.toContain('role changed');
    // by action too: every sign-in, role change and password reset is a staff event
    for (const action of ['role changed', 'password reset', 'sign-in', 'sign-in failed']) {
      const byAction = await get(`/api/activity?filter_action=${encodeURIComponent(action)}`, admin);
      expect(byAction.statusCode).toBe(200);
      expect(byAction.json(), action).toEqual({ content: [], totalElements: 0 });
    }
  });

  it('the CSV leaves them out too', async () => {
    const res = await get('/api/activity.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Stone Setter');
    expect(res.body).not.toMatch(/,staff,/);
    expect(res.body).not.toContain(TYPED_EMAIL);
    expect(res.body).not.toContain('Recruiter');
  });

  it('asking for staff events by name is refused like one account\'s history: 403 with the same message', async () => {
    for (const url of ['/api/activity?filter_entity=staff', '/api/activity.csv?filter_entity=staff', `/api/activity/staff/${staffId}`]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ error: REFUSED, code: 'FORBIDDEN' });
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
    expect(REFUSED).toBe('Your role (Admin) cannot view staff accounts. Ask a Super Admin if you need this.');
  });

  it("other records' histories and entity filters still answer", async () => {
    expect((await get('/api/activity/jobs/job-1', admin)).json()).toMatchObject({ totalElements: 1 });
    expect((await get('/api/activity?filter_entity=jobs', admin)).statusCode).toBe(200);
  });
});

describe('a Super Admin (may view staff accounts)', () => {
  it('sees the staff events in the list, the CSV and the account history', async () => {
    const { cookie } = signedIn;
    const list = (await get('/api/activity?filter_entity=staff&size=100', cookie)).json() as { content: Event[] };
    expect(list.content.find((e) => e.action === 'role changed' && e.entityId === staffId)?.changes).toEqual({ role: ['Viewer', 'Recruiter'] });
    expect(list.content.some((e) => e.action === 'sign-in failed' && e.summary === TYPED_EMAIL)).toBe(true);
    const csv = await get('/api/activity.csv', cookie);
    expect(csv.body).toContain(TYPED_EMAIL);
    expect(csv.body).toContain('role changed');
    const history = (await get(`/api/activity/staff/${staffId}`, cookie)).json() as { content: Event[] };
    expect(history.content.map((e) => e.action)).toEqual(['sign-in', 'password reset', 'role changed', 'create']);
  });
});

describe('the rule itself (server/audit/visibility.ts)', () => {
  it('narrows the filters of every role without the staff view right, and only theirs', () => {
    for (const role of [...ROLES, 'Unknown']) {
      const staffRight = role === 'Super Admin';
      expect(visibleAuditFilters({ role }, { action: 'update' })).toEqual(staffRight ? { action: 'update' } : { action: 'update', exceptEntities: ['staff'] });
      if (staffRight) expect(visibleAuditFilters({ role }, { entity: 'staff' })).toEqual({ entity: 'staff' });
      else expect(() => visibleAuditFilters({ role }, { entity: 'staff', entityId: 'x' })).toThrow(/cannot view staff accounts/);
    }
  });
});
