/**
 * The console's resume and notes flows through the real server (HTTP, GraphQL, PGlite, file
 * store): a new resume replaces the old one and makes the AI overview and embedding stale; notes
 * with hostile markup are stored sanitised and deleted by id.
 */
import { describe, expect, it } from 'vitest';
import { resumeObjectName } from '../../../domain/uploadNames';
import { signedInTestServer } from '../harness';
import { makePdf, multipart } from '../platform/helpers';
import { addSeeker, vectorText } from './fixtures';

const signedIn = signedInTestServer({}, 60_000);

const SEEKER = 'resumeUrl overview jobSeekerDescription embedding { vector } notes { id note changedBy date }';
interface SeekerAnswer {
  resumeUrl: string | null;
  overview: string | null;
  jobSeekerDescription: string | null;
  embedding: { vector: number[] | null };
  notes: Array<{ id: string; note: string; changedBy: string; date: string }>;
}

async function uploadResume(objectName: string) {
  const body = multipart([{ filename: 'cv.pdf', contentType: 'application/pdf', bytes: await makePdf('Gemologist, 7 years') }], { fileName: objectName });
  const res = await signedIn.server.app.inject({
    method: 'POST',
    url: '/api/s3/buckets/resume/upload?isPublic=true',
    headers: { ...body.headers, cookie: signedIn.cookie },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
}

const getSeeker = async (id: string) =>
  (await signedIn.server.gql<{ getJobSeekerById: SeekerAnswer }>(`query($id: ID!) { getJobSeekerById(id: $id) { ${SEEKER} } }`, { id })).data
    ?.getJobSeekerById as SeekerAnswer;

describe('resume replaced through the API', () => {
  it('links the new file, drops the old one, and leaves the overview and embedding to be rebuilt', async () => {
    const oldUrl = await uploadResume('old_1700000000000_cv.pdf');
    const id = await addSeeker(signedIn.server.db, { resume_url: oldUrl, resume_text: 'old', overview: 'Old overview', embedding: vectorText(3) });
    expect(await getSeeker(id)).toMatchObject({ overview: 'Old overview', embedding: { vector: expect.any(Array) } });

    const newUrl = await uploadResume(resumeObjectName(id, Date.now(), 'Meera Iyer CV.pdf'));
    const updated = await signedIn.server.gql<{ updateJobSeekerById: SeekerAnswer }>(
      `mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { ${SEEKER} } }`,
      { id, input: { resumeUrl: newUrl } },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateJobSeekerById).toMatchObject({ resumeUrl: newUrl, overview: null, jobSeekerDescription: null, embedding: { vector: null } });

    const removed = await signedIn.server.app.inject({ method: 'DELETE', url: oldUrl, headers: { cookie: signedIn.cookie } });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await signedIn.server.app.inject({ method: 'GET', url: oldUrl, headers: { cookie: signedIn.cookie } })).statusCode).toBe(404);
    const served = await signedIn.server.app.inject({ method: 'GET', url: newUrl, headers: { cookie: signedIn.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });
});

describe('notes through the API', () => {
  it('stores hostile markup sanitised, newest first, and deletes by id', async () => {
    const id = await addSeeker(signedIn.server.db);
    const add = (note: string) =>
      signedIn.server.gql<{ addJobSeekerNote: { id: string; note: string; changedBy: string } }>(
        'mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { id note changedBy } }',
        { id, note },
      );
    const first = await add('<p>first</p>');
    await new Promise((r) => setTimeout(r, 5));
    const hostile = await add(
      '<p onmouseover="x()">Met<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">a</a><a href="https://gia.edu">GIA</a>',
    );
    expect(hostile.data?.addJobSeekerNote).toMatchObject({
      note: '<p>Met</p><a>a</a><a href="https://gia.edu" target="_blank" rel="noopener noreferrer">GIA</a>',
      changedBy: 'admin@example.com',
    });
    expect((await getSeeker(id)).notes.map((n) => n.id)).toEqual([hostile.data?.addJobSeekerNote.id, first.data?.addJobSeekerNote.id]);

    const empty = await add('<script>alert(1)</script>');
    expect(empty.errors?.[0]).toMatchObject({ message: 'Note cannot be empty.', extensions: { code: 'BAD_USER_INPUT' } });

    const noteId = first.data?.addJobSeekerNote.id as string;
    const deleted = await signedIn.server.gql<{ deleteJobSeekerNote: string }>(
      'mutation($id: ID!, $noteId: ID!) { deleteJobSeekerNote(jobSeekerId: $id, noteId: $noteId) }',
      { id, noteId },
    );
    expect(deleted.data?.deleteJobSeekerNote).toBe(noteId);
    expect((await getSeeker(id)).notes).toHaveLength(1);
  });
});
