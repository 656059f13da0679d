import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUnclaimed } from '../storedObjects';
import { actor, addApplication, addJob, addSeeker, errorOf, openTestDb, vectorText } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

const withAi = () =>
  addSeeker(t.db, {
    resume_url: '/api/s3/buckets/resume/objects/old.pdf',
    resume_text: 'old resume',
    overview: 'A gemologist',
    embedding: vectorText(7),
    skills: ['Gemology'],
  });

describe('getJobSeekerById', () => {
  it('returns the contract shape: overview twice, vector as numbers, notes newest first', async () => {
    const id = await withAi();
    await t.services.jobSeekers.addNote(id, '<p>first</p>', actor);
    await new Promise((r) => setTimeout(r, 5));
    await t.services.jobSeekers.addNote(id, '<p>second</p>', actor);
    const seeker = await t.services.jobSeekers.getById(id);
    expect(seeker).toMatchObject({
      overview: 'A gemologist',
      jobSeekerDescription: 'A gemologist',
      resumeUrl: '/api/s3/buckets/resume/objects/old.pdf',
      jobPreferences: { location: [], preferredRoles: [], jobType: null },
      skills: ['Gemology'],
    });
    expect(seeker.embedding.vector?.[7]).toBe(1);
    expect(seeker.notes.map((n) => n.note)).toEqual(['<p>second</p>', '<p>first</p>']);
    expect(seeker).not.toHaveProperty('resumeText');
    expect((await errorOf(t.services.jobSeekers.getById('abc'))).message).toBe('Job seeker was not found.');
  });

  it('gives the time the vector was built in the contract’s ISO form, on its own read and on a list page', async () => {
    const id = await withAi();
    await t.db.updateTable('job_seekers').set({ embedding_updated_at: new Date('2026-11-25T10:00:00.291Z') }).where('id', '=', id).execute();
    expect((await t.services.jobSeekers.getById(id)).embedding.updatedAt).toBe('2026-11-25T10:00:00.291Z');
    const page = await t.services.jobSeekers.list({ page: 0, size: 100 }, { embedding: { updatedAt: {} } });
    expect(page.content.find((row) => row._id === id)?.embedding?.updatedAt).toBe('2026-11-25T10:00:00.291Z');
  });
});

describe('updateJobSeekerById', () => {
  it('normalises lists and keeps the AI data when the resume is untouched', async () => {
    const id = await withAi();
    const updated = await t.services.jobSeekers.update(
      id,
      {
        personalDetails: { fullName: 'Asha Rao', email: 'a@x.test', phone: '1' },
        jobPreferences: { location: [' Pune', 'pune', '', 'Goa '], preferredRoles: ['CAD Designer', 'cad designer'] },
      },
      actor,
    );
    expect(updated.jobPreferences.location).toEqual(['Pune', 'Goa']);
    expect(updated.jobPreferences.preferredRoles).toEqual(['CAD Designer']);
    expect(updated.overview).toBe('A gemologist');
    expect(updated.updatedBy).toBe(actor.email);
  });

  it('clears the resume text, overview and embedding when the resume changes or is removed', async () => {
    const id = await withAi();
    await storeUnclaimed(t.db, 'resume', 'new.pdf');
    const replaced = await t.services.jobSeekers.update(id, { resumeUrl: '/api/s3/buckets/resume/objects/new.pdf' }, actor);
    expect(replaced).toMatchObject({ resumeUrl: '/api/s3/buckets/resume/objects/new.pdf', overview: null, embedding: { vector: null } });
    const text = await t.db.selectFrom('job_seekers').select('resume_text').where('id', '=', id).executeTakeFirstOrThrow();
    expect(text.resume_text).toBeNull();
    const other = await withAi();
    const removed = await t.services.jobSeekers.update(other, { resumeUrl: null }, actor);
    expect(removed).toMatchObject({ resumeUrl: null, overview: null, jobSeekerDescription: null });
  });

  it('marks only the embedding stale when the profile it reads changes', async () => {
    const id = await withAi();
    const updated = await t.services.jobSeekers.update(id, { skills: ['Gemology', 'Diamond Grading'] }, actor);
    expect(updated.overview).toBe('A gemologist');
    expect(updated.embedding.vector).toBeNull();
  });

  it('needs full name, email and phone', async () => {
    const id = await addSeeker(t.db);
    const error = await errorOf(t.services.jobSeekers.update(id, { personalDetails: { fullName: '', email: ' ', phone: '' } }, actor));
    expect(error.fields).toEqual({ fullName: 'Full Name is required', email: 'Email is required', phone: 'Phone is required' });
    expect((await errorOf(t.services.jobSeekers.update('nope', {}, actor))).code).toBe('NOT_FOUND');
  });
});

describe('job seeker notes', () => {
  it('strips scripts, styles, event handlers and javascript: links before storing', async () => {
    const id = await addSeeker(t.db);
    const hostile =
      '<p onclick="steal()">Met <b>today</b><script>alert(1)</script></p><style>p{display:none}</style>' +
      '<img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a> <a href="https://ok.test" target="_blank">good</a>';
    const note = await t.services.jobSeekers.addNote(id, hostile, actor);
    expect(note.note).toBe('<p>Met <b>today</b></p><a>bad</a> <a href="https://ok.test" target="_blank" rel="noopener noreferrer">good</a>');
    expect(note.note).not.toMatch(/script|onerror|onclick|javascript:|style|display/i);
    expect(note.changedBy).toBe(actor.email);
    const stored = await t.services.jobSeekers.getById(id);
    expect(stored.notes[0]).toEqual(note);
  });

  it('refuses a note that is empty once sanitised', async () => {
    const id = await addSeeker(t.db);
    for (const empty of ['', '   ', '<p> </p>', '<script>alert(1)</script>', '<style>x</style><br>']) {
      const error = await errorOf(t.services.jobSeekers.addNote(id, empty, actor));
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Note cannot be empty.' });
    }
    expect((await t.services.jobSeekers.getById(id)).notes).toEqual([]);
  });

  it('deletes a note by id; unknown notes and seekers are NOT_FOUND', async () => {
    const id = await addSeeker(t.db);
    const other = await addSeeker(t.db);
    const note = await t.services.jobSeekers.addNote(id, 'keep in touch', actor);
    expect((await errorOf(t.services.jobSeekers.deleteNote(other, note.id))).message).toBe('Note was not found.');
    expect(await t.services.jobSeekers.deleteNote(id, note.id)).toBe(note.id);
    expect((await t.services.jobSeekers.getById(id)).notes).toEqual([]);
    expect((await errorOf(t.services.jobSeekers.deleteNote(id, note.id))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.services.jobSeekers.addNote('bad-id', 'x', actor))).message).toBe('Job seeker was not found.');
  });
});

describe('deleteJobSeeker', () => {
  it('deletes the seeker with notes and applications', async () => {
    const id = await addSeeker(t.db);
    const app = await addApplication(t.db, await addJob(t.db), id);
    await t.services.jobSeekers.addNote(id, 'x', actor);
    expect(await t.services.jobSeekers.remove(id)).toBe(id);
    expect((await errorOf(t.services.applications.getById(app))).code).toBe('NOT_FOUND');
    const notes = await t.db.selectFrom('job_seeker_notes').selectAll().where('job_seeker_id', '=', id).execute();
    expect(notes).toEqual([]);
    expect((await errorOf(t.services.jobSeekers.remove(id))).code).toBe('NOT_FOUND');
  });
});
