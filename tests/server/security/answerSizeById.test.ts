/**
 * A by-id read (getJobSeekerById & co.) holds the answer size limit (5 MB) like a list page: its
 * record's long fields (notes, descriptions...) are weighed in the database before they are read
 * when their bound could pass the room left, and aliased reads of one request share that room.
 * Before, `getJobSeekerById` asked under several aliases read every copy of the record's notes
 * (records from before the notes' cap can hold more than 1 MB) and the answer was refused only
 * once built. One such read is answered as before; a read that does not ask for the notes does
 * not weigh them, and a read of a record without long fields weighs nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_WEIGHT } from '../../../server/db/repositories/jobs';
import { JOB_SEEKER_WEIGHT } from '../../../server/db/repositories/jobSeekers';
import { addJob, addSeeker } from '../entities/fixtures';
import { type AnswerApp, notesReadFrom, refusedAnswer as refused, startAnswerApp, watching } from './answerApp';

/** The tables whose notes a SELECT read (summing their length reads none). */
const selectedTables: string[] = [];

let answerApp: AnswerApp;
beforeAll(async () => {
  answerApp = await startAnswerApp(watching((node) => selectedTables.push(...notesReadFrom(node))));
});
afterAll(async () => {
  await answerApp?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  selectedTables.length = 0;
});

type Records = Record<string, { notes?: unknown[] } | null>;
const post = async (query: string) => {
  const { status, body } = await answerApp.post(query);
  return { status, body: body as { data?: Records | null; errors?: unknown[] } };
};

describe('by-id reads of a record with heavy notes', () => {
  let seekerId = '';
  let jobId = '';
  beforeAll(async () => {
    // 2 MB of notes, as a record from before the notes' 1 MB cap can hold: 20 notes of 100 KB.
    seekerId = await addSeeker(answerApp.server.db, { full_name: 'Asha Rao' });
    const note = `<p>${'x'.repeat(100_000 - 7)}</p>`;
    await answerApp.server.db
      .insertInto('job_seeker_notes')
      .values(Array.from({ length: 20 }, () => ({ id: randomUUID(), job_seeker_id: seekerId, note, changed_by: 'seed@example.com', date: new Date() })))
      .execute();
    jobId = await addJob(answerApp.server.db, { title: 'Setter' });
  });

  it('3 aliased reads of the seeker with its notes are refused; the third copy of the notes is never read', async () => {
    const weigh = vi.spyOn(JOB_SEEKER_WEIGHT, 'weigh');
    const reads = ['a', 'b', 'c'].map((alias) => `${alias}: getJobSeekerById(id: "${seekerId}") { _id notes { note } }`).join(' ');
    const answer = await post(`{ ${reads} }`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
    expect(weigh).toHaveBeenCalled();
    // The reads run together: the two copies that fit the room (4 MB) may be read, not the third.
    expect(selectedTables.filter((t) => t === 'job_seeker_notes').length).toBeLessThanOrEqual(2);
  });

  it('10 aliased reads read no more copies of the notes than the room holds', async () => {
    const reads = Array.from({ length: 10 }, (_, i) => `r${i}: getJobSeekerById(id: "${seekerId}") { _id notes { note } }`).join(' ');
    const answer = await post(`{ ${reads} }`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
    expect(selectedTables.filter((t) => t === 'job_seeker_notes').length).toBeLessThanOrEqual(2);
  });

  it('one such read is answered with its notes', async () => {
    const answer = await post(`{ getJobSeekerById(id: "${seekerId}") { _id notes { note } } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.getJobSeekerById?.notes).toHaveLength(20);
  });

  it('aliased reads that do not ask for the notes are answered without weighing or reading them', async () => {
    const weigh = vi.spyOn(JOB_SEEKER_WEIGHT, 'weigh');
    const reads = ['a', 'b', 'c'].map((alias) => `${alias}: getJobSeekerById(id: "${seekerId}") { _id personalDetails { fullName } }`).join(' ');
    const answer = await post(`{ ${reads} }`);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(weigh).not.toHaveBeenCalled();
    expect(selectedTables).not.toContain('job_seeker_notes');
  });

  it("a job's detail, whose long texts fit, is read without weighing them; an unknown id is still not found", async () => {
    const weigh = vi.spyOn(JOB_WEIGHT, 'weigh');
    // the rich description too: its shape is checked before it is stored, so its size is bounded (storedRichTextBound)
    const answer = await post(`{ getJobById(id: "${jobId}") { _id title description requirements responsibilities interviewProcess education } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(weigh).not.toHaveBeenCalled();
    const missing = await post(`{ getJobById(id: "${randomUUID()}") { _id description } }`);
    expect(JSON.stringify(missing.body.errors)).toContain('Job was not found.');
  });
});
