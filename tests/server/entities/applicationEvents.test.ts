/**
 * Job application history and notes against a real database: every change is appended with its
 * date and changer, concurrent changes never overwrite each other, and hostile note HTML is
 * sanitised before it is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, addApplication, addJob, addSeeker, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let jobId: string;
let seekerId: string;

beforeAll(async () => {
  t = await openTestDb();
  jobId = await addJob(t.db, { title: 'Diamond Grader' });
  seekerId = await addSeeker(t.db, { full_name: 'Meera Shah', email: 'meera@x.test' });
}, 60_000);
afterAll(() => t?.close());

const newApplication = () => addApplication(t.db, jobId, seekerId);

describe('concurrent changes to one application', () => {
  it('status changes and notes sent at the same time are all kept, each with its changer', async () => {
    const id = await newApplication();
    const statuses = ['accepted', 'rejected', 'pending', 'accepted', 'rejected'] as const;
    await Promise.all([
      ...statuses.map((status, i) => t.services.applications.update(id, { status }, { email: `s${i}@example.com` })),
      ...[0, 1, 2, 3, 4].map((i) => t.services.applications.update(id, { note: `<p>note ${i}</p>` }, { email: `n${i}@example.com` })),
      t.services.applications.update(id, { status: 'accepted', note: 'both at once' }, actor),
    ]);
    const app = await t.services.applications.getById(id);
    expect(app.history).toHaveLength(6);
    expect(app.notes).toHaveLength(6);
    expect(new Set(app.history.map((h) => h.changedBy))).toEqual(
      new Set(['s0@example.com', 's1@example.com', 's2@example.com', 's3@example.com', 's4@example.com', actor.email]),
    );
    expect(app.notes.map((n) => n.note).sort()).toEqual(
      ['<p>note 0</p>', '<p>note 1</p>', '<p>note 2</p>', '<p>note 3</p>', '<p>note 4</p>', 'both at once'].sort(),
    );
    for (const entry of [...app.history, ...app.notes]) expect(Date.parse(entry.date)).not.toBeNaN();
    // The row lock orders the changes: the stored status is the one the latest recorded change set.
    const lastDate = Math.max(...app.history.map((h) => Date.parse(h.date)));
    const lastStatuses = app.history.filter((h) => Date.parse(h.date) === lastDate).map((h) => h.status);
    expect(lastStatuses).toContain(app.status);
  });

  it('a note never changes the status, and a status change never drops notes', async () => {
    const id = await newApplication();
    await t.services.applications.update(id, { status: 'accepted' }, actor);
    await t.services.applications.update(id, { note: 'Phone screen booked' }, actor);
    const after = await t.services.applications.update(id, { status: 'rejected' }, actor);
    expect(after.status).toBe('rejected');
    expect(after.notes.map((n) => n.note)).toEqual(['Phone screen booked']);
    expect(after.history.map((h) => h.status)).toEqual(['accepted', 'rejected']);
  });
});

describe('note sanitising (spec §5 safe tags)', () => {
  const HOSTILE: Array<[string, string]> = [
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">Seen', 'Seen'],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    ['<a href="JaVaScRiPt:alert(1)" onclick="x()">link</a>', '<a>link</a>'],
    ['<p style="color:red" onmouseover="x()">styled</p>', '<p>styled</p>'],
    ['<style>body{display:none}</style><b>bold</b>', '<b>bold</b>'],
    ['<iframe src="https://evil.test"></iframe><em>ok</em>', '<em>ok</em>'],
    ['<svg onload="alert(1)"><circle/></svg><u>under</u>', '<u>under</u>'],
    ['<div><span>a</span><br><strong>b</strong><i>c</i></div>', '<div><span>a</span><br><strong>b</strong><i>c</i></div>'],
    ['<ul><li>one</li></ul><ol><li>two</li></ol>', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['<a href="https://example.com/x" target="_blank">safe</a>', '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">safe</a>'],
  ];

  it.each(HOSTILE)('%s is stored as %s', async (input, stored) => {
    const id = await newApplication();
    const app = await t.services.applications.update(id, { note: input }, actor);
    expect(app.notes.map((n) => n.note)).toEqual([stored]);
  });

  it.each(['', '   ', '<p> </p>', '<br>', '<p>&nbsp;</p>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'])(
    'a note with nothing readable (%j) is refused and nothing is appended',
    async (input) => {
      const id = await newApplication();
      expect(await errorOf(t.services.applications.update(id, { note: input }, actor))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Note cannot be empty.',
      });
      const app = await t.services.applications.getById(id);
      expect(app.notes).toEqual([]);
      expect(app.history).toEqual([]);
      expect(app.updatedBy).toBeNull();
    },
  );

  it('an empty note refuses the status change sent with it (all or nothing)', async () => {
    const id = await newApplication();
    expect((await errorOf(t.services.applications.update(id, { status: 'accepted', note: '<p></p>' }, actor))).code).toBe('BAD_USER_INPUT');
    const app = await t.services.applications.getById(id);
    expect(app.status).toBe('pending');
    expect(app.history).toEqual([]);
  });
});
