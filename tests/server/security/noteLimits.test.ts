/**
 * A record's log is bounded (server/services/noteLimits.ts): before, some hundred notes of 50,000
 * characters (a few seconds of a signed-in script) made a job seeker's or an application's answer
 * pass the 5 MB answer limit, so nobody could open the record again. The log is filled here
 * straight in the database up to the bound; the next entry through the API is refused with a
 * message, and the record still opens.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HISTORY_FULL, APPLICATION_NOTES_FULL, NOTE_LIMITS, SEEKER_NOTES_FULL } from '../../../server/services/noteLimits';
import { addApplication, addJob, addSeeker } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A note of `bytes` bytes of stored HTML. */
const noteOf = (bytes: number) => `<p>${'x'.repeat(bytes - 7)}</p>`;
const BIG = noteOf(50_000);
/** 20 of these leave 200 bytes of the 1 MB: room for a short note, not for BIG. */
const FILL = noteOf(49_990);

async function fillSeekerNotes(seekerId: string, count: number, note: string) {
  const rows = Array.from({ length: count }, () => ({ id: randomUUID(), job_seeker_id: seekerId, note, changed_by: 'seed@example.com', date: new Date() }));
  for (let i = 0; i < rows.length; i += 500) await server.db.insertInto('job_seeker_notes').values(rows.slice(i, i + 500)).execute();
}

async function fillApplicationLog(applicationId: string, count: number, kind: 'note' | 'status', note: string | null) {
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    application_id: applicationId,
    kind,
    status: kind === 'status' ? 'pending' : null,
    note,
    changed_by: 'seed@example.com',
    date: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 500) await server.db.insertInto('job_application_events').values(rows.slice(i, i + 500)).execute();
}

const addNote = (jobSeekerId: string, note: string) =>
  server.gql<{ addJobSeekerNote: { id: string } }>('mutation($id: ID!, $n: String!) { addJobSeekerNote(jobSeekerId: $id, note: $n) { id } }', { id: jobSeekerId, n: note });
const updateApplication = (id: string, input: Record<string, unknown>) =>
  server.gql('mutation($id: ID!, $input: JobApplicationUpdateInput!) { updateJobApplicationById(_id: $id, input: $input) { _id status } }', { id, input });

function expectRefused(result: { errors?: Array<{ message: string; extensions?: { code?: string } }> }, message: string) {
  expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
}

describe("a job seeker's notes", () => {
  it(`take at most ${NOTE_LIMITS.entries} notes; deleting one makes room`, async () => {
    const seekerId = await addSeeker(server.db);
    await fillSeekerNotes(seekerId, NOTE_LIMITS.entries - 1, '<p>Called back</p>');
    const last = await addNote(seekerId, '<p>The last one</p>');
    expect(last.errors).toBeUndefined();
    expectRefused(await addNote(seekerId, '<p>One too many</p>'), SEEKER_NOTES_FULL);
    const removed = await server.gql('mutation($id: ID!, $n: ID!) { deleteJobSeekerNote(jobSeekerId: $id, noteId: $n) }', { id: seekerId, n: last.data!.addJobSeekerNote.id });
    expect(removed.errors).toBeUndefined();
    expect((await addNote(seekerId, '<p>Room again</p>')).errors).toBeUndefined();
  });

  it('hold at most 1 MB of text, and the record still opens when they are full', async () => {
    const seekerId = await addSeeker(server.db);
    await fillSeekerNotes(seekerId, 20, FILL);
    expectRefused(await addNote(seekerId, BIG), SEEKER_NOTES_FULL);
    expect((await addNote(seekerId, '<p>Short one</p>')).errors).toBeUndefined();
    const read = await server.gqlResponse<{ getJobSeekerById: { notes: unknown[] } }>(`{ getJobSeekerById(id: "${seekerId}") { _id notes { id note } } }`);
    expect(read.status).toBe(200);
    expect(read.body.data?.getJobSeekerById.notes).toHaveLength(21);
  });

  it('an unknown seeker is still not found, and an empty note still refused', async () => {
    expect((await addNote(randomUUID(), '<p>x</p>')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await addNote(await addSeeker(server.db), '<p> </p>')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe("an application's log", () => {
  const newApplication = async () => addApplication(server.db, await addJob(server.db), await addSeeker(server.db));

  it('takes no note past its bound, while its status can still change', async () => {
    const applicationId = await newApplication();
    await fillApplicationLog(applicationId, 20, 'note', FILL);
    expectRefused(await updateApplication(applicationId, { note: BIG }), APPLICATION_NOTES_FULL);
    expect((await updateApplication(applicationId, { status: 'accepted' })).errors).toBeUndefined();
    const read = await server.gqlResponse(`{ getJobApplicationById(_id: "${applicationId}") { _id status notes { note } history { status } } }`);
    expect(read.status).toBe(200);
    await fillApplicationLog(applicationId, NOTE_LIMITS.entries - 20, 'note', '<p>ok</p>');
    expectRefused(await updateApplication(applicationId, { note: '<p>short</p>' }), APPLICATION_NOTES_FULL);
  });

  it(`takes at most ${NOTE_LIMITS.entries} status changes, and refuses the whole save (no note written either) past them`, async () => {
    const applicationId = await newApplication();
    await fillApplicationLog(applicationId, NOTE_LIMITS.entries, 'status', null);
    expectRefused(await updateApplication(applicationId, { status: 'rejected', note: '<p>Why</p>' }), APPLICATION_HISTORY_FULL);
    const notes = await server.db.selectFrom('job_application_events').select('id').where('application_id', '=', applicationId).where('kind', '=', 'note').execute();
    expect(notes).toHaveLength(0);
    expect((await updateApplication(applicationId, { note: '<p>A note still fits</p>' })).errors).toBeUndefined();
  });
});
