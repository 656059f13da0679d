/**
 * Saved list views (issue 14): saved with the list's own filter rules, private or shared, only
 * the owner changes or deletes them, one default per person and list, and a view whose column
 * was removed opens without it and says so.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffUser } from '../../../server/auth/staffUsers';
import { createSavedViewService } from '../../../server/services/savedViews';
import { errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let views: ReturnType<typeof createSavedViewService>;
let amelia: { id: string; role: string };
let ravi: { id: string; role: string };
let vera: { id: string; role: string };

beforeAll(async () => {
  t = await openTestDb();
  views = createSavedViewService({ db: t.db, files: t.files });
  const staff = async (email: string, firstName: string, lastName: string, role: 'Admin' | 'Viewer' = 'Admin') => ({
    ...(await ensureStaffUser(t.db, { email, firstName, lastName, role, password: 'Tanzanite!Moonstone-42' })),
    role,
  });
  amelia = await staff('amelia@example.test', 'Amelia', 'Hart');
  ravi = await staff('ravi@example.test', 'Ravi', 'Mehta');
  vera = await staff('vera@example.test', 'Vera', 'Lind', 'Viewer');
}, 60_000);
afterAll(() => t?.close());

const goldJobs = { list: 'jobs', name: 'Gold jobs', shared: false, filters: [{ key: 'title', value: ' gold ' }, { key: 'isExternalJob', boolValue: false }] };

describe('saved views', () => {
  it('saves the filters as the list reads them and lists the owner’s views first', async () => {
    const view = await views.create(amelia, { ...goldJobs, sort: { field: 'updatedAt', direction: 'ASC' } });
    expect(view).toMatchObject({
      list: 'jobs',
      name: 'Gold jobs',
      shared: false,
      mine: true,
      ownerName: 'Amelia Hart',
      filters: [{ key: 'title', value: 'gold' }, { key: 'isExternalJob', boolValue: false }],
      droppedFilters: [],
      sort: { field: 'updatedAt', direction: 'ASC' },
      isDefault: false,
    });
    expect((await views.list(amelia, 'jobs')).map((v) => v.name)).toEqual(['Gold jobs']);
  });

  it('keeps a private view from everyone else: not listed, not readable, not changeable', async () => {
    const secret = await views.create(amelia, { ...goldJobs, name: 'My shortlist' });
    expect((await views.list(ravi, 'jobs')).map((v) => v.id)).not.toContain(secret.id);
    expect((await errorOf(views.update(ravi, secret.id, { name: 'Taken' })))?.code).toBe('NOT_FOUND');
    expect((await errorOf(views.remove(ravi, secret.id)))?.code).toBe('NOT_FOUND');
    expect((await errorOf(views.setDefault(ravi, 'jobs', secret.id)))?.code).toBe('NOT_FOUND');
    expect((await views.list(amelia, 'jobs')).find((v) => v.id === secret.id)?.name).toBe('My shortlist');
  });

  it('shows a shared view to the team, read-only for them; unsharing takes it away, and from their default', async () => {
    const shared = await views.create(amelia, { ...goldJobs, name: 'Team: open gold', shared: true });
    const seen = (await views.list(ravi, 'jobs')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ mine: false, ownerName: 'Amelia Hart', filters: shared.filters });
    const refused = await errorOf(views.update(ravi, shared.id, { name: 'Mine now' }));
    expect(refused?.code).toBe('FORBIDDEN');
    expect(refused?.message).toBe('Only Amelia Hart can change or delete the view “Team: open gold”.');
    expect((await errorOf(views.remove(ravi, shared.id)))?.code).toBe('FORBIDDEN');

    await views.setDefault(ravi, 'jobs', shared.id);
    expect((await views.list(ravi, 'jobs')).find((v) => v.id === shared.id)?.isDefault).toBe(true);
    await views.update(amelia, shared.id, { shared: false });
    expect((await views.list(ravi, 'jobs')).map((v) => v.id)).not.toContain(shared.id);
    const { rows } = await sql`SELECT 1 FROM saved_view_defaults WHERE owner_id = ${ravi.id}::uuid`.execute(t.db);
    expect(rows).toHaveLength(0);
  });

  it('renames and deletes the owner’s view; one default per person and list', async () => {
    const a = await views.create(amelia, { ...goldJobs, name: 'A' });
    const b = await views.create(amelia, { ...goldJobs, name: 'B' });
    expect((await views.update(amelia, a.id, { name: '  Antwerp   polishers ' })).name).toBe('Antwerp polishers');
    await views.setDefault(amelia, 'jobs', a.id);
    await views.setDefault(amelia, 'jobs', b.id);
    const defaults = (await views.list(amelia, 'jobs')).filter((v) => v.isDefault).map((v) => v.id);
    expect(defaults).toEqual([b.id]);
    await views.setDefault(amelia, 'jobs', null);
    expect((await views.list(amelia, 'jobs')).some((v) => v.isDefault)).toBe(false);
    expect(await views.remove(amelia, b.id)).toBe(b.id);
    expect((await views.list(amelia, 'jobs')).map((v) => v.id)).not.toContain(b.id);
  });

  it('refuses bad input with readable messages and saves nothing', async () => {
    const before = (await views.list(amelia, 'jobs')).length;
    const cases: Array<[Parameters<typeof views.create>[1], string]> = [
      [{ ...goldJobs, name: '   ' }, 'Please give the view a name.'],
      [{ ...goldJobs, name: 'x'.repeat(61) }, 'A view name has at most 60 characters.'],
      [{ ...goldJobs, name: 'gold JOBS' }, 'You already have a view named “gold JOBS” for this list.'],
      [{ ...goldJobs, name: 'Bad key', filters: [{ key: 'salary', value: '1' }] }, 'Unknown filter "salary".'],
      [{ ...goldJobs, name: 'Bad enum', filters: [{ key: 'jobStatus', value: 'SOMETIMES' }] }, 'Filter "jobStatus" must be one of'],
      [{ ...goldJobs, name: 'Bad sort', sort: { field: 'salary', direction: 'ASC' } }, 'Cannot sort by "salary".'],
      [{ ...goldJobs, list: 'payroll', name: 'Bad list' }, 'Unknown list "payroll".'],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(views.create(amelia, input));
      expect(error?.code).toBe('BAD_USER_INPUT');
      expect(error?.message).toContain(message);
    }
    expect((await views.list(amelia, 'jobs')).length).toBe(before);
    expect((await errorOf(views.setDefault(amelia, 'companies', (await views.list(amelia, 'jobs'))[0].id)))?.message).toContain('belongs to another list');
  });

  it('opens a view whose column the list no longer has without that filter, and names it', async () => {
    const view = await views.create(amelia, { ...goldJobs, name: 'Old columns' });
    await sql`UPDATE saved_views SET filters = filters || '[{"key": "remotePolicy", "value": "hybrid"}]'::jsonb, sort = '{"field": "salary", "direction": "ASC"}'::jsonb WHERE id = ${view.id}::uuid`.execute(t.db);
    const opened = (await views.list(amelia, 'jobs')).find((v) => v.id === view.id)!;
    expect(opened.filters.map((f) => f.key)).toEqual(['title', 'isExternalJob']);
    expect(opened.droppedFilters).toEqual(['remotePolicy']);
    expect(opened.sort).toBeNull();
  });
});

describe('who may share a view with the team', () => {
  it('a Viewer keeps views of their own but cannot publish one, saving or later; nothing is shared', async () => {
    const refused = await errorOf(views.create(vera, { ...goldJobs, name: 'For everyone', shared: true }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Your role (Viewer) cannot create views shared with the team. Ask a Super Admin if you need this.' });
    const own = await views.create(vera, { ...goldJobs, name: 'Just mine' });
    expect((await errorOf(views.update(vera, own.id, { shared: true })))?.code).toBe('FORBIDDEN');
    expect(await views.update(vera, own.id, { name: 'Still mine' })).toMatchObject({ name: 'Still mine', shared: false });
    expect((await views.list(amelia, 'jobs')).map((v) => v.name)).not.toContain('For everyone');
    expect((await views.list(amelia, 'jobs')).map((v) => v.name)).not.toContain('Still mine');
  });
});
