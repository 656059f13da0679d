/** Notes (job seekers' and applications') are stored only as the safe HTML of spec §5, whatever a client sends (real PGlite). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_REL } from '../../../domain/richText';
import { actor, addApplication, addJob, addSeeker, errorOf, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

const HOSTILE: Array<[string, string]> = [
  ['<p>ok<script>fetch("/api/me")</script></p>', '<p>ok</p>'],
  ['<SCRIPT src="//evil.test/x.js"></SCRIPT><b>bold</b>', '<b>bold</b>'],
  ['<style>body{display:none}</style><i>it</i>', '<i>it</i>'],
  ['<span style="background:url(javascript:alert(1))">s</span>', '<span>s</span>'],
  ['<div onmouseover="alert(1)" ONCLICK="x()">d</div>', '<div>d</div>'],
  ['<img src=x onerror="alert(1)">text', 'text'],
  ['<svg onload="alert(1)"><circle/></svg>after', 'after'],
  ['<iframe src="https://evil.test"></iframe><u>u</u>', '<u>u</u>'],
  ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
  ['<a href=" jAvAsCrIpT:alert(1)">a</a>', '<a>a</a>'],
  ['<a href="java&#x09;script:alert(1)">a</a>', '<a>a</a>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>', '<a>a</a>'],
  ['<a href="vbscript:msgbox(1)">a</a>', '<a>a</a>'],
  ['<form action="/x"><input name="q"><button>go</button></form>n', 'gon'],
  ['<p class="x" id="y" data-z="1" aria-label="l">attrs</p>', '<p>attrs</p>'],
];

describe('job seeker notes with hostile input', () => {
  it.each(HOSTILE)('stores %s as %s', async (input, stored) => {
    const id = await addSeeker(t.db);
    const note = await t.services.jobSeekers.addNote(id, input, actor);
    expect(note.note).toBe(stored);
    const reread = await t.services.jobSeekers.getById(id);
    expect(reread.notes.map((n) => n.note)).toEqual([stored]);
  });

  it('keeps the safe tags of spec §5', async () => {
    const id = await addSeeker(t.db);
    const safe = '<p><b>b</b><i>i</i><u>u</u><strong>s</strong><em>e</em><br><span>sp</span></p><div>d</div><ul><li>1</li></ul><ol><li>2</li></ol>';
    expect((await t.services.jobSeekers.addNote(id, safe, actor)).note).toBe(safe);
  });

  it('makes every link open in a new tab without a handle on the console', async () => {
    const id = await addSeeker(t.db);
    const typed = '<a href="https://gia.edu" target="_self" rel="opener">GIA</a> <a href="/jobs/1" target="evil">job</a>';
    const note = await t.services.jobSeekers.addNote(id, typed, actor);
    expect(note.note).toBe(
      `<a href="https://gia.edu" target="_blank" rel="${LINK_REL}">GIA</a> <a href="/jobs/1" target="_blank" rel="${LINK_REL}">job</a>`,
    );
  });

  it('refuses a note that only held hostile markup, and stores nothing', async () => {
    const id = await addSeeker(t.db);
    const error = await errorOf(t.services.jobSeekers.addNote(id, '<script>alert(1)</script><img src=x onerror=alert(1)>', actor));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Note cannot be empty.' });
    expect((await t.services.jobSeekers.getById(id)).notes).toEqual([]);
  });
});

describe('application notes with hostile input', () => {
  const newApplication = async () => addApplication(t.db, await addJob(t.db), await addSeeker(t.db));

  it.each(HOSTILE)('stores %s as %s', async (input, stored) => {
    const id = await newApplication();
    const updated = await t.services.applications.update(id, { note: input }, actor);
    expect(updated.notes.map((n) => n.note)).toEqual([stored]);
    expect((await t.services.applications.getById(id)).notes.map((n) => n.note)).toEqual([stored]);
  });

  it('refuses a note that only held hostile markup, and stores nothing', async () => {
    const id = await newApplication();
    const error = await errorOf(t.services.applications.update(id, { note: '<style>p{}</style><svg onload=alert(1)></svg>' }, actor));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Note cannot be empty.' });
    expect((await t.services.applications.getById(id)).notes).toEqual([]);
  });
});
