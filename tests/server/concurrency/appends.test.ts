/**
 * Appends never lose each other: concurrent notes, status changes and history entries all survive
 * on a real database, and adding a note does not make anyone's open edit form stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApplication, addCompany, addJob, addSeeker } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const ok = (result: { errors?: unknown[] }) => expect(result.errors).toBeUndefined();

describe('job seeker notes', () => {
  const ADD = `mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { id note } }`;
  const DEL = `mutation($id: ID!, $noteId: ID!) { deleteJobSeekerNote(jobSeekerId: $id, noteId: $noteId) }`;
  const NOTES = `query($id: ID!) { getJobSeekerById(id: $id) { notes { id note } updatedAt createdAt } }`;
  type Seeker = { notes: Array<{ id: string; note: string }>; updatedAt: string | null; createdAt: string };
  const notesOf = async (id: string) => (await server.gql<{ getJobSeekerById: Seeker }>(NOTES, { id })).data!.getJobSeekerById;

  it('twelve notes added at the same time are all kept', async () => {
    const id = await addSeeker(server.db);
    const results = await Promise.all(range(12).map((i) => server.gql(ADD, { id, note: `Note ${i}` })));
    results.forEach(ok);
    const texts = (await notesOf(id)).notes.map((n) => n.note).sort();
    expect(texts).toEqual(range(12).map((i) => `Note ${i}`).sort());
  });

  it('deleting some notes while others are added removes exactly those and keeps the new ones', async () => {
    const id = await addSeeker(server.db);
    const first = await Promise.all(range(4).map((i) => server.gql<{ addJobSeekerNote: { id: string } }>(ADD, { id, note: `Old ${i}` })));
    const [a, b] = first.map((r) => r.data!.addJobSeekerNote.id);
    const results = await Promise.all([
      server.gql(DEL, { id, noteId: a }),
      server.gql(ADD, { id, note: 'New 1' }),
      server.gql(DEL, { id, noteId: b }),
      server.gql(ADD, { id, note: 'New 2' }),
    ]);
    results.forEach(ok);
    expect((await notesOf(id)).notes.map((n) => n.note).sort()).toEqual(['New 1', 'New 2', 'Old 2', 'Old 3']);
  });

  it('a note does not change the profile version: an edit form opened before it still saves', async () => {
    const id = await addSeeker(server.db);
    const seen = await notesOf(id);
    ok(await server.gql(ADD, { id, note: 'Called back' }));
    const save = await server.gql(
      `mutation($id: ID!, $v: String) { updateJobSeekerById(_id: $id, input: { education: "BA" }, expectedUpdatedAt: $v) { education } }`,
      { id, v: seen.updatedAt ?? seen.createdAt },
    );
    ok(save);
    expect((await notesOf(id)).notes.map((n) => n.note)).toEqual(['Called back']);
  });
});

describe('job application notes and status changes', () => {
  const UPDATE = `mutation($id: ID!, $input: JobApplicationUpdateInput!, $v: String) {
    updateJobApplicationById(_id: $id, input: $input, expectedUpdatedAt: $v) { _id } }`;
  const READ = `query($id: ID!) { getJobApplicationById(_id: $id) {
    status history { status changedBy } notes { note changedBy } updatedAt createdAt } }`;
  type Application = { status: string; history: Array<{ status: string }>; notes: Array<{ note: string }>; updatedAt: string | null; createdAt: string };

  it('ten notes and four status changes sent together are all in the log', async () => {
    const job = await addJob(server.db, { company_id: await addCompany(server.db) });
    const id = await addApplication(server.db, job, await addSeeker(server.db));
    const before = (await server.gql<{ getJobApplicationById: Application }>(READ, { id })).data!.getJobApplicationById;
    const version = before.updatedAt ?? before.createdAt;
    const statuses = ['accepted', 'rejected', 'pending', 'accepted'];
    const results = await Promise.all([
      // Every note carries the same, soon stale, version: notes append regardless.
      ...range(10).map((i) => server.gql(UPDATE, { id, input: { note: `Note ${i}` }, v: version })),
      ...statuses.map((status) => server.gql(UPDATE, { id, input: { status } })),
    ]);
    results.forEach(ok);
    const after = (await server.gql<{ getJobApplicationById: Application }>(READ, { id })).data!.getJobApplicationById;
    expect(after.notes.map((n) => n.note).sort()).toEqual(range(10).map((i) => `Note ${i}`).sort());
    const changes = after.history.slice(before.history.length).map((h) => h.status).sort();
    expect(changes).toEqual([...statuses].sort());
    // The current status is the last change recorded.
    expect(after.status).toBe(after.history[after.history.length - 1].status);
  });
});

describe('company status history', () => {
  it('two status changes at the same time both enter the history', async () => {
    const id = await addCompany(server.db, { status: 'pending' });
    const UPDATE = `mutation($id: ID!, $s: CompanyStatus) { updateCompanyById(_id: $id, input: { companyName: "Aurum Jewels", status: $s }) { _id } }`;
    const results = await Promise.all([server.gql(UPDATE, { id, s: 'active' }), server.gql(UPDATE, { id, s: 'rejected' })]);
    results.forEach(ok);
    const read = await server.gql<{ getCompanyById: { status: string; history: Array<{ status: string }> } }>(
      `query($id: ID!) { getCompanyById(_id: $id) { status history { status } } }`,
      { id },
    );
    const { status, history } = read.data!.getCompanyById;
    expect(history.map((h) => h.status).sort()).toEqual(['active', 'rejected']);
    expect(history[history.length - 1].status).toBe(status);
  });
});
