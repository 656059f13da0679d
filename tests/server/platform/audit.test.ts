/**
 * The audit trail (issue 13): every kind of change leaves one row in the same transaction, naming
 * the staff member, the record and, for updates, each field before and after; a change that fails
 * or rolls back leaves none; rows cannot be changed or deleted; the Activity routes read them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { runAsActor } from '../../../server/audit/actorScope';
import { hashPassword } from '../../../server/auth/passwords';
import { insertStaff } from '../../../server/db/repositories/staff';
import { addApplication, addCompany, addEmployer, addJob, addRequest, addSeeker } from '../entities/fixtures';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer({ config: { loginRateLimit: { perPair: 1000, perAddress: 10_000 } } });
let adminId: string;

beforeAll(async () => {
  adminId = (await signedIn.server.db.selectFrom('staff_users').select('id').where('email', '=', DEMO_USER.email).executeTakeFirstOrThrow()).id;
});

interface Event {
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  summary: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}

async function eventsOf(entity: string, id: string): Promise<Event[]> {
  const res = await signedIn.server.app.inject({ method: 'GET', url: `/api/activity/${entity}/${encodeURIComponent(id)}?size=100`, headers: { cookie: signedIn.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { content: Event[] }).content;
}

const count = async () =>
  Number((await signedIn.server.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await signedIn.server.gql<T>(query, variables, signedIn.cookie);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

const jobFixture = async () =>
  addJob(signedIn.server.db, { company_id: await addCompany(signedIn.server.db), category: 'Craft', description: '<p>Set stones</p>', location: 'Paris', title: 'Stone Setter' });

describe('every change is recorded with who, what and the fields before and after', () => {
  it('a job: create, salary update (before → after), delete', async () => {
    const companyId = await addCompany(signedIn.server.db);
    const created = await ok<{ createJob: { _id: string } }>(
      'mutation($input: JobInput!) { createJob(input: $input) { _id } }',
      { input: { title: 'Bench Jeweller', isExternalJob: false, companyId, category: 'Craft', description: '<p>Bench work</p>', location: 'Lyon', salary: '15k per month', jobType: 'FULL_TIME', industry: 'Jewellery', city: 'Lyon', state: 'Rhône', country: 'France' } },
    );
    const id = created.createJob._id;
    await ok('mutation($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { _id } }', {
      id,
      input: { title: 'Bench Jeweller', isExternalJob: false, salary: '18k per month' },
    });
    let events = await eventsOf('jobs', id);
    expect(events.map((e) => e.action)).toEqual(['update', 'create']);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      actorEmail: DEMO_USER.email,
      actorName: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`,
      summary: 'Bench Jeweller',
      changes: { salary: ['15k per month', '18k per month'] },
    });
    // Bookkeeping columns are not changes a person made; embeddings are never stored.
    expect(Object.keys(events[0].changes!)).toEqual(['salary']);
    expect(events[1].changes).toBeNull();

    await ok('mutation($id: ID!) { deleteJobById(_id: $id) }', { id });
    events = await eventsOf('jobs', id);
    expect(events[0]).toMatchObject({ action: 'delete', summary: 'Bench Jeweller', actorEmail: DEMO_USER.email });
  });

  it('a company request approved, a company edited, an employer edited', async () => {
    const companyId = await addCompany(signedIn.server.db, { company_name: 'Aurum' });
    const employerId = await addEmployer(signedIn.server.db, { company_id: null });
    const requestId = await addRequest(signedIn.server.db, companyId, employerId);
    await ok('mutation($id: ID!) { updateCompanyRequest(_id: $id, status: approved) { _id } }', { id: requestId });
    const request = await eventsOf('company-requests', requestId);
    expect(request[0]).toMatchObject({ action: 'approve', changes: { status: ['pending', 'approved'] } });
    // Approval links the employer to the company in the same transaction: recorded too.
    const employer = await eventsOf('employers', employerId);
    expect(employer[0].changes).toMatchObject({ company_id: [null, companyId] });

    await ok('mutation($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input) { _id } }', {
      id: companyId,
      input: { companyName: 'Aurum', industry: 'Fine jewellery' },
    });
    expect((await eventsOf('companies', companyId))[0]).toMatchObject({ action: 'update', changes: { industry: [null, 'Fine jewellery'] } });
  });

  it('an application status change, a note added and deleted on a job seeker', async () => {
    const seekerId = await addSeeker(signedIn.server.db, { full_name: 'Ines Moreau' });
    const appId = await addApplication(signedIn.server.db, await jobFixture(), seekerId);
    await ok('mutation($id: ID!, $input: JobApplicationUpdateInput!) { updateJobApplicationById(_id: $id, input: $input) { _id } }', {
      id: appId,
      input: { status: 'accepted' },
    });
    expect((await eventsOf('job-applications', appId))[0]).toMatchObject({ action: 'status change', changes: { status: ['pending', 'accepted'] } });

    const note = await ok<{ addJobSeekerNote: { id: string } }>('mutation($id: ID!) { addJobSeekerNote(jobSeekerId: $id, note: "Strong setter") { id } }', { id: seekerId });
    await ok('mutation($id: ID!, $note: ID!) { deleteJobSeekerNote(jobSeekerId: $id, noteId: $note) }', { id: seekerId, note: note.addJobSeekerNote.id });
    const events = await eventsOf('jobseekers', seekerId);
    expect(events.slice(0, 2).map((e) => [e.action, e.summary])).toEqual([
      ['note deleted', 'Strong setter'],
      ['note added', 'Strong setter'],
    ]);
  });

  it("a seeker's years edited: the years alone, not the match vector or the résumé text the database and the AI derive", async () => {
    const unit = `[${[1, ...new Array<number>(255).fill(0)].join(',')}]`;
    const seekerId = await addSeeker(signedIn.server.db, { full_name: 'Noor Das', embedding: unit, resume_text: 'Stone setter, 3 years at the bench.' });
    await signedIn.server.db.updateTable('job_seekers').set({ years_of_experience: 3, years_in_text: 3 }).where('id', '=', seekerId).execute();
    await ok('mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { _id } }', { id: seekerId, input: { yearsOfExperience: 9 } });
    const [event] = await eventsOf('jobseekers', seekerId);
    expect(event).toMatchObject({ action: 'update', changes: { years_of_experience: [3, 9] } });
    expect(Object.keys(event.changes ?? {})).toEqual(['years_of_experience']);
  });

  it('staff: created, role changed, password reset, deactivated; sign-in, failed sign-in and sign-out', async () => {
    const post = (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
      signedIn.server.app.inject({ method, url, headers: { cookie: signedIn.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const created = (await post('/api/staff', { email: 'trail@example.com', firstName: 'Tia', lastName: 'Rowe', role: 'Viewer', password: 'Harbour7Lantern' })).json() as { id: string };
    await post(`/api/staff/${created.id}`, { firstName: 'Tia', lastName: 'Rowe', role: 'Recruiter' }, 'PUT');
    await post(`/api/staff/${created.id}/reset-password`, { password: 'Lighthouse4Pebble' });
    const theirSignIn = await signedIn.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'trail@example.com', password: 'Lighthouse4Pebble' } });
    const theirCookie = `sid=${theirSignIn.cookies.find((c) => c.name === 'sid')!.value}`;
    await signedIn.server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: theirCookie } });
    await signedIn.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'trail@example.com', password: 'Wrong1Password' } });
    await post(`/api/staff/${created.id}/deactivate`, {});
    const events = await eventsOf('staff', created.id);
    expect(events.map((e) => e.action)).toEqual(['deactivate', 'sign-in failed', 'sign-out', 'sign-in', 'password reset', 'role changed', 'create']);
    expect(events.find((e) => e.action === 'role changed')!.changes).toEqual({ role: ['Viewer', 'Recruiter'] });
    expect(events.find((e) => e.action === 'password reset')).toMatchObject({ actorEmail: DEMO_USER.email, changes: null });
    expect(events.find((e) => e.action === 'sign-in')).toMatchObject({ actorId: created.id, actorEmail: 'trail@example.com' });
    // Password hashes never reach the trail.
    expect(JSON.stringify(events)).not.toMatch(/argon2/);
  });
});

describe('no audit row without its change', () => {
  it('a refused update (stale copy, invalid input) leaves no row', async () => {
    const id = await jobFixture();
    const before = await count();
    const stale = await signedIn.server.gql('mutation($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input, expectedUpdatedAt: "2001-01-01T00:00:00.000Z") { _id } }', {
      id,
      input: { title: 'Stone Setter', isExternalJob: false, salary: '20k' },
    }, signedIn.cookie);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const invalid = await signedIn.server.gql('mutation($id: ID!, $input: JobInput!) { updateJobById(_id: $id, input: $input) { _id } }', {
      id,
      input: { title: '', isExternalJob: false },
    }, signedIn.cookie);
    expect(invalid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });

  it('a change that rolls back takes its audit row with it', async () => {
    const id = await jobFixture();
    const before = await count();
    await expect(
      runAsActor({ id: adminId, email: DEMO_USER.email, name: 'Amelia Hart' }, () =>
        signedIn.server.db.transaction().execute(async (tx) => {
          await tx.updateTable('jobs').set({ salary: 'rolled back' }).where('id', '=', id).execute();
          const inside = await tx.selectFrom('audit_events').select('action').where('entity_id', '=', id).execute();
          expect(inside.map((r) => r.action)).toEqual(['update']);
          throw new Error('fail after the write');
        }),
      ),
    ).rejects.toThrow('fail after the write');
    expect(await count()).toBe(before);
    const job = await signedIn.server.db.selectFrom('jobs').select('salary').where('id', '=', id).executeTakeFirstOrThrow();
    expect(job.salary).toBeNull();
  });

  it('writes with no signed-in actor (seeding, bulk loads) are not staff actions and are not recorded', async () => {
    const before = await count();
    await jobFixture();
    expect(await count()).toBe(before);
  });
});

describe('behind a transaction-mode pooler (PgBouncer)', () => {
  const amelia = () => ({ id: adminId, email: DEMO_USER.email, name: 'Amelia Hart' });
  const actorOnConnection = (conn: typeof signedIn.server.db) =>
    sql<{ actor: string | null }>`SELECT current_setting('jm.actor', true) AS actor`.execute(conn).then((r) => r.rows[0].actor ?? '');

  it('names the actor on each write although the connection forgets it between statements, and leaves nothing set', async () => {
    const id = await jobFixture();
    await signedIn.server.db.connection().execute(async (conn) => {
      await runAsActor(amelia(), async () => {
        await conn.updateTable('jobs').set({ salary: 'first' }).where('id', '=', id).execute();
        expect(await actorOnConnection(conn)).toBe('');
        // a pooler hands this client another server connection: nothing set there
        await sql`SELECT set_config('jm.actor', '', false)`.execute(conn);
        await conn.updateTable('jobs').set({ salary: 'second' }).where('id', '=', id).execute();
      });
      // the connection goes back to the pool (to another client) with no actor on it
      expect(await actorOnConnection(conn)).toBe('');
      // (on PGlite the pool has one connection: only `conn` may be used in here)
      const rows = () => conn.selectFrom('audit_events').select('id').where('entity_id', '=', id).execute().then((r) => r.length);
      const before = await rows();
      await conn.updateTable('jobs').set({ salary: 'not a staff action' }).where('id', '=', id).execute();
      expect(await rows()).toBe(before);
    });
    // a transaction is set once, for itself only (a pooler keeps a transaction on one connection)
    await runAsActor(amelia(), () =>
      signedIn.server.db.transaction().execute(async (tx) => {
        await tx.updateTable('jobs').set({ salary: 'third' }).where('id', '=', id).execute();
        await tx.updateTable('jobs').set({ salary: 'fourth' }).where('id', '=', id).execute();
      }),
    );
    expect(await actorOnConnection(signedIn.server.db)).toBe('');
    const updates = (await eventsOf('jobs', id)).filter((e) => e.action === 'update');
    expect(updates.map((e) => [e.actorEmail, e.changes?.salary?.[1]])).toEqual([
      [DEMO_USER.email, 'fourth'],
      [DEMO_USER.email, 'third'],
      [DEMO_USER.email, 'second'],
      [DEMO_USER.email, 'first'],
    ]);
  });

  it('a write of hand-written SQL outside a transaction is recorded, and a failed one leaves the connection clean', async () => {
    const id = await jobFixture();
    await signedIn.server.db.connection().execute(async (conn) => {
      await runAsActor(amelia(), async () => {
        await sql`UPDATE jobs SET salary = 'raw' WHERE id = ${id}`.execute(conn);
        await expect(sql`UPDATE jobs SET salary = 'x' WHERE id = ${'not a uuid'}`.execute(conn)).rejects.toThrow();
        expect(await actorOnConnection(conn)).toBe('');
      });
    });
    const updates = (await eventsOf('jobs', id)).filter((e) => e.action === 'update');
    expect(updates.map((e) => [e.actorEmail, e.changes?.salary?.[1]])).toEqual([[DEMO_USER.email, 'raw']]);
  });
});

describe('the trail itself', () => {
  it('cannot be edited or deleted, even in SQL', async () => {
    await expect(sql`UPDATE audit_events SET action = 'forged'`.execute(signedIn.server.db)).rejects.toThrow(/cannot be changed or deleted/);
    await expect(sql`DELETE FROM audit_events`.execute(signedIn.server.db)).rejects.toThrow(/cannot be changed or deleted/);
  });

  it('the Activity list filters by staff, entity, action and dates, newest first, 100 a page', async () => {
    const get = async (query: string) => {
      const res = await signedIn.server.app.inject({ method: 'GET', url: `/api/activity?${query}`, headers: { cookie: signedIn.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { content: Event[]; totalElements: number };
    };
    const all = await get('');
    expect(all.content.length).toBe(Math.min(100, all.totalElements));
    const jobs = await get('filter_entity=jobs&filter_action=update');
    expect(jobs.totalElements).toBeGreaterThan(0);
    expect(jobs.content.every((e) => e.entity === 'jobs' && e.action === 'update')).toBe(true);
    const mine = await get(`filter_actorId=${adminId}`);
    expect(mine.content.every((e) => e.actorId === adminId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`filter_from=${today}&filter_to=${today}`)).totalElements).toBe(all.totalElements);
    expect((await get('filter_to=2001-01-01')).totalElements).toBe(0);
    const csv = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity.csv?filter_entity=jobs', headers: { cookie: signedIn.cookie } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toContain('When');
    // The cell's own quotes are doubled by CSV quoting.
    expect(csv.body).toContain('salary: ""15k per month"" -> ""18k per month""');
  });

  it('refuses a date filter that is no calendar day in years 1-9999 with a 400, on the list and the CSV', async () => {
    for (const query of ['filter_from=-271821-04-20', 'filter_to=+275760-09-13', 'filter_from=2026-02-30', 'filter_to=2026-01-01T25:99', 'filter_from=yesterday']) {
      for (const path of ['/api/activity', '/api/activity.csv']) {
        const res = await signedIn.server.app.inject({ method: 'GET', url: `${path}?${query}`, headers: { cookie: signedIn.cookie } });
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', error: expect.stringMatching(/must be a date \(YYYY-MM-DD\)/) });
      }
    }
    const res = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity?filter_from=0001-01-01&filter_to=9999-12-31T23:59:59Z', headers: { cookie: signedIn.cookie } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("the Activity screen's staff picker", () => {
  const PASSWORD = 'Harbour7Lantern';
  const signInAs = async (email: string) => {
    const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
  };
  // Signed in once each: their sign-ins are the events the filter is tried on.
  const addStaff = async (email: string, firstName: string, role: string) => {
    const passwordHash = await hashPassword(PASSWORD);
    await insertStaff(signedIn.server.db, { id: randomUUID(), email, firstName, lastName: 'Picker', role, passwordHash, mustChangePassword: false });
  };

  let admin: string;
  let recruiter: string;
  beforeAll(async () => {
    await addStaff('ann@picker.test', 'Ann', 'Admin');
    await addStaff('joann@picker.test', 'Joann', 'Recruiter');
    admin = await signInAs('ann@picker.test');
    recruiter = await signInAs('joann@picker.test');
  });

  it('offers names and emails to those who read the trail (an Admin too), not the roles or status', async () => {
    const res = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity/staff?filter_q=picker.test', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content: Array<Record<string, unknown>>; totalElements: number };
    expect(body.totalElements).toBe(2);
    expect(body.content).toEqual([
      { id: expect.any(String), email: 'ann@picker.test', fullName: 'Ann Picker' },
      { id: expect.any(String), email: 'joann@picker.test', fullName: 'Joann Picker' },
    ]);
    const refused = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity/staff', headers: { cookie: recruiter } });
    expect(refused.statusCode).toBe(403);
    const bad = await signedIn.server.app.inject({ method: 'GET', url: '/api/activity/staff?size=500', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('a whole email picked names one person; a part of one still finds every match', async () => {
    const actors = async (actor: string) => {
      const res = await signedIn.server.app.inject({ method: 'GET', url: `/api/activity?filter_action=sign-in&filter_actor=${encodeURIComponent(actor)}`, headers: { cookie: signedIn.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return new Set((res.json() as { content: Event[] }).content.map((e) => e.actorEmail));
    };
    expect(await actors('ann@picker.test')).toEqual(new Set(['ann@picker.test']));
    expect(await actors('ANN@Picker.test')).toEqual(new Set(['ann@picker.test']));
    expect(await actors('ann@picker')).toEqual(new Set(['ann@picker.test', 'joann@picker.test']));
  });
});
